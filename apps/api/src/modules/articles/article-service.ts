import type { Article, ArticleListResponse } from '@hokej/contract';
import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createArticleService(db: Db) {
  return {
    /** The pages the main menu links, in menu order. */
    async list(): Promise<ArticleListResponse> {
      const data = await db
        .select({ hash: articles.slug, title: articles.title, menuLabel: articles.menuLabel })
        .from(articles)
        .where(eq(articles.inMenu, true))
        .orderBy(asc(articles.menuOrder), asc(articles.title));
      return { data };
    },

    /** One page by its address (hash) or its uuid. */
    async get(id: string): Promise<Article> {
      const bySlug = eq(articles.slug, id);
      const [row] = await db
        .select({
          uuid: articles.id,
          hash: articles.slug,
          title: articles.title,
          menuLabel: articles.menuLabel,
          body: articles.body,
          updatedAt: articles.updatedAt,
        })
        .from(articles)
        .where(UUID.test(id) ? or(eq(articles.id, id), bySlug) : bySlug);
      if (!row) fail('ARTICLE_NOT_FOUND');
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
