import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SectorRoles, Uuid } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** Which sectors of a match or season are kept for which roles (ADMIN). */
export const sectorAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sectorAccess } = app.services;
  const preValidation = app.guards.requireRole('ADMIN');
  const config = { validationCode: 'ARENA_PARAMETERS_INVALID' } as const;
  const params = Type.Object({ id: Uuid });
  const common = { tags: ['admin'], security: [{ bearer: [] }], params };

  app.get(
    '/admin/setups/:id/sector-roles',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Sektory vyhradené pre roly (zápas alebo sezóna)',
        response: { 200: SectorRoles, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => sectorAccess.rules(request.params.id),
  );

  app.put(
    '/admin/setups/:id/sector-roles',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Vyhradiť sektory pre roly (celé nastavenie naraz)',
        body: SectorRoles,
        response: { 200: SectorRoles, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => sectorAccess.replace(currentUserId(request), request.params.id, request.body),
  );
};
