import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminWaitingList, SetupParams } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** The club's waiting list of a match (ADMIN): the list in order, pause and resume its offers. */
export const waitingListAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { waitingList } = app.services;
  const preValidation = app.guards.requireRole('ADMIN');
  const config = { validationCode: 'EVENT_NOT_FOUND' } as const;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const schema = {
    ...common,
    params: SetupParams,
    response: { 200: AdminWaitingList, ...errorResponses(400, 401, 403, 404) },
  };

  app.get(
    '/admin/events/:id/waiting-list',
    { preValidation, config, schema: { ...schema, summary: 'Poradovník zápasu v poradí' } },
    (request) => waitingList.adminList(request.params.id),
  );

  app.post(
    '/admin/events/:id/waiting-list/pause',
    {
      preValidation,
      config,
      schema: { ...schema, summary: 'Pozastaviť ponuky z poradovníka (ponuky už poslané platia ďalej)' },
    },
    (request) => waitingList.pause(currentUserId(request), request.params.id),
  );

  app.post(
    '/admin/events/:id/waiting-list/resume',
    { preValidation, config, schema: { ...schema, summary: 'Obnoviť ponuky z poradovníka' } },
    (request) => waitingList.resume(currentUserId(request), request.params.id),
  );
};
