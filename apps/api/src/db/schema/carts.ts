/** Carts, their lines and the coupons applied to them. */
import { COUPON_KINDS } from '@hokej/contract/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tstz } from './columns.ts';
import { seatLine, setups } from './venue.ts';

/**
 * A discount code: PERCENT (value 1–100) or FIXED (value in cents) off the order, within its validity
 * window, at most `usage_limit` paid-for uses (null = unlimited), for one match or season (`setup_id`)
 * or for all (null), until the club deactivates it. `used_count` moves only by a conditional UPDATE in the checkout transaction.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    value: integer('value').notNull(),
    validFrom: tstz('valid_from').notNull(),
    validTo: tstz('valid_to').notNull(),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    setupId: uuid('setup_id').references(() => setups.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** Switched off by the club: no longer usable, kept with its uses. */
    deactivatedAt: tstz('deactivated_at'),
    /** A push cart's agreed discount: usable only in that cart, never by its code elsewhere. */
    cartId: uuid('cart_id').references((): AnyPgColumn => carts.id),
  },
  (t) => [
    uniqueIndex('coupons_code_ci').on(sql`lower(${t.code})`),
    check('coupons_value', sql`${t.value} >= 1 and (${t.kind} = 'FIXED' or ${t.value} <= 100)`),
    check('coupons_window', sql`${t.validFrom} < ${t.validTo}`),
    check('coupons_usage', sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usageLimit} >= 0)`),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .references(() => users.id, { onDelete: 'cascade' })
      .unique(),
    /** The coupon the fan applied; checked again when paying. */
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    // A push cart (no user): the club prepared it and sent its link. Only the SHA-256 of the link's
    // secret is kept, so a copy of the database opens no cart.
    pushSecretHash: text('push_secret_hash').unique(),
    pushExpiresAt: tstz('push_expires_at'),
    pushRevokedAt: tstz('push_revoked_at'),
    pushCreatedBy: uuid('push_created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The contact the club filled in for the customer (prefills the push checkout). */
    pushContact: jsonb('push_contact'),
  },
  (t) => [
    check(
      'carts_push_without_user',
      sql`${t.pushSecretHash} is null or (${t.userId} is null and ${t.pushExpiresAt} is not null)`,
    ),
  ],
);

/** A line of a cart; it is live while its seat points back at it and the hold has not expired. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    ...seatLine(),
    expireAt: tstz('expire_at').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart').on(t.cartId)],
);
