import type { Article, ArticleListResponse, ShopLanguage } from '@hokej/contract';
import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a reader of `language` gets the page's English texts: an English reader, and the page has its
 * English version (stored whole or not at all, migration 0059); otherwise the Slovak (decisions.md).
 */
const inEnglish = (language: ShopLanguage, row: { titleEn: string | null }) =>
  language === 'en' && row.titleEn !== null;

export function createArticleService(db: Db) {
  return {
    /** The pages the main menu links, in menu order, named in the reader's language where they have it. */
    async list(language: ShopLanguage): Promise<ArticleListResponse> {
      const rows = await db
        .select({
          hash: articles.slug,
          title: articles.title,
          menuLabel: articles.menuLabel,
          titleEn: articles.titleEn,
          menuLabelEn: articles.menuLabelEn,
        })
        .from(articles)
        .where(eq(articles.inMenu, true))
        .orderBy(asc(articles.menuOrder), asc(articles.title));
      return {
        data: rows.map(({ hash, title, menuLabel, titleEn, menuLabelEn }) =>
          inEnglish(language, { titleEn })
            ? { hash, title: titleEn ?? title, menuLabel: menuLabelEn ?? menuLabel, language: 'en' as const }
            : { hash, title, menuLabel, language: 'sk' as const },
        ),
      };
    },

    /** One page by its address (hash) or its uuid, in the reader's language where it has it. */
    async get(id: string, language: ShopLanguage): Promise<Article> {
      const bySlug = eq(articles.slug, id);
      const [row] = await db
        .select({
          uuid: articles.id,
          hash: articles.slug,
          title: articles.title,
          menuLabel: articles.menuLabel,
          body: articles.body,
          titleEn: articles.titleEn,
          menuLabelEn: articles.menuLabelEn,
          bodyEn: articles.bodyEn,
          updatedAt: articles.updatedAt,
        })
        .from(articles)
        .where(UUID.test(id) ? or(eq(articles.id, id), bySlug) : bySlug);
      if (!row) fail('ARTICLE_NOT_FOUND');
      const { uuid, hash, title, menuLabel, body, titleEn, menuLabelEn, bodyEn, updatedAt } = row;
      const texts = inEnglish(language, row)
        ? {
            title: titleEn ?? title,
            menuLabel: menuLabelEn ?? menuLabel,
            body: bodyEn ?? body,
            language: 'en' as const,
          }
        : { title, menuLabel, body, language: 'sk' as const };
      return { uuid, hash, ...texts, updatedAt: updatedAt.toISOString() };
    },
  };
}

export type ArticleService = ReturnType<typeof createArticleService>;
