import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PushParams, PushQuery, type SetupType } from '@hokej/contract';

export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/push/:setupType/:uuid',
    {
      config: { validationCode: 'ARENA_PARAMETERS_INVALID' },
      schema: {
        tags: ['push'],
        summary:
          'Živé zmeny miest (Server-Sent Events: „seat“ pre každú zmenu, „sector“ s presným počtom voľných miest, „access“ pri zmene sektorov vyhradených pre roly, „resync“ na nové načítanie; obnova cez Last-Event-ID alebo lastEventId)',
        params: PushParams,
        querystring: PushQuery,
      },
    },
    (request, reply) =>
      app.pushHub.stream(
        request.params.setupType.toUpperCase() as SetupType,
        request.params.uuid,
        // The browser's own reconnect sends the header; a page reconnecting by itself, the query.
        request.headers['last-event-id'] ?? request.query.lastEventId,
        reply,
      ),
  );
};
