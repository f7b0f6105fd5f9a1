import type { AdminArticle, AdminArticleList, ArticleDeleted, SaveArticleBody } from '@hokej/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';

/**
 * Pages the shop links by their address itself (the footer, the cookie banner, the terms of sale at
 * checkout, spec section 1's known link targets): they can be edited, but not deleted nor moved.
 */
export const LOCKED_ARTICLE_HASHES: readonly string[] = [
  'vseobecne-obchodne-podmienky',
  'ochrana-sukromia',
  'permanentky',
];

/** A page as the back office reads it (the contract's names for the table's columns). */
const articleFields = {
  uuid: articles.id,
  hash: articles.slug,
  title: articles.title,
  menuLabel: articles.menuLabel,
  menuOrder: articles.menuOrder,
  inMenu: articles.inMenu,
  body: articles.body,
  titleEn: articles.titleEn,
  menuLabelEn: articles.menuLabelEn,
  bodyEn: articles.bodyEn,
  updatedAt: articles.updatedAt,
};

type ArticleRow = Omit<AdminArticle, 'locked' | 'updatedAt'> & { updatedAt: Date };

const present = (row: ArticleRow): AdminArticle => ({
  ...row,
  locked: LOCKED_ARTICLE_HASHES.includes(row.hash),
  updatedAt: row.updatedAt.toISOString(),
});

async function readArticle(db: Db, id: string, lock = false): Promise<AdminArticle> {
  const query = db.select(articleFields).from(articles).where(eq(articles.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) fail('ARTICLE_NOT_FOUND');
  return present(row);
}

/** The stored columns of a page as the back office sends it (checked by `clean`). */
const columns = (page: ReturnType<typeof clean>) => ({
  slug: page.hash,
  title: page.title,
  menuLabel: page.menuLabel,
  menuOrder: page.menuOrder,
  inMenu: page.inMenu,
  body: page.body,
  titleEn: page.english?.title ?? null,
  menuLabelEn: page.english?.menuLabel ?? null,
  bodyEn: page.english?.body ?? null,
});

/** What an audit entry keeps of a page: everything but the clock. */
const auditView = ({ updatedAt: _u, locked: _l, uuid: _id, ...page }: AdminArticle) => page;

/**
 * The English version as stored: null when its three fields are all left out or blank; all three filled
 * (title and menu label trimmed, as the Slovak ones), or ARTICLE_ENGLISH_INCOMPLETE.
 */
function cleanEnglish(body: SaveArticleBody) {
  const title = body.titleEn?.trim() ?? '';
  const menuLabel = body.menuLabelEn?.trim() ?? '';
  const text = body.bodyEn ?? '';
  if (!title && !menuLabel && !text.trim()) return null;
  if (!title || !menuLabel || !text.trim()) fail('ARTICLE_ENGLISH_INCOMPLETE');
  return { title, menuLabel, body: text };
}

/** A page's fields as stored: trimmed texts; a blank title is refused with the catalogue's own code. */
function clean(body: SaveArticleBody) {
  const title = body.title?.trim() ?? '';
  if (!title) fail('ARTICLE_NAME_MISSING');
  const menuLabel = body.menuLabel.trim();
  if (!menuLabel || !body.body.trim()) fail('ARTICLE_FIELDS_MISSING');
  return { ...body, title, menuLabel, english: cleanEnglish(body) };
}

/** The club's information pages (ADMIN): every change in one transaction with its audit entry. */
export function createArticleAdmin(db: Db) {
  return {
    /** Every page in menu order, with its Markdown. */
    async list(): Promise<AdminArticleList> {
      const rows = await db
        .select(articleFields)
        .from(articles)
        .orderBy(asc(articles.menuOrder), asc(articles.title));
      return { data: rows.map(present) };
    },

    async get(id: string): Promise<AdminArticle> {
      return readArticle(db, id);
    },

    /** A new page; its address is unique. */
    async create(actorId: string, body: SaveArticleBody): Promise<AdminArticle> {
      const page = clean(body);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(articles)
          .values(columns(page))
          .onConflictDoNothing({ target: articles.slug })
          .returning({ id: articles.id });
        if (!row) fail('ARTICLE_HASH_EXISTS');
        const created = await readArticle(tx, row.id);
        await recordAudit(tx, {
          actorId,
          action: 'ARTICLE_CREATE',
          entity: 'ARTICLE',
          entityId: row.id,
          after: auditView(created),
        });
        return created;
      });
    },

    /** Replaces the page's text and menu place; a locked page keeps its address. */
    async update(actorId: string, id: string, body: SaveArticleBody): Promise<AdminArticle> {
      const page = clean(body);
      return db.transaction(async (tx) => {
        const before = await readArticle(tx, id, true);
        if (before.locked && page.hash !== before.hash) fail('ARTICLE_HASH_LOCKED');
        if (page.hash !== before.hash) {
          const [taken] = await tx
            .select({ id: articles.id })
            .from(articles)
            .where(eq(articles.slug, page.hash));
          if (taken) fail('ARTICLE_HASH_EXISTS');
        }
        await tx
          .update(articles)
          .set({ ...columns(page), updatedAt: sql`now()` })
          .where(eq(articles.id, id));
        const after = await readArticle(tx, id);
        await recordAudit(tx, {
          actorId,
          action: 'ARTICLE_UPDATE',
          entity: 'ARTICLE',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      });
    },

    /** Deletes a page the shop does not link itself. */
    async remove(actorId: string, id: string): Promise<ArticleDeleted> {
      return db.transaction(async (tx) => {
        const before = await readArticle(tx, id, true);
        if (before.locked) fail('ARTICLE_DELETE_FAILURE');
        await tx.delete(articles).where(eq(articles.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'ARTICLE_DELETE',
          entity: 'ARTICLE',
          entityId: id,
          before: auditView(before),
        });
        return { uuid: id, hash: before.hash };
      });
    },
  };
}

export type ArticleAdmin = ReturnType<typeof createArticleAdmin>;
