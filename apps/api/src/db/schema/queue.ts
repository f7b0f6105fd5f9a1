/** The virtual waiting room: rooms on a sale, the fans' places and admissions (drizzle/0033). */
import { QUEUE_ROOM_STATES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tstz } from './columns.ts';
import { setups } from './venue.ts';

export const queueRoomState = pgEnum('queue_room_state', QUEUE_ROOM_STATES);

/** A waiting room on one setup (a match or a season sale), or on the whole shop when setupId is null. */
export const queueRooms = pgTable(
  'queue_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    setupId: uuid('setup_id').references(() => setups.id, { onDelete: 'cascade' }),
    state: queueRoomState('state').notNull().default('OPEN'),
    opensAt: tstz('opens_at').notNull(),
    ratePerMinute: integer('rate_per_minute').notNull(),
    maxShopping: integer('max_shopping').notNull(),
    admissionMinutes: integer('admission_minutes').notNull().default(10),
    shuffledAt: tstz('shuffled_at'),
    tokens: doublePrecision('tokens').notNull().default(1),
    tokensAt: tstz('tokens_at'),
    admittedTotal: integer('admitted_total').notNull().default(0),
    createdAt: tstz('created_at').notNull().defaultNow(),
    closedAt: tstz('closed_at'),
  },
  (t) => [
    uniqueIndex('queue_rooms_one_active')
      .on(sql`coalesce(${t.setupId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.state} <> 'CLOSED'`),
    check('queue_rooms_rate_check', sql`${t.ratePerMinute} between 1 and 100000`),
    check('queue_rooms_max_shopping_check', sql`${t.maxShopping} between 1 and 1000000`),
    check('queue_rooms_admission_minutes_check', sql`${t.admissionMinutes} between 1 and 120`),
  ],
);

/** One fan's place in one room: pre-queue (place null until the shuffle), waiting, admitted. */
export const queueEntries = pgTable(
  'queue_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => queueRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: tstz('joined_at').notNull().defaultNow(),
    place: bigint('place', { mode: 'number' }),
    admittedAt: tstz('admitted_at'),
    expiresAt: tstz('expires_at'),
    checkedOutAt: tstz('checked_out_at'),
  },
  (t) => [
    unique('queue_entries_room_user').on(t.roomId, t.userId),
    index('queue_entries_waiting').on(t.roomId, t.place).where(sql`${t.admittedAt} is null`),
    index('queue_entries_admitted').on(t.roomId, t.admittedAt).where(sql`${t.admittedAt} is not null`),
  ],
);
