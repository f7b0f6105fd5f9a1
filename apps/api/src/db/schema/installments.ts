/** Installment plans of season-ticket orders and the invoice push links that pay their parts. */
import { INSTALLMENT_STATES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { orders } from './orders.ts';

/** One part of an order's plan: part 1 is paid by card at checkout, the others by invoice push links. */
export const installments = pgTable(
  'installments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    partNo: integer('part_no').notNull(),
    amount: integer('amount').notNull(),
    dueAt: tstz('due_at').notNull(),
    state: text('state', { enum: INSTALLMENT_STATES }).notNull().default('UNPAID'),
    paidAt: tstz('paid_at'),
    /** The reminder INSTALLMENT_REMINDER_DAYS before the due date, and the one on it: each sent once. */
    remindedBeforeAt: tstz('reminded_before_at'),
    remindedDueAt: tstz('reminded_due_at'),
  },
  (t) => [
    uniqueIndex('installments_order_part').on(t.orderId, t.partNo),
    index('installments_unpaid_due').on(t.dueAt).where(sql`state = 'UNPAID'`),
  ],
);

/**
 * An invoice push link (`/invoice/push/{secret}`): only the SHA-256 of its 256-bit secret is kept; it
 * opens only its own installment, or its own unpaid order (paid by card instead of the transfer),
 * until it expires or is revoked. Exactly one of the two is set.
 */
export const invoiceLinks = pgTable(
  'invoice_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    installmentId: uuid('installment_id').references(() => installments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('invoice_links_installment').on(t.installmentId),
    index('invoice_links_order').on(t.orderId).where(sql`order_id is not null`),
    check('invoice_links_one_target', sql`num_nonnulls(${t.installmentId}, ${t.orderId}) = 1`),
  ],
);
