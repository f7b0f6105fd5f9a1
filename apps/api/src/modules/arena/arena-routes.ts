import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ArenaParams,
  ArenaResponse,
  SectorParams,
  SectorResponse,
  TypedArenaParams,
  TypedSectorParams,
} from '@hokej/contract';
import type { FastifyRequest } from 'fastify';
import { sendKept } from '../../http/conditional-reply.ts';
import { errorResponses } from '../../http/responses.ts';
import { setupTypeFromPath } from './arena-service.ts';

export const arenaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = { validationCode: 'ARENA_PARAMETERS_INVALID' } as const;
  // Public reads; a signed-in viewer's roles open the sectors kept for them (B2B, …).
  const preValidation = app.guards.optionalUser;
  const roles = (request: FastifyRequest) => request.user?.roles ?? [];
  const arenaSchema = { tags: ['arena'], response: { 200: ArenaResponse, ...errorResponses(400, 404) } };
  const sectorSchema = {
    tags: ['arena'],
    response: { 200: SectorResponse, ...errorResponses(400, 403, 404) },
  };

  app.get(
    '/arena/:id',
    { preValidation, config, schema: { ...arenaSchema, summary: 'Hľadisko zápasu', params: ArenaParams } },
    async (request, reply) =>
      sendKept(request, reply, await app.publicReads.arena(request.params.id, 'EVENT', roles(request))),
  );
  app.get(
    '/:type/arena/:id',
    {
      preValidation,
      config,
      schema: { ...arenaSchema, summary: 'Hľadisko zápasu alebo sezóny', params: TypedArenaParams },
    },
    async (request, reply) =>
      sendKept(
        request,
        reply,
        await app.publicReads.arena(
          request.params.id,
          setupTypeFromPath(request.params.type),
          roles(request),
        ),
      ),
  );
  app.get(
    '/arena/:id/sector/:sector',
    {
      preValidation,
      config,
      schema: { ...sectorSchema, summary: 'Miesta v sektore zápasu', params: SectorParams },
    },
    async (request, reply) =>
      sendKept(
        request,
        reply,
        await app.publicReads.sector(request.params.id, 'EVENT', request.params.sector, roles(request)),
      ),
  );
  app.get(
    '/:type/arena/:id/sector/:sector',
    {
      preValidation,
      config,
      schema: { ...sectorSchema, summary: 'Miesta v sektore', params: TypedSectorParams },
    },
    async (request, reply) =>
      sendKept(
        request,
        reply,
        await app.publicReads.sector(
          request.params.id,
          setupTypeFromPath(request.params.type),
          request.params.sector,
          roles(request),
        ),
      ),
  );
};
