/** Articles and process-wide settings kept in the database. */
import { bigint, boolean, customType, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const articles = pgTable('articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  menuLabel: text('menu_label').notNull(),
  menuOrder: integer('menu_order').notNull().default(0),
  /** The main menu links the page; the others are reached by their links (footer, terms of sale). */
  inMenu: boolean('in_menu').notNull().default(true),
  body: text('body').notNull(),
  /** The English version (issue 22): all three or none; English readers of a page without it get Slovak. */
  titleEn: text('title_en'),
  menuLabelEn: text('menu_label_en'),
  bodyEn: text('body_en'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** A test-only offset on the database clock; empty in production, so shop_now() = now(). */
export const clockOffset = pgTable('clock_offset', {
  id: integer('id').primaryKey().default(1),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
});

/** Generated secrets shared by every process on this database (e.g. the token key when JWT_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** The club's look in the shop: one row (id 1), absent until the club sets something. */
export const clubSettings = pgTable('club_settings', {
  id: integer('id').primaryKey().default(1),
  primaryColor: text('primary_color'),
  crest: bytea('crest'),
  crestType: text('crest_type'),
  updatedBy: uuid('updated_by'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
