import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Article, ArticleListResponse, ArticleParams } from '@hokej/contract';
import { replyLanguage } from '../../http/reply-language.ts';
import { errorResponses } from '../../http/responses.ts';

/**
 * The club's information pages, in the reader's language where a page has it (Accept-Language): each
 * answer says `Vary: Accept-Language`, so a cache in front keeps the Slovak and the English apart, and
 * `Content-Language` names the language of the texts sent.
 */
export const articleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/article',
    {
      schema: {
        tags: ['article'],
        summary: 'Informačné stránky v menu (v jazyku z Accept-Language, ak ho stránka má)',
        response: { 200: ArticleListResponse },
      },
    },
    (_request, reply) => app.services.articles.list(replyLanguage(reply)),
  );
  app.get(
    '/article/:id',
    {
      config: { validationCode: 'ARTICLE_UUID_MISSING' },
      schema: {
        tags: ['article'],
        summary: 'Informačná stránka podľa adresy (hash) alebo uuid (po anglicky, ak ju tak má)',
        params: ArticleParams,
        response: { 200: Article, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const page = await app.services.articles.get(request.params.id, replyLanguage(reply));
      reply.header('Content-Language', page.language);
      return page;
    },
  );
};
