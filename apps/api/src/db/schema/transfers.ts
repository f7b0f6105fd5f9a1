/** Ticket transfers to a friend (issue 22). */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tstz } from './columns.ts';
import { tickets } from './orders.ts';
import { setups } from './venue.ts';

/**
 * A paid ticket passed to another person for one match (a season ticket: lent for that match). At most
 * one open (PENDING or ACCEPTED) transfer per ticket and match. Accepted, it is a ticket of its own: its
 * serial, a QR signed over its id, the recipient's name; the original ticket's QR no longer enters that match.
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** The match the transfer is for (an EVENT setup). */
    setupId: uuid('setup_id')
      .notNull()
      .references(() => setups.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    /** SHA-256 of the secret in the e-mailed link. */
    secretHash: text('secret_hash').notNull().unique(),
    state: text('state').notNull().default('PENDING'),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name'),
    /** The new ticket's serial, given when accepted. */
    serial: text('serial').unique(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    uniqueIndex('ticket_transfers_open')
      .on(t.ticketId, t.setupId)
      .where(sql`state in ('PENDING', 'ACCEPTED')`),
    index('ticket_transfers_sender').on(t.senderId, t.createdAt),
    index('ticket_transfers_recipient').on(t.recipientId),
  ],
);
