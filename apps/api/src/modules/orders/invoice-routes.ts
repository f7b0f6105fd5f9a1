import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MyInvoicesQuery, MyInvoicesResponse } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** My invoices; each one's PDF is GET /v2/orders/{id}/invoice. */
export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoices',
    {
      preValidation: app.guards.requireUser,
      config: { validationCode: 'ORDER_INVALID_CHECKOUT_PARAMS' },
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: 'Moje faktúry (stránkované, index od 1)',
        querystring: MyInvoicesQuery,
        response: { 200: MyInvoicesResponse, ...errorResponses(400, 401) },
      },
    },
    (request) => app.services.myInvoices.list(currentUserId(request), request.query),
  );
};
