/** Users, their sessions and one-time secrets, and the shared attempt counters. */
import { SHOP_LANGUAGES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerifiedAt: tstz('email_verified_at'),
    roles: text('roles').array().notNull().default(sql`'{USER}'::text[]`),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Invoice address {street, city, postcode, country, companyName?}; null until given. */
    address: jsonb('address'),
    companyId: text('company_id').notNull().default(''),
    dic: text('dic').notNull().default(''),
    icdph: text('icdph').notNull().default(''),
    /** The buyer's IBAN for refunds and credit notes: normalized (no spaces, upper case), '' when not given. */
    iban: text('iban').notNull().default(''),
    /** Bumped by a password change or reset: access tokens signed with an older version stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /** Bumped when the fan asks for a new calendar-feed address: the old address stops working. */
    calendarFeedVersion: integer('calendar_feed_version').notNull().default(0),
    /** The language of account e-mails: set at registration, then by each sign-in and order (decisions.md). */
    language: text('language', { enum: SHOP_LANGUAGES }).notNull().default('sk'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    // One account per verified phone number: two accounts verifying it at once cannot both win.
    uniqueIndex('users_verified_phone').on(t.phoneNumber).where(sql`${t.phoneVerified}`),
  ],
);

/** Addresses the account signed in from: their failed sign-ins count apart (docs/decisions.md). */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastLoginAt: tstz('last_login_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'known_login_addresses_pk', columns: [t.userId, t.address] })],
);

/** Links sent by e-mail (verify the address, reset the password): stored hashed, single use, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['VERIFY_EMAIL', 'RESET_PASSWORD'] }).notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user').on(t.userId, t.purpose)],
);

/** The SMS code of a phone verification in progress: one per user, hashed, expiring, 5 wrong tries. */
export const phoneCodes = pgTable('phone_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  sentAt: tstz('sent_at').notNull().defaultNow(),
});

/** Opaque refresh tokens, stored hashed; a family shares one login and is revoked whole on reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    revokedAt: tstz('revoked_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash').on(t.tokenHash), index('refresh_tokens_family').on(t.familyId)],
);

/** Attempts per key (e.g. "login:ip:1.2.3.4") in the current fixed window, shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tstz('window_start').notNull(),
  hits: integer('hits').notNull(),
});
