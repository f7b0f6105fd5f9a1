import type { AdminArticle, AdminArticleList, ArticleDeleted, SaveArticleBody } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
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

type ArticleRow = Omit<AdminArticle, 'locked' | 'updatedAt'> & { updatedAt: Date | string };

const articleRows = sql`select id as uuid, slug as hash, title, menu_label as "menuLabel",
    menu_order as "menuOrder", in_menu as "inMenu", body, updated_at as "updatedAt" from articles`;

const present = (row: ArticleRow): AdminArticle => ({
  ...row,
  locked: LOCKED_ARTICLE_HASHES.includes(row.hash),
  updatedAt: iso(row.updatedAt),
});

async function readArticle(db: Db, id: string, lock = false): Promise<AdminArticle> {
  const [row] = await queryRows<ArticleRow>(
    db,
    lock ? sql`${articleRows} where id = ${id} for update` : sql`${articleRows} where id = ${id}`,
  );
  if (!row) fail('ARTICLE_NOT_FOUND');
  return present(row);
}

/** What an audit entry keeps of a page: everything but the clock. */
const auditView = ({ updatedAt: _u, locked: _l, uuid: _id, ...page }: AdminArticle) => page;

/** A page's fields as stored: trimmed texts; a blank title is refused with the catalogue's own code. */
function clean(body: SaveArticleBody) {
  const title = body.title?.trim() ?? '';
  if (!title) fail('ARTICLE_NAME_MISSING');
  const menuLabel = body.menuLabel.trim();
  if (!menuLabel || !body.body.trim()) fail('ARTICLE_FIELDS_MISSING');
  return { ...body, title, menuLabel };
}

/** The club's information pages (ADMIN): every change in one transaction with its audit entry. */
export function createArticleAdmin(db: Db) {
  return {
    /** Every page in menu order, with its Markdown. */
    async list(): Promise<AdminArticleList> {
      const rows = await queryRows<ArticleRow>(db, sql`${articleRows} order by menu_order, title`);
      return { data: rows.map(present) };
    },

    async get(id: string): Promise<AdminArticle> {
      return readArticle(db, id);
    },

    /** A new page; its address is unique. */
    async create(actorId: string, body: SaveArticleBody): Promise<AdminArticle> {
      const page = clean(body);
      return db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`insert into articles (slug, title, menu_label, menu_order, in_menu, body)
            values (${page.hash}, ${page.title}, ${page.menuLabel}, ${page.menuOrder}, ${page.inMenu}, ${page.body})
            on conflict (slug) do nothing returning id`,
        );
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
          const [taken] = await queryRows(tx, sql`select 1 from articles where slug = ${page.hash}`);
          if (taken) fail('ARTICLE_HASH_EXISTS');
        }
        await queryRows(
          tx,
          sql`update articles set slug = ${page.hash}, title = ${page.title}, menu_label = ${page.menuLabel},
            menu_order = ${page.menuOrder}, in_menu = ${page.inMenu}, body = ${page.body}, updated_at = now()
            where id = ${id}`,
        );
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
        await queryRows(tx, sql`delete from articles where id = ${id}`);
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
