/** Waiting lists of sold-out matches (issue 22). */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { carts } from './carts.ts';
import { tstz } from './columns.ts';
import { setups } from './venue.ts';

/** A match's waiting list, made by its first entry; the club may pause its offers (`paused_at`). */
export const waitingLists = pgTable('waiting_lists', {
  setupId: uuid('setup_id')
    .primaryKey()
    .references(() => setups.id, { onDelete: 'cascade' }),
  pausedAt: tstz('paused_at'),
  pausedBy: uuid('paused_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/**
 * A fan on a match's list, in `seq` order, for `count` seats of the whole match (sector null) or one
 * sector. WAITING → OFFERED (seats held in the offer cart until `offer_expires_at`) → CLAIMED (moved into
 * the fan's cart for the checkout) or EXPIRED; LEFT when the fan leaves. One open entry per fan and match.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    setupId: uuid('setup_id')
      .notNull()
      .references(() => waitingLists.setupId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sector: text('sector'),
    count: integer('count').notNull(),
    state: text('state', { enum: ['WAITING', 'OFFERED', 'CLAIMED', 'EXPIRED', 'LEFT'] })
      .notNull()
      .default('WAITING'),
    offerCartId: uuid('offer_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    offeredAt: tstz('offered_at'),
    offerExpiresAt: tstz('offer_expires_at'),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
    closedAt: tstz('closed_at'),
  },
  (t) => [
    check('waiting_list_entries_count', sql`${t.count} between 1 and 5`),
    uniqueIndex('waiting_list_entries_open')
      .on(t.setupId, t.userId)
      .where(sql`state in ('WAITING', 'OFFERED')`),
    index('waiting_list_entries_queue').on(t.setupId, t.seq).where(sql`state in ('WAITING', 'OFFERED')`),
    index('waiting_list_entries_user').on(t.userId),
  ],
);
