/** Orders, payments, tickets, invoices and imported bank payments. */
import {
  ORDER_STATUSES,
  PAYMENT_TYPES,
  REFUND_METHODS,
  REFUND_STATUSES,
  ROLES,
  SHOP_LANGUAGES,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { carts, coupons } from './carts.ts';
import { tstz } from './columns.ts';
import { installments } from './installments.ts';
import { seatLine, setups } from './venue.ts';

/** An order: a paid or to-be-paid cart. Its seats point at its items (setup_seats.order_item_id). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the fan and used as the variable symbol of a bank transfer. */
    orderNumber: bigserial('order_number', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('AWAITING_PAYMENT'),
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    /** What is paid: the items' prices less `discount`. */
    totalPrice: integer('total_price').notNull(),
    discount: integer('discount').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id),
    contact: jsonb('contact').notNull(),
    invoice: jsonb('invoice'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    paidAt: tstz('paid_at'),
    cancelledAt: tstz('cancelled_at'),
    /** When the club refunded the paid order (status REFUNDED). */
    refundedAt: tstz('refunded_at'),
    /** A payment arrived for an order whose seats were already gone: the club must pay it back. */
    refundDue: boolean('refund_due').notNull().default(false),
    /** The push cart the order was paid from (its link's secret may then check the payment). */
    pushCartId: uuid('push_cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** The language of every message about the order: its request's Accept-Language when placed. */
    language: text('language', { enum: SHOP_LANGUAGES }).notNull().default('sk'),
  },
  (t) => [
    index('orders_user').on(t.userId, t.createdAt),
    index('orders_expiring').on(t.expiresAt).where(sql`status = 'AWAITING_PAYMENT'`),
    index('orders_user_unpaid').on(t.userId).where(sql`status = 'AWAITING_PAYMENT'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...seatLine(),
    /** Who sits on the seat {firstName, lastName, phoneNumber}; deleted 2 weeks after the match. */
    holder: jsonb('holder'),
  },
  // Sales per match or season read the orders with a line of the setup.
  (t) => [index('order_items_order').on(t.orderId), index('order_items_setup').on(t.setupId)],
);

/** One use of a coupon by an order; given back (deleted) when the unpaid order is cancelled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' })
      .unique(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('coupon_redemptions_coupon').on(t.couponId)],
);

/** One attempt to pay an order at a provider (the sandbox card gateway, later others). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amount: integer('amount').notNull(),
    /** The installment this payment pays (null: the whole order). */
    installmentId: uuid('installment_id').references((): AnyPgColumn => installments.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'DECLINED', 'ABANDONED'] })
      .notNull()
      .default('PENDING'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    settledAt: tstz('settled_at'),
    /** The provider's own id of the payment (Stripe: its Checkout Session), to ask it and refund it. */
    providerRef: text('provider_ref'),
  },
  (t) => [index('payments_order').on(t.orderId, t.createdAt)],
);

/** Every provider notification once: its event id is the idempotency key. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});

/**
 * The sandbox gateway's own books: what the fan decided on its hosted page. It stands for the
 * provider's side, which reconciliation asks when a notification never came.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  decision: text('decision', { enum: ['APPROVED', 'DECLINED', 'ABANDONED'] }).notNull(),
  decidedAt: tstz('decided_at').notNull().defaultNow(),
});

/** A ticket per paid order item: serial number and the signed token of its QR code. */
export const tickets = pgTable('tickets', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderItemId: uuid('order_item_id')
    .notNull()
    .unique()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  serial: text('serial').notNull().unique(),
  token: text('token').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  /** The ticket's first entry at the gate (any match); every entry is in `ticket_entries`. */
  checkedInAt: tstz('checked_in_at'),
});

/**
 * Entries at the gate: a ticket lets its holder in once per match (a season ticket once in every match
 * of its season). The unique (ticket, match) is the one-entry rule: two gates scanning one ticket at
 * the same moment insert one row between them.
 */
export const ticketEntries = pgTable(
  'ticket_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The match entered (an EVENT setup), also for a season ticket. */
    setupId: uuid('setup_id')
      .notNull()
      .references(() => setups.id, { onDelete: 'cascade' }),
    /** The gate's name as its device calls itself ("Brána A"), if it gave one. */
    gate: text('gate'),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    enteredAt: tstz('entered_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ticket_entries_once').on(t.ticketId, t.setupId)],
);

/** Invoices: one per paid order, numbered per year without gaps (Slovak law). */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_year_number').on(t.year, t.number)],
);

/** The last invoice number of each year; its row lock, held by the paying transaction, keeps the series gap-free. */
export const invoiceSeries = pgTable('invoice_series', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Incoming bank transfers imported from statements (camt.053), once each, with what they matched. */
export const bankPayments = pgTable('bank_payments', {
  /** The bank's reference of the entry (and transaction): importing a statement twice changes nothing. */
  entryReference: text('entry_reference').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  variableSymbol: text('variable_symbol'),
  bookingDate: text('booking_date').notNull(),
  counterparty: text('counterparty'),
  /** MATCHED settled `orderId`; anything else waits for the club (UNDERPAID, OVERPAID, UNKNOWN, …). */
  outcome: text('outcome').notNull(),
  orderId: uuid('order_id').references(() => orders.id),
  importedAt: tstz('imported_at').notNull().defaultNow(),
});

/**
 * The roles allowed to pay by a payment type; a type without rows is open to every buyer, so an empty
 * table (a new shop) offers all of them.
 */
export const paymentTypeRoles = pgTable(
  'payment_type_roles',
  {
    paymentType: text('payment_type', { enum: PAYMENT_TYPES }).notNull(),
    role: text('role', { enum: ROLES }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentType, t.role] })],
);

/**
 * The club paying an order back (back office): the whole amount, once per order in the real run
 * (the order row is claimed PAID → REFUNDED first). CARD refunds went through the gateway;
 * BANK_TRANSFER ones are owed to the payer's account (TO_BE_SENT) for the club's bank to send, until the
 * club marks them SENT.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    /** A payment that came after the order was cancelled (refund_due), given back without seats. */
    latePayment: boolean('late_payment').notNull().default(false),
    /** A BANK_TRANSFER refund marked SENT: the day the club's bank sent it, the note, who and when. */
    sentOn: date('sent_on', { mode: 'string' }),
    sentNote: text('sent_note'),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('refunds_order').on(t.orderId),
    // The back office lists the transfers still to send.
    index('refunds_to_send').on(t.orderId).where(sql`status = 'TO_BE_SENT'`),
  ],
);

/** The sandbox gateway's books of refunds (the provider's side of a CARD refund). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  /** The shop's refund id: the idempotency key of the call. */
  refundId: uuid('refund_id').notNull(),
  amount: integer('amount').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** Credit notes (dobropis) of refunded orders, numbered per year without gaps, apart from invoices. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_year_number').on(t.year, t.number),
    index('credit_notes_order').on(t.orderId),
  ],
);

/** The last credit note number of each year, locked by the refunding transaction (gap-free like invoices). */
export const creditNoteSeries = pgTable('credit_note_series', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
