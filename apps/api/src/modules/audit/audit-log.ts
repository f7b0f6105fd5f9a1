import type { AuditAction, AuditEntity, AuditLogPage, AuditLogQuery } from '@hokej/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';

/** One admin action as the service that did it describes it. */
export type AuditRecord = {
  actorId: string | null;
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Records an admin action in the caller's transaction, so the log holds exactly the changes that
 * committed (a rolled-back action leaves no entry).
 */
export async function recordAudit(tx: Db, r: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: r.actorId,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId ?? null,
    before: r.before ?? null,
    after: r.after ?? null,
  });
}

/** The audit log for the club's ADMIN: newest first, optionally about one kind of thing or one thing. */
export function createAuditLog(db: Db) {
  return {
    async list(q: AuditLogQuery): Promise<AuditLogPage> {
      const where = and(
        q.entity === undefined ? undefined : eq(auditLog.entity, q.entity),
        q.entityId === undefined ? undefined : eq(auditLog.entityId, q.entityId),
      );
      const rows = await db
        .select({
          id: auditLog.id,
          createdAt: auditLog.createdAt,
          action: auditLog.action,
          entity: auditLog.entity,
          entityId: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
          actorId: users.id,
          actorEmail: users.email,
          actorName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(q.pageSize)
        .offset((q.pageIndex - 1) * q.pageSize);
      const totalResults = await db.$count(auditLog, where);
      return {
        data: rows.map(({ actorId, actorEmail, actorName, createdAt, ...entry }) => ({
          ...entry,
          createdAt: createdAt.toISOString(),
          actor: actorId ? { id: actorId, email: actorEmail ?? '', name: actorName ?? '' } : null,
        })),
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
        totalResults,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
