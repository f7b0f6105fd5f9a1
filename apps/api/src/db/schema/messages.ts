/** What the shop sends: e-mails and SMS (outbox) and live seat changes (push log). */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

/**
 * E-mails and SMS to deliver, written in the transaction of the change that causes them and delivered
 * by the outbox worker (leased rows, retries with backoff), so none is lost when a process dies.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['EMAIL', 'SMS'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Documents rendered when the e-mail is sent, e.g. [{kind: 'ORDER_TICKETS', orderId}]. */
    attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
    /** The order the message is about (the back office lists an order's e-mails); no FK: kept as sent. */
    orderId: uuid('order_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    deliveredAt: tstz('delivered_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_order').on(t.orderId).where(sql`${t.orderId} is not null`),
    index('outbox_due').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  ],
);

/** Every seat change, for SSE resume by Last-Event-ID; written in the transaction of the change. */
export const pushLog = pgTable(
  'push_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    setupId: uuid('setup_id').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_log_setup').on(t.setupId, t.id)],
);
