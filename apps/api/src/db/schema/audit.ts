/** The back office's audit log: who changed what, when, and how it looked before and after. */
import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { tstz } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. `EVENT_CREATE`, `ORDER_REFUND`, `BANK_STATEMENT_IMPORT`. */
    action: text('action').notNull(),
    /** The kind of thing acted on (`EVENT`, `ORDER`, …) and its id. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity').on(t.entity, t.entityId), index('audit_log_created').on(t.createdAt)],
);
