import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ArenaParams,
  ArenaResponse,
  SectorParams,
  SectorResponse,
  TypedArenaParams,
  TypedSectorParams,
} from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { setupTypeFromPath } from './arena-service.ts';

export const arenaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { validationCode: 'ARENA_PARAMETERS_INVALID' } as const;
  const arenaSchema = { tags: ['arena'], response: { 200: ArenaResponse, ...errorResponses(400, 404) } };
  const sectorSchema = { tags: ['arena'], response: { 200: SectorResponse, ...errorResponses(400, 404) } };

  app.get(
    '/arena/:id',
    { config, schema: { ...arenaSchema, summary: 'Hľadisko zápasu', params: ArenaParams } },
    (request) => app.services.arena.arena(request.params.id, 'EVENT'),
  );
  app.get(
    '/:type/arena/:id',
    { config, schema: { ...arenaSchema, summary: 'Hľadisko zápasu alebo sezóny', params: TypedArenaParams } },
    (request) => app.services.arena.arena(request.params.id, setupTypeFromPath(request.params.type)),
  );
  app.get(
    '/arena/:id/sector/:sector',
    { config, schema: { ...sectorSchema, summary: 'Miesta v sektore zápasu', params: SectorParams } },
    (request) => app.services.arena.sector(request.params.id, 'EVENT', request.params.sector),
  );
  app.get(
    '/:type/arena/:id/sector/:sector',
    { config, schema: { ...sectorSchema, summary: 'Miesta v sektore', params: TypedSectorParams } },
    (request) =>
      app.services.arena.sector(
        request.params.id,
        setupTypeFromPath(request.params.type),
        request.params.sector,
      ),
  );
};
