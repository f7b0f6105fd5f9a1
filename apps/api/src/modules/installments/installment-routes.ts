import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InstallmentLink,
  InstallmentLinkParams,
  InvoiceLinksRevoked,
  InvoicePush,
  InvoicePushParams,
  PayAnswer,
} from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/**
 * Invoice push links (read and pay an installment or an unpaid order without login), the owner's fresh
 * link to a part, the club's revocation of a part's links.
 */
export const installmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { installments, invoicePush } = app.services;
  const config = { validationCode: 'INVOICE_LINK_NOT_FOUND' } as const;

  app.get(
    '/invoice/push/:id',
    {
      config,
      schema: {
        tags: ['orders'],
        summary:
          'Odkaz na platbu (bez prihlásenia): splátka (suma, splatnosť, stav, objednávka) alebo nezaplatená objednávka (položky, suma, termín platby, stav)',
        params: InvoicePushParams,
        response: { 200: InvoicePush, ...errorResponses(404, 409, 410) },
      },
    },
    (request) => invoicePush.view(request.params.id),
  );

  app.post(
    '/invoice/push/pay/:id',
    {
      config,
      schema: {
        tags: ['orders'],
        summary:
          'Zaplatiť splátku alebo objednávku z odkazu kartou (bez prihlásenia): presmerovanie na platobnú bránu',
        params: InvoicePushParams,
        response: { 201: PayAnswer, ...errorResponses(404, 409, 410) },
      },
    },
    async (request, reply) => reply.status(201).send(await invoicePush.pay(request.params.id)),
  );

  app.post(
    '/admin/orders/:id/installments/:partNo/revoke-links',
    backOfficeRoute(app.guards.requireRole('ADMIN'))({
      validationCode: 'ORDER_ID_MISSING',
      summary: 'Zrušiť všetky platné odkazy na platbu splátky (zákazník dostane nový z Mojich objednávok)',
      params: InstallmentLinkParams,
      response: { 200: InvoiceLinksRevoked },
      errors: [400, 404],
    }),
    (request) => installments.revokeLinks(currentUserId(request), request.params.id, request.params.partNo),
  );

  app.post(
    '/orders/:id/installments/:partNo/link',
    {
      preValidation: app.guards.requireUser,
      config: { validationCode: 'ORDER_ID_MISSING' },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: 'Nový odkaz na platbu nezaplatenej splátky mojej objednávky',
        params: InstallmentLinkParams,
        response: { 201: InstallmentLink, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await installments.ownerLink(currentUserId(request), request.params.id, request.params.partNo)),
  );
};
