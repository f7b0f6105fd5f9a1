import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalesDetail, SalesOverview, SalesParams, SeatHeatMap } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** Sales at a glance, for ADMIN only. */
export const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sales, salesExport } = app.services;
  const preValidation = app.guards.requireRole('ADMIN');
  const config = { validationCode: 'SALES_PARAMETERS_INVALID' } as const;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/sales',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Predaj všetkých zápasov a permanentiek',
        response: { 200: SalesOverview, ...errorResponses(401, 403) },
      },
    },
    () => sales.overview(),
  );

  app.get(
    '/admin/sales/:id',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Predaj zápasu alebo permanentiek: tržby podľa platby a typu vstupenky, predaj po dňoch',
        params: SalesParams,
        response: { 200: SalesDetail, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => sales.detail(request.params.id),
  );

  app.get(
    '/admin/sales/:id/seats',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Stav každého miesta pre teplotnú mapu (čas predaja, cena)',
        params: SalesParams,
        response: { 200: SeatHeatMap, ...errorResponses(401, 403, 404) },
      },
    },
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
      {
        preValidation,
        config,
        schema: {
          ...common,
          summary: file.summary,
          params: SalesParams,
          produces: ['text/csv'],
          response: {
            200: Type.Any({ description: 'CSV (UTF-8 s BOM, bodkočiarky)' }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
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
