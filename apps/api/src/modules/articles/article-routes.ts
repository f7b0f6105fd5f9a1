import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Article, ArticleListResponse, ArticleParams } from '@hokej/contract';
import { errorResponses } from '../../http/responses.ts';

export const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/article',
    {
      schema: {
        tags: ['article'],
        summary: 'Informačné stránky v menu',
        response: { 200: ArticleListResponse },
      },
    },
    () => app.services.articles.list(),
  );
  app.get(
    '/article/:id',
    {
      config: { validationCode: 'ARTICLE_UUID_MISSING' },
      schema: {
        tags: ['article'],
        summary: 'Informačná stránka podľa adresy (hash) alebo uuid',
        params: ArticleParams,
        response: { 200: Article, ...errorResponses(400, 404) },
      },
    },
    (request) => app.services.articles.get(request.params.id),
  );
};
