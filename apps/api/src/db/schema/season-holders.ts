/** Season-ticket holders: who uses a paid season ticket, with the photo shown on it. */
import { customType, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';
import { orderItems } from './orders.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * One registered holder per season ticket (its order item). The photo (JPEG, re-encoded by the shop,
 * no metadata) lives in the same row, so a registration is stored whole or not at all.
 */
export const seasonTicketHolders = pgTable('season_ticket_holders', {
  orderItemId: uuid('order_item_id')
    .primaryKey()
    .references(() => orderItems.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  email: text('email').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  address: text('address').notNull(),
  seasonTicketType: text('season_ticket_type').notNull(),
  photo: bytea('photo').notNull(),
  photoWidth: integer('photo_width').notNull(),
  photoHeight: integer('photo_height').notNull(),
  registeredAt: tstz('registered_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
