import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SalesDetail, SalesOverview, SalesParams, SeatHeatMap } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';

/** Sales at a glance, for ADMIN only. */
export const salesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sales } = app.services;
  const preHandler = app.guards.requireRole('ADMIN');
  const config = { validationCode: 'SALES_PARAMETERS_INVALID' } as const;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/sales',
    {
      preHandler,
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
      preHandler,
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
      preHandler,
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
};
