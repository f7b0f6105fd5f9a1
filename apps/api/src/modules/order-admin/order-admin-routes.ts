import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOrderDetail,
  AdminOrderParams,
  AdminOrdersPage,
  AdminOrdersQuery,
  AdminRefundParams,
  MarkRefundSentBody,
  RefundOrderBody,
} from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/**
 * Orders in the back office: ADMIN and CASHIER search, view and resend; only ADMIN cancels, refunds and
 * marks a bank-transfer refund sent.
 * The role is checked before the request is validated, so a stranger learns nothing from a 400.
 */
export const orderAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orderSearch, orderActions, orders } = app.services;
  const staff = backOfficeRoute(app.guards.requireRole('ADMIN', 'CASHIER'));
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  const byId = 'ORDER_ID_MISSING';

  app.get(
    '/admin/orders',
    staff({
      validationCode: 'ORDER_SEARCH_INVALID',
      summary: 'Hľadať objednávky (e-mail, meno, id, číslo objednávky = VS, sériové číslo vstupenky)',
      querystring: AdminOrdersQuery,
      response: { 200: AdminOrdersPage },
      errors: [400],
    }),
    (request) => orderSearch.search(request.query),
  );

  app.get(
    '/admin/orders/:id',
    staff({
      validationCode: byId,
      summary: 'Objednávka s platbami, vstupenkami, faktúrou, vráteniami a odoslanými e-mailmi',
      params: AdminOrderParams,
      response: { 200: AdminOrderDetail },
      errors: [400, 404],
    }),
    (request) => orderSearch.detail(request.params.id),
  );

  app.post(
    '/admin/orders/:id/resend-tickets',
    staff({
      validationCode: byId,
      summary: 'Poslať vstupenky a faktúru znova na kontaktný e-mail objednávky',
      params: AdminOrderParams,
      response: { 200: AdminOrderDetail },
      errors: [400, 404, 409],
    }),
    (request) => orderActions.resendTickets(currentUserId(request), request.params.id),
  );

  app.post(
    '/admin/orders/:id/cancel',
    admin({
      validationCode: byId,
      summary: 'Zrušiť nezaplatenú objednávku (miesta sa uvoľnia)',
      params: AdminOrderParams,
      response: { 200: AdminOrderDetail },
      errors: [400, 404, 409],
    }),
    (request) => orderActions.cancel(currentUserId(request), request.params.id),
  );

  app.post(
    '/admin/orders/:id/refund',
    admin({
      validationCode: byId,
      summary: 'Vrátiť peniaze za zaplatenú objednávku (storno, dobropis, miesta sa uvoľnia)',
      params: AdminOrderParams,
      body: RefundOrderBody,
      response: { 200: AdminOrderDetail },
      errors: [400, 404, 409, 502],
    }),
    (request) => orderActions.refund(currentUserId(request), request.params.id, request.body),
  );

  app.post(
    '/admin/orders/:id/refunds/:refundId/sent',
    admin({
      validationCode: 'REFUND_SENT_INVALID',
      summary: 'Označiť vrátenie peňazí prevodom ako odoslané (dátum, poznámka alebo referencia banky)',
      params: AdminRefundParams,
      body: MarkRefundSentBody,
      response: { 200: AdminOrderDetail },
      errors: [400, 404, 409],
    }),
    (request) =>
      orderActions.markRefundSent(
        currentUserId(request),
        request.params.id,
        request.params.refundId,
        request.body,
      ),
  );

  // The order's documents for the back office: the invoice, the tickets and the credit note.
  type Found = Awaited<ReturnType<typeof orders.documents>>;
  const documents = [
    {
      path: 'invoice',
      file: (d: Found) => `faktura-${d.orderNumber}.pdf`,
      render: 'invoice',
      summary: 'Faktúra objednávky ako PDF',
    },
    // permanentky-… for season tickets, as in My orders and the order e-mail.
    {
      path: 'tickets',
      file: (d: Found) => d.ticketsFile,
      render: 'tickets',
      summary: 'Vstupenky objednávky ako PDF',
    },
    {
      path: 'credit-note',
      file: (d: Found) => `dobropis-${d.orderNumber}.pdf`,
      render: 'creditNote',
      summary: 'Dobropis objednávky ako PDF',
    },
  ] as const;
  for (const document of documents) {
    app.get(
      `/admin/orders/:id/${document.path}`,
      staff({
        validationCode: byId,
        summary: document.summary,
        params: AdminOrderParams,
        produces: ['application/pdf'],
        response: { 200: Type.Any({ description: 'PDF' }) },
        errors: [400, 404],
      }),
      async (request, reply) => {
        const found = await orders.documents(request.params.id);
        const pdf = await found[document.render]();
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${document.file(found)}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }
};
