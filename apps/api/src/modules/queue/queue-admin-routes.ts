import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminQueueRoom,
  AdminQueueRoomList,
  CreateQueueRoomBody,
  QueueRoomParams,
  UpdateQueueRoomBody,
} from '@hokej/contract';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** The waiting rooms in the back office, for ADMIN only. */
export const queueAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { queueAdmin } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  const validationCode = 'QUEUE_PARAMETERS_INVALID';

  app.get(
    '/admin/queue',
    admin({ summary: 'Virtuálne rady a ich čísla naživo', response: { 200: AdminQueueRoomList } }),
    () => queueAdmin.list(),
  );

  app.post(
    '/admin/queue',
    admin({
      validationCode,
      summary: 'Otvoriť virtuálny rad na zápas, sezónu alebo celý obchod',
      body: CreateQueueRoomBody,
      response: { 201: AdminQueueRoom },
      errors: [400, 404, 409],
    }),
    async (request, reply) =>
      reply.status(201).send(await queueAdmin.create(currentUserId(request), request.body)),
  );

  app.get(
    '/admin/queue/:id',
    admin({
      validationCode,
      summary: 'Virtuálny rad: dĺžka, vpustení, nakupujúci, predané, priepustnosť',
      params: QueueRoomParams,
      response: { 200: AdminQueueRoom },
      errors: [400, 404],
    }),
    (request) => queueAdmin.view(request.params.id),
  );

  app.patch(
    '/admin/queue/:id',
    admin({
      validationCode,
      summary: 'Zmeniť rýchlosť vpúšťania, počet nakupujúcich naraz alebo platnosť vstupu',
      params: QueueRoomParams,
      body: UpdateQueueRoomBody,
      response: { 200: AdminQueueRoom },
      errors: [400, 404, 409],
    }),
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
      admin({
        validationCode,
        summary,
        params: QueueRoomParams,
        response: { 200: AdminQueueRoom },
        errors: [400, 404, 409],
      }),
      (request) => queueAdmin[action](currentUserId(request), request.params.id),
    );
  }
};
