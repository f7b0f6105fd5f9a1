import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PushParams, type SetupType } from '@hokej/contract';
import { fail } from '../../http/shop-error.ts';
import { findSetup } from '../catalog/catalog-repository.ts';

export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/push/:setupType/:uuid',
    {
      config: { validationCode: 'ARENA_PARAMETERS_INVALID' },
      schema: {
        tags: ['push'],
        summary: 'Živé zmeny miest (Server-Sent Events, udalosť „seat“; obnova cez Last-Event-ID)',
        params: PushParams,
      },
    },
    async (request, reply) => {
      const setupType = request.params.setupType.toUpperCase() as SetupType;
      const setup = await findSetup(app.database.db, request.params.uuid, setupType);
      if (!setup) fail(setupType === 'EVENT' ? 'EVENT_NOT_FOUND' : 'SEASON_NOT_FOUND');
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' && /^\d{1,18}$/.test(header) ? Number(header) : null;
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      await app.pushHub.subscribe(setup.id, reply, lastEventId);
    },
  );
};
