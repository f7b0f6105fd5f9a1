import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SectorRoles, Uuid } from '@hokej/contract';
import { Type } from '@sinclair/typebox';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** Which sectors of a match or season are kept for which roles (ADMIN). */
export const sectorAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sectorAccess } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  const validationCode = 'ARENA_PARAMETERS_INVALID';
  const params = Type.Object({ id: Uuid });

  app.get(
    '/admin/setups/:id/sector-roles',
    admin({
      validationCode,
      summary: 'Sektory vyhradené pre roly (zápas alebo sezóna)',
      params,
      response: { 200: SectorRoles },
      errors: [400, 404],
    }),
    (request) => sectorAccess.rules(request.params.id),
  );

  app.put(
    '/admin/setups/:id/sector-roles',
    admin({
      validationCode,
      summary: 'Vyhradiť sektory pre roly (celé nastavenie naraz)',
      params,
      body: SectorRoles,
      response: { 200: SectorRoles },
      errors: [400, 404],
    }),
    (request) => sectorAccess.replace(currentUserId(request), request.params.id, request.body),
  );
};
