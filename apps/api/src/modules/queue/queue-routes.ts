import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QueueRoomList, QueueRoomParams, QueueStatus } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** The fans' side of the waiting room: which sales have one, join it, see where one stands. */
export const queueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { queue } = app.services;
  const preValidation = app.guards.requireUser;
  const config = { validationCode: 'QUEUE_PARAMETERS_INVALID' } as const;
  const common = { tags: ['queue'], security: [{ bearer: [] }] };

  app.get(
    '/queue',
    {
      schema: {
        tags: ['queue'],
        summary: 'Predaje, na ktoré sa vstupuje cez virtuálny rad',
        response: { 200: QueueRoomList },
      },
    },
    () => queue.activeRooms(),
  );

  app.post(
    '/queue/:id/entry',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Zaradiť sa do virtuálneho radu (druhé zaradenie vráti to isté miesto)',
        params: QueueRoomParams,
        response: { 200: QueueStatus, ...errorResponses(400, 401, 404, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const status = await queue.join(currentUserId(request), request.params.id, request.ip);
      return reply.header('Retry-After', String(status.pollAfterSeconds)).send(status);
    },
  );

  app.get(
    '/queue/:id/entry',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary:
          'Moje miesto v rade: poradie, odhad čakania, vstupenka do predaja (Retry-After: kedy sa spýtať znova)',
        params: QueueRoomParams,
        response: { 200: QueueStatus, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const status = await queue.status(currentUserId(request), request.params.id);
      return reply
        .header('Retry-After', String(status.pollAfterSeconds))
        .header('cache-control', 'no-store')
        .send(status);
    },
  );
};
