import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalesDetail, SalesOverview, SalesParams, SeatHeatMap } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** Sales at a glance, for ADMIN only. */
export const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sales, salesExport } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  const validationCode = 'SALES_PARAMETERS_INVALID';

  app.get(
    '/admin/sales',
    admin({ summary: 'Predaj všetkých zápasov a permanentiek', response: { 200: SalesOverview } }),
    () => sales.overview(),
  );

  app.get(
    '/admin/sales/:id',
    admin({
      validationCode,
      summary: 'Predaj zápasu alebo permanentiek: tržby podľa platby a typu vstupenky, predaj po dňoch',
      params: SalesParams,
      response: { 200: SalesDetail },
      errors: [404],
    }),
    (request) => sales.detail(request.params.id),
  );

  app.get(
    '/admin/sales/:id/seats',
    admin({
      validationCode,
      summary: 'Stav každého miesta pre teplotnú mapu (čas predaja, cena)',
      params: SalesParams,
      response: { 200: SeatHeatMap },
      errors: [404],
    }),
    (request) => sales.heatMap(request.params.id),
  );

  // CSV downloads, streamed from the database batch by batch.
  const exports = [
    { path: 'orders.csv', kind: 'ORDERS', summary: 'Objednávky zápasu alebo permanentiek ako CSV' },
    { path: 'tickets.csv', kind: 'TICKETS', summary: 'Vstupenky zápasu alebo permanentiek ako CSV' },
  ] as const;
  for (const file of exports) {
    app.get(
      `/admin/sales/:id/${file.path}`,
      admin({
        validationCode,
        summary: file.summary,
        params: SalesParams,
        produces: ['text/csv'],
        response: { 200: Type.Any({ description: 'CSV (UTF-8 s BOM, bodkočiarky)' }) },
        errors: [400, 404],
      }),
      async (request, reply) => {
        const { fileName, lines } = await salesExport.start(
          currentUserId(request),
          request.params.id,
          file.kind,
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(lines));
      },
    );
  }
};
