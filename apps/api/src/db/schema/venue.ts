/** The arena template, the sellable setups (matches, seasons), their seat inventory and prices. */

import type { PresaleAudience, PriceEntry, SeatAccessibility } from '@hokej/contract';
import { BUY_STATES, ROLES, SETUP_TYPES } from '@hokej/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const buyState = pgEnum('buy_state', BUY_STATES);
export const setupType = pgEnum('setup_type', SETUP_TYPES);

/** The arena template: sectors and seats as drawn on the map. */
export const arenas = pgTable('arenas', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Postal address, one line ("Štadiónová 1, 960 01 Zvolen"): a match's location in calendars. */
  address: text('address').notNull().default(''),
  /** Where the arena is (WGS 84): a phone offers the match's wallet pass on arrival. */
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  viewBox: text('view_box').notNull(),
  rink: jsonb('rink').$type<{ x: number; y: number; width: number; height: number }>().notNull(),
});

export const arenaSectors = pgTable(
  'arena_sectors',
  {
    arenaId: uuid('arena_id')
      .notNull()
      .references(() => arenas.id),
    name: text('name').notNull(),
    shape: jsonb('shape').$type<{ x: number; y: number; width: number; height: number }>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.arenaId, t.name] })],
);

export const arenaSeats = pgTable(
  'arena_seats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    arenaId: uuid('arena_id')
      .notNull()
      .references(() => arenas.id),
    sector: text('sector').notNull(),
    row: text('row').notNull(),
    name: text('name').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    initialState: buyState('initial_state').notNull().default('ACTIVE'),
  },
  (t) => [uniqueIndex('arena_seats_place').on(t.arenaId, t.sector, t.row, t.name)],
);

/** A setup is the sellable copy of an arena for one match or one season; its id is the match's or season's uuid. */
export const setups = pgTable('setups', {
  id: uuid('id').primaryKey().defaultRandom(),
  setupType: setupType('setup_type').notNull(),
  arenaId: uuid('arena_id')
    .notNull()
    .references(() => arenas.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** The description in English (migration 0065): only beside a Slovak one; English readers without it get the Slovak. */
  descriptionEn: text('description_en'),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at'),
  saleStartsAt: tstz('sale_starts_at'),
  saleEndsAt: tstz('sale_ends_at'),
  published: boolean('published').notNull().default(true),
  seasonId: uuid('season_id'),
  opponent: text('opponent'),
  covidRestriction: text('covid_restriction'),
  /** The note in English (migration 0064): only beside a Slovak note; English readers without it get the Slovak. */
  covidRestrictionEn: text('covid_restriction_en'),
  phoneRequired: boolean('phone_required').notNull().default(false),
  /** Holders' presale (migration 0048): only `presaleFor` may hold before `presaleTo`; all null: none. */
  presaleFrom: tstz('presale_from'),
  presaleTo: tstz('presale_to'),
  presaleFor: text('presale_for').$type<PresaleAudience>(),
  presaleLimit: integer('presale_limit'),
});

/** The inventory: one row per seat per setup. Every hold and sale is a conditional UPDATE of this row. */
export const setupSeats = pgTable(
  'setup_seats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    setupId: uuid('setup_id')
      .notNull()
      .references(() => setups.id, { onDelete: 'cascade' }),
    sector: text('sector').notNull(),
    row: text('row').notNull(),
    name: text('name').notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    state: buyState('state').notNull().default('ACTIVE'),
    cartItemId: uuid('cart_item_id'),
    holdExpiresAt: tstz('hold_expires_at'),
    orderItemId: uuid('order_item_id'),
    /** A place for a wheelchair or its companion (migration 0036); null for other seats. */
    accessibility: text('accessibility').$type<SeatAccessibility>(),
  },
  (t) => [
    uniqueIndex('setup_seats_place').on(t.setupId, t.sector, t.row, t.name),
    index('setup_seats_sector').on(t.setupId, t.sector),
    index('setup_seats_expiring').on(t.holdExpiresAt).where(sql`state = 'BOOKED' and order_item_id is null`),
    // A seat row points at one order item, and an item owns at most one seat per setup: a match item
    // its seat, a season item its season seat and the same seat in every match of the season (kept
    // RESERVED there once paid). A second sale is impossible even if the code is wrong.
    uniqueIndex('setup_seats_one_order_item').on(t.orderItemId, t.setupId),
    index('setup_seats_cart_item').on(t.cartItemId).where(sql`cart_item_id is not null`),
    // The few seats that are not free, by place: whether a season seat is taken in any match.
    index('setup_seats_taken').on(t.sector, t.row, t.name).where(sql`state <> 'ACTIVE'`),
  ],
);

export const prices = pgTable(
  'prices',
  {
    setupId: uuid('setup_id')
      .notNull()
      .references(() => setups.id, { onDelete: 'cascade' }),
    sector: text('sector').notNull(),
    ticketType: text('ticket_type').$type<PriceEntry['ticketType']>().notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setupId, t.sector, t.ticketType] })],
);

/**
 * The roles a sector of a setup is kept for (e.g. B2B boxes): a sector without rows is open to all, one
 * with rows only to a viewer with one of them (ARENA_SETUP_FORBIDDEN otherwise).
 */
export const sectorRoles = pgTable(
  'sector_roles',
  {
    setupId: uuid('setup_id')
      .notNull()
      .references(() => setups.id, { onDelete: 'cascade' }),
    sector: text('sector').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.setupId, t.sector, t.role] })],
);

/** The seat, ticket type and price a cart line or an order line is for. */
export const seatLine = () => ({
  setupId: uuid('setup_id')
    .notNull()
    .references(() => setups.id),
  setupSeatId: bigint('setup_seat_id', { mode: 'number' })
    .notNull()
    .references(() => setupSeats.id),
  ticketType: text('ticket_type').notNull(),
  price: integer('price').notNull(),
  /** A season ticket with the plastic card, priced on top of `price` (PLASTIC_CARD_PRICE). */
  plasticCard: boolean('plastic_card').notNull().default(false),
});
