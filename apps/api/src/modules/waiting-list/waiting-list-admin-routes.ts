import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminWaitingList, SetupParams } from '@hokej/contract';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** The club's waiting list of a match (ADMIN): the list in order, pause and resume its offers. */
export const waitingListAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { waitingList } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  const list = (summary: string) =>
    admin({
      validationCode: 'EVENT_NOT_FOUND',
      summary,
      params: SetupParams,
      response: { 200: AdminWaitingList },
      errors: [400, 404],
    });

  app.get('/admin/events/:id/waiting-list', list('Poradovník zápasu v poradí'), (request) =>
    waitingList.adminList(request.params.id),
  );

  app.post(
    '/admin/events/:id/waiting-list/pause',
    list('Pozastaviť ponuky z poradovníka (ponuky už poslané platia ďalej)'),
    (request) => waitingList.pause(currentUserId(request), request.params.id),
  );

  app.post('/admin/events/:id/waiting-list/resume', list('Obnoviť ponuky z poradovníka'), (request) =>
    waitingList.resume(currentUserId(request), request.params.id),
  );
};
