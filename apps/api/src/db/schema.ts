import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const buyState = pgEnum('buy_state', ['ACTIVE', 'DISABLED', 'RESERVED', 'BOOKED', 'SOLD']);
export const setupType = pgEnum('setup_type', ['EVENT', 'SEASON']);

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The arena template: sectors and seats as drawn on the map. */
export const arenas = pgTable('arenas', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
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
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at'),
  saleStartsAt: tstz('sale_starts_at'),
  saleEndsAt: tstz('sale_ends_at'),
  published: boolean('published').notNull().default(true),
  seasonId: uuid('season_id'),
  opponent: text('opponent'),
  covidRestriction: text('covid_restriction'),
  phoneRequired: boolean('phone_required').notNull().default(false),
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
  },
  (t) => [
    uniqueIndex('setup_seats_place').on(t.setupId, t.sector, t.row, t.name),
    index('setup_seats_sector').on(t.setupId, t.sector),
    index('setup_seats_expiring').on(t.holdExpiresAt).where(sql`state = 'BOOKED' and order_item_id is null`),
    // A seat belongs to at most one order item: a second sale is impossible even if the code is wrong.
    uniqueIndex('setup_seats_one_order_item').on(t.orderItemId),
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
    ticketType: text('ticket_type').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.setupId, t.sector, t.ticketType] })],
);

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
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email').on(sql`lower(${t.email})`),
    // One account per verified phone number: two accounts verifying it at once cannot both win.
    uniqueIndex('users_verified_phone').on(t.phoneNumber).where(sql`${t.phoneVerified}`),
  ],
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
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    deliveredAt: tstz('delivered_at'),
    failedAt: tstz('failed_at'),
    lastError: text('last_error'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null and ${t.failedAt} is null`),
  ],
);

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

/**
 * A discount code: PERCENT (value 1–100) or FIXED (value in cents) off the order, within its validity
 * window, at most `usage_limit` paid-for uses (null = unlimited), for one match or season (`setup_id`)
 * or for all (null). `used_count` moves only by a conditional UPDATE in the checkout transaction.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['PERCENT', 'FIXED'] }).notNull(),
    value: integer('value').notNull(),
    validFrom: tstz('valid_from').notNull(),
    validTo: tstz('valid_to').notNull(),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    setupId: uuid('setup_id').references(() => setups.id, { onDelete: 'cascade' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
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

/** The seat, ticket type and price a cart line or an order line is for. */
const seatLine = () => ({
  setupId: uuid('setup_id')
    .notNull()
    .references(() => setups.id),
  setupSeatId: bigint('setup_seat_id', { mode: 'number' })
    .notNull()
    .references(() => setupSeats.id),
  ticketType: text('ticket_type').notNull(),
  price: integer('price').notNull(),
});

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

export const articles = pgTable('articles', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  menuLabel: text('menu_label').notNull(),
  menuOrder: integer('menu_order').notNull().default(0),
  body: text('body').notNull(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

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

/** Attempts per key (e.g. "login:ip:1.2.3.4") in the current fixed window, shared by every process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tstz('window_start').notNull(),
  hits: integer('hits').notNull(),
});

/** An order: a paid or to-be-paid cart. Its seats point at its items (setup_seats.order_item_id). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the fan and used as the variable symbol of a bank transfer. */
    orderNumber: bigserial('order_number', { mode: 'number' }).notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['AWAITING_PAYMENT', 'PAID', 'CANCELLED', 'REFUNDED'] })
      .notNull()
      .default('AWAITING_PAYMENT'),
    paymentType: text('payment_type', { enum: ['CARD', 'BANK_TRANSFER', 'INSTALLMENTS'] }).notNull(),
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
    /** A payment arrived for an order whose seats were already gone: the club must pay it back. */
    refundDue: boolean('refund_due').notNull().default(false),
    /** The push cart the order was paid from (its link's secret may then check the payment). */
    pushCartId: uuid('push_cart_id').references(() => carts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('orders_user').on(t.userId, t.createdAt),
    index('orders_expiring').on(t.expiresAt).where(sql`status = 'AWAITING_PAYMENT'`),
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
  (t) => [index('order_items_order').on(t.orderId)],
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
    status: text('status', { enum: ['PENDING', 'APPROVED', 'DECLINED', 'ABANDONED'] })
      .notNull()
      .default('PENDING'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    settledAt: tstz('settled_at'),
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
  checkedInAt: tstz('checked_in_at'),
});

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
