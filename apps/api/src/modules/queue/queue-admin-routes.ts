import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminQueueRoom,
  AdminQueueRoomList,
  CreateQueueRoomBody,
  QueueRoomParams,
  UpdateQueueRoomBody,
} from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** The waiting rooms in the back office, for ADMIN only. */
export const queueAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { queueAdmin } = app.services;
  const preValidation = app.guards.requireRole('ADMIN');
  const config = { validationCode: 'QUEUE_PARAMETERS_INVALID' } as const;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/queue',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Virtuálne rady a ich čísla naživo',
        response: { 200: AdminQueueRoomList, ...errorResponses(401, 403) },
      },
    },
    () => queueAdmin.list(),
  );

  app.post(
    '/admin/queue',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Otvoriť virtuálny rad na zápas, sezónu alebo celý obchod',
        body: CreateQueueRoomBody,
        response: { 201: AdminQueueRoom, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await queueAdmin.create(currentUserId(request), request.body)),
  );

  app.get(
    '/admin/queue/:id',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Virtuálny rad: dĺžka, vpustení, nakupujúci, predané, priepustnosť',
        params: QueueRoomParams,
        response: { 200: AdminQueueRoom, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => queueAdmin.view(request.params.id),
  );

  app.patch(
    '/admin/queue/:id',
    {
      preValidation,
      config,
      schema: {
        ...common,
        summary: 'Zmeniť rýchlosť vpúšťania, počet nakupujúcich naraz alebo platnosť vstupu',
        params: QueueRoomParams,
        body: UpdateQueueRoomBody,
        response: { 200: AdminQueueRoom, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => queueAdmin.update(currentUserId(request), request.params.id, request.body),
  );

  const actions = [
    ['pause', 'Pozastaviť vpúšťanie'],
    ['resume', 'Pokračovať vo vpúšťaní'],
    ['close', 'Zatvoriť virtuálny rad (predaj ďalej bez radu)'],
  ] as const;
  for (const [action, summary] of actions) {
    app.post(
      `/admin/queue/:id/${action}`,
      {
        preValidation,
        config,
        schema: {
          ...common,
          summary,
          params: QueueRoomParams,
          response: { 200: AdminQueueRoom, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (request) => queueAdmin[action](currentUserId(request), request.params.id),
    );
  }
};
