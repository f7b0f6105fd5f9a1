import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  GateMatches,
  OrdersQuery,
  OrdersResponse,
  PayAnswer,
  PayCartBody,
  PushLinkQuery,
  QueueAdmissionHeaders,
  TicketCheck,
  TicketCheckBody,
  Uuid,
} from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { requestLanguage } from '../../http/reply-language.ts';
import { errorResponses } from '../../http/responses.ts';
import { fail } from '../../http/shop-error.ts';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';
import { admissionHeader } from '../queue/admission-header.ts';

/** Checkout and My orders. */
export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const preValidation = app.guards.requireUser;
  const security = [{ bearer: [] }];
  const tags = ['orders'];
  const OrderParams = Type.Object({ id: Uuid });

  app.post(
    '/cart/pay',
    {
      preValidation,
      config: { validationCode: 'ORDER_INVALID_CHECKOUT_PARAMS' },
      schema: {
        tags,
        security,
        summary: 'Zaplatiť košík: vznikne objednávka čakajúca na platbu',
        headers: QueueAdmissionHeaders,
        body: PayCartBody,
        response: { 201: PayAnswer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      if (!request.user) fail('AUTH_REQUIRED');
      const { queueGate } = app.services;
      // A sale behind an active waiting room is paid only by admitted fans; they then count as sold.
      const rooms = await queueGate.ensureCheckout(request.user.id, admissionHeader(request));
      const userId = request.user.id;
      const language = requestLanguage(request);
      const answer = await app.services.checkout.pay(request.user, request.body, language, (tx) =>
        queueGate.checkedOut(tx, userId, rooms),
      );
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/orders',
    {
      preValidation,
      config: { validationCode: 'ORDER_INVALID_CHECKOUT_PARAMS' },
      schema: {
        tags,
        security,
        summary: 'Moje objednávky (stránkované, index od 1)',
        querystring: OrdersQuery,
        response: { 200: OrdersResponse, ...errorResponses(400, 401) },
      },
    },
    (request) => app.services.orders.list(currentUserId(request), request.query),
  );

  app.post(
    '/orders/:id/pay',
    {
      // A push order is paid again with its link's secret instead of a login.
      preValidation: app.guards.requireUserOrPushLink,
      config: { validationCode: 'ORDER_ID_MISSING' },
      schema: {
        tags,
        security: [...security, {}],
        summary:
          'Znova zaplatiť nezaplatenú objednávku kartou (objednávka z odkazu s pushId bez prihlásenia)',
        params: OrderParams,
        querystring: PushLinkQuery,
        response: { 201: PayAnswer, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { pushId } = request.query;
      const viewer = pushId ? { pushId } : { userId: currentUserId(request) };
      return reply.status(201).send(await app.services.payments.repay(viewer, request.params.id));
    },
  );

  const gate = backOfficeRoute(app.guards.requireRole('CASHIER', 'ADMIN'));
  app.get(
    '/tickets/check/matches',
    gate({
      tag: 'tickets',
      summary: 'Zápasy, na ktoré môže brána kontrolovať vstupenky (od 6 hodín pred teraz)',
      response: { 200: GateMatches },
    }),
    () => app.services.ticketCheck.matches(),
  );

  app.post(
    '/tickets/check',
    gate({
      tag: 'tickets',
      validationCode: 'TICKET_PARAMETER_INVALID',
      summary: 'Kontrola vstupenky pri vstupe (QR kód alebo sériové číslo): na každý zápas vpustí raz',
      body: TicketCheckBody,
      response: { 200: TicketCheck },
      errors: [400, 404, 409],
    }),
    (request) => app.services.ticketCheck.admit(request.body, currentUserId(request)),
  );

  // The order's documents as PDF downloads: the invoice and the tickets.
  const documents = [
    {
      path: 'invoice',
      file: 'faktura',
      summary: 'Faktúra zaplatenej objednávky ako PDF',
      render: 'invoicePdf',
    },
    {
      path: 'tickets',
      file: 'vstupenky',
      summary: 'Vstupenky zaplatenej objednávky ako PDF (bez vstupeniek prevedených na iných)',
      render: 'ticketsPdf',
    },
    {
      path: 'credit-note',
      file: 'dobropis',
      summary: 'Dobropis objednávky, za ktorú klub vrátil peniaze, ako PDF',
      render: 'creditNotePdf',
    },
  ] as const;
  for (const document of documents) {
    app.get(
      `/orders/:id/${document.path}`,
      {
        preValidation,
        config: { validationCode: 'ORDER_ID_MISSING' },
        schema: {
          tags,
          security,
          summary: document.summary,
          params: OrderParams,
          produces: ['application/pdf'],
          response: { 200: Type.Any({ description: 'PDF' }), ...errorResponses(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        const pdf = await app.services.orders[document.render](currentUserId(request), request.params.id);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${document.file}-${request.params.id.slice(0, 8)}.pdf"`,
          )
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }

  // One ticket of the order (issue 4: a PDF per ticket), by the serial My orders lists with its seat.
  app.get(
    '/orders/:id/tickets/:serial',
    {
      preValidation,
      config: { validationCode: 'ORDER_ID_MISSING' },
      schema: {
        tags,
        security,
        summary: 'Jedna vstupenka zaplatenej objednávky (podľa čísla vstupenky) ako PDF; prevedená: 409',
        params: Type.Object({ id: Uuid, serial: Type.String({ minLength: 1, maxLength: 40 }) }),
        produces: ['application/pdf'],
        response: { 200: Type.Any({ description: 'PDF' }), ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, serial } = request.params;
      const pdf = await app.services.orders.ticketPdf(currentUserId(request), id, serial);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="vstupenka-${encodeURIComponent(serial)}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
