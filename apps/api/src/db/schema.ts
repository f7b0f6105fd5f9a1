/** The database schema (drizzle-kit reads it from here), one file per part of the shop. */

export * from './schema/accounts.ts';
export * from './schema/audit.ts';
export * from './schema/carts.ts';
export * from './schema/installments.ts';
export * from './schema/messages.ts';
export * from './schema/orders.ts';
export * from './schema/queue.ts';
export * from './schema/season-holders.ts';
export * from './schema/seat-releases.ts';
export * from './schema/system.ts';
export * from './schema/transfers.ts';
export * from './schema/venue.ts';
export * from './schema/waiting-lists.ts';
