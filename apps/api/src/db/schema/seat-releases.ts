/** A season-ticket holder's seat released for one match (issue 21). */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { coupons } from './carts.ts';
import { tstz } from './columns.ts';
import { orderItems, refunds } from './orders.ts';
import { setupSeats, setups } from './venue.ts';

/**
 * One row per season ticket (its order item) and match it was ever released for. RELEASED: the
 * match's seat row is free for sale (state ACTIVE, no order item); TAKEN_BACK: the holder took it back
 * (RESERVED for the season item again); SOLD: a buyer paid for it, and the holder's share was paid out
 * (refund + credit note, and a coupon unless by transfer). The terms (share, payout) and the address
 * the holder's e-mail points to are those of the release.
 */
export const seatReleases = pgTable(
  'seat_releases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seasonItemId: uuid('season_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => setups.id, { onDelete: 'cascade' }),
    setupSeatId: bigint('setup_seat_id', { mode: 'number' })
      .notNull()
      .references(() => setupSeats.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['RELEASED', 'TAKEN_BACK', 'SOLD'] }).notNull(),
    sharePercent: integer('share_percent').notNull(),
    payout: text('payout', { enum: ['COUPON', 'BANK_TRANSFER'] }).notNull(),
    ordersUrl: text('orders_url').notNull(),
    releasedAt: tstz('released_at').notNull().defaultNow(),
    takenBackAt: tstz('taken_back_at'),
    soldItemId: uuid('sold_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    soldAt: tstz('sold_at'),
    amount: integer('amount'),
    refundId: uuid('refund_id').references(() => refunds.id),
    couponId: uuid('coupon_id').references(() => coupons.id),
  },
  (t) => [
    uniqueIndex('seat_releases_ticket_match').on(t.seasonItemId, t.matchId),
    index('seat_releases_released_seat').on(t.setupSeatId).where(sql`state = 'RELEASED'`),
    index('seat_releases_match').on(t.matchId),
  ],
);
