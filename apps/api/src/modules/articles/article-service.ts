import type { Article, ArticleListResponse } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createArticleService(db: Db) {
  return {
    /** The pages the main menu links, in menu order. */
    async list(): Promise<ArticleListResponse> {
      const data = await queryRows<{ hash: string; title: string; menuLabel: string }>(
        db,
        sql`select slug as hash, title, menu_label as "menuLabel" from articles where in_menu order by menu_order, title`,
      );
      return { data };
    },

    /** One page by its address (hash) or its uuid. */
    async get(id: string): Promise<Article> {
      const byId = UUID.test(id) ? sql`id = ${id}::uuid or` : sql``;
      const [row] = await queryRows<{
        uuid: string;
        hash: string;
        title: string;
        menuLabel: string;
        body: string;
        updatedAt: Date | string;
      }>(
        db,
        sql`select id as uuid, slug as hash, title, menu_label as "menuLabel", body, updated_at as "updatedAt"
          from articles where ${byId} slug = ${id}`,
      );
      if (!row) fail('ARTICLE_NOT_FOUND');
      return { ...row, updatedAt: iso(row.updatedAt) };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
