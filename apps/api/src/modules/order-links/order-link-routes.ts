import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOrderParams, OrderPaymentLinkSent, OrderPaymentLinksRevoked } from '@hokej/contract';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/**
 * The club's card-payment links of an unpaid order (ADMIN, CASHIER): send a fresh one by e-mail, revoke
 * the open ones. The role is checked before the input, so a stranger learns nothing from a 400.
 */
export const orderLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orderLinks } = app.services;
  const staff = backOfficeRoute(app.guards.requireRole('ADMIN', 'CASHIER'));
  const validationCode = 'ORDER_ID_MISSING';

  app.post(
    '/admin/orders/:id/payment-link',
    staff({
      validationCode,
      summary:
        'Poslať zákazníkovi e-mailom nový odkaz na platbu nezaplatenej objednávky kartou (bez prihlásenia)',
      params: AdminOrderParams,
      response: { 201: OrderPaymentLinkSent },
      errors: [400, 404, 409],
    }),
    async (request, reply) =>
      reply.status(201).send(await orderLinks.send(currentUserId(request), request.params.id)),
  );

  app.post(
    '/admin/orders/:id/payment-link/revoke',
    staff({
      validationCode,
      summary: 'Zrušiť všetky platné odkazy na platbu objednávky',
      params: AdminOrderParams,
      response: { 200: OrderPaymentLinksRevoked },
      errors: [400, 404],
    }),
    (request) => orderLinks.revoke(currentUserId(request), request.params.id),
  );
};
