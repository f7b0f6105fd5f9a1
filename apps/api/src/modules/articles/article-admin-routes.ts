import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminArticle,
  AdminArticleList,
  AdminArticleParams,
  ArticleDeleted,
  SaveArticleBody,
} from '@hokej/contract';
import { backOfficeRoute } from '../auth/back-office-route.ts';
import { currentUserId } from '../auth/guard.ts';

/** Information pages in the back office, for ADMIN only. */
export const articleAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { articleAdmin } = app.services;
  const admin = backOfficeRoute(app.guards.requireRole('ADMIN'));
  const byId = 'ARTICLE_UUID_MISSING';
  const withBody = 'ARTICLE_FIELDS_MISSING';

  app.get(
    '/admin/articles',
    admin({ summary: 'Informačné stránky s obsahom a miestom v menu', response: { 200: AdminArticleList } }),
    () => articleAdmin.list(),
  );

  app.get(
    '/admin/articles/:id',
    admin({
      validationCode: byId,
      summary: 'Informačná stránka na úpravu',
      params: AdminArticleParams,
      response: { 200: AdminArticle },
      errors: [400, 404],
    }),
    (request) => articleAdmin.get(request.params.id),
  );

  app.post(
    '/admin/articles',
    admin({
      validationCode: withBody,
      summary: 'Vytvoriť informačnú stránku (Markdown)',
      body: SaveArticleBody,
      response: { 201: AdminArticle },
      errors: [400, 409],
    }),
    async (request, reply) =>
      reply.status(201).send(await articleAdmin.create(currentUserId(request), request.body)),
  );

  app.put(
    '/admin/articles/:id',
    admin({
      validationCode: withBody,
      summary: 'Upraviť informačnú stránku a jej miesto v menu',
      params: AdminArticleParams,
      body: SaveArticleBody,
      response: { 200: AdminArticle },
      errors: [400, 404, 409],
    }),
    (request) => articleAdmin.update(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/articles/:id',
    admin({
      validationCode: byId,
      summary: 'Zmazať informačnú stránku',
      params: AdminArticleParams,
      response: { 200: ArticleDeleted },
      errors: [400, 404, 409],
    }),
    (request) => articleAdmin.remove(currentUserId(request), request.params.id),
  );
};
