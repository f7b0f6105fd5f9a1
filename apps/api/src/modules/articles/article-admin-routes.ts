import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminArticle,
  AdminArticleList,
  AdminArticleParams,
  ArticleDeleted,
  SaveArticleBody,
} from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';
import { currentUserId } from '../auth/guard.ts';

/** Information pages in the back office, for ADMIN only. */
export const articleAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { articleAdmin } = app.services;
  const preValidation = app.guards.requireRole('ADMIN');
  const byId = { validationCode: 'ARTICLE_UUID_MISSING' } as const;
  const withBody = { validationCode: 'ARTICLE_FIELDS_MISSING' } as const;
  const common = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    '/admin/articles',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Informačné stránky s obsahom a miestom v menu',
        response: { 200: AdminArticleList, ...errorResponses(401, 403) },
      },
    },
    () => articleAdmin.list(),
  );

  app.get(
    '/admin/articles/:id',
    {
      preValidation,
      config: byId,
      schema: {
        ...common,
        summary: 'Informačná stránka na úpravu',
        params: AdminArticleParams,
        response: { 200: AdminArticle, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => articleAdmin.get(request.params.id),
  );

  app.post(
    '/admin/articles',
    {
      preValidation,
      config: withBody,
      schema: {
        ...common,
        summary: 'Vytvoriť informačnú stránku (Markdown)',
        body: SaveArticleBody,
        response: { 201: AdminArticle, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await articleAdmin.create(currentUserId(request), request.body)),
  );

  app.put(
    '/admin/articles/:id',
    {
      preValidation,
      config: withBody,
      schema: {
        ...common,
        summary: 'Upraviť informačnú stránku a jej miesto v menu',
        params: AdminArticleParams,
        body: SaveArticleBody,
        response: { 200: AdminArticle, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => articleAdmin.update(currentUserId(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/articles/:id',
    {
      preValidation,
      config: byId,
      schema: {
        ...common,
        summary: 'Zmazať informačnú stránku',
        params: AdminArticleParams,
        response: { 200: ArticleDeleted, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => articleAdmin.remove(currentUserId(request), request.params.id),
  );
};
