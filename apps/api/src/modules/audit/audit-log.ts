import type { AuditAction, AuditEntity, AuditEntry, AuditLogPage, AuditLogQuery } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** One admin action as the service that did it describes it. */
export type AuditRecord = {
  actorId: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Records an admin action in the caller's transaction, so the log holds exactly the changes that
 * committed (a rolled-back action leaves no entry).
 */
export async function recordAudit(tx: Db, r: AuditRecord): Promise<void> {
  await queryRows(
    tx,
    sql`insert into audit_log (actor_id, action, entity, entity_id, before, after)
      values (${r.actorId}, ${r.action}, ${r.entity}, ${r.entityId ?? null}, ${json(r.before)}::jsonb,
        ${json(r.after)}::jsonb)`,
  );
}

/** The audit log for the club's ADMIN: newest first, optionally about one kind of thing or one thing. */
export function createAuditLog(db: Db) {
  return {
    async list(q: AuditLogQuery): Promise<AuditLogPage> {
      const where = sql`(${q.entity ?? null}::text is null or a.entity = ${q.entity ?? null})
        and (${q.entityId ?? null}::text is null or a.entity_id = ${q.entityId ?? null})`;
      const rows = await queryRows<
        Omit<AuditEntry, 'actor' | 'createdAt'> & {
          createdAt: Date | string;
          actorId: string | null;
          actorEmail: string | null;
          actorName: string | null;
        }
      >(
        db,
        sql`select a.id::int as id, a.created_at as "createdAt", a.action, a.entity, a.entity_id as "entityId",
            a.before, a.after, u.id as "actorId", u.email as "actorEmail",
            trim(u.first_name || ' ' || u.last_name) as "actorName"
          from audit_log a left join users u on u.id = a.actor_id
          where ${where}
          order by a.id desc limit ${q.pageSize} offset ${(q.pageIndex - 1) * q.pageSize}`,
      );
      const [total] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from audit_log a where ${where}`,
      );
      return {
        data: rows.map(({ actorId, actorEmail, actorName, createdAt, ...entry }) => ({
          ...entry,
          createdAt: new Date(createdAt).toISOString(),
          actor: actorId ? { id: actorId, email: actorEmail ?? '', name: actorName ?? '' } : null,
        })),
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
        totalResults: total?.n ?? 0,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
