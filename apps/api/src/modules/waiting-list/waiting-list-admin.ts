import type { AdminWaitingList } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { listEntries, listPaused } from './waiting-list-repository.ts';

/** The club's side of the waiting lists: a match's list in order, pause and resume (audited). */
export function createWaitingListAdmin(db: Db) {
  async function adminList(setupId: string): Promise<AdminWaitingList> {
    const [match] = await queryRows<{ id: string }>(
      db,
      sql`select id from setups where id = ${setupId} and setup_type = 'EVENT'`,
    );
    if (!match) fail('EVENT_NOT_FOUND');
    const [rows, { paused, pausedAt }] = await Promise.all([
      listEntries(db, setupId),
      listPaused(db, setupId),
    ]);
    const waiting = rows.filter((r) => r.state === 'WAITING');
    return {
      matchId: setupId,
      paused,
      pausedAt: pausedAt ? iso(pausedAt) : null,
      waiting: waiting.length,
      waitingSeats: waiting.reduce((sum, r) => sum + r.count, 0),
      entries: rows.map((r) => ({
        id: r.id,
        position: r.position,
        fan: { name: r.name, email: r.email },
        count: r.count,
        sector: r.sector,
        state: r.state,
        joinedAt: iso(r.joinedAt),
        offerExpiresAt: r.offerExpiresAt ? iso(r.offerExpiresAt) : null,
        paid: r.paid,
      })),
    };
  }

  /**
   * Pauses or resumes the list's offers (offers already made run to their end); the list is made if
   * the match has none yet, so the club may pause it before anyone joins. Waits for a running round.
   */
  async function setPaused(actorId: string, setupId: string, pause: boolean): Promise<AdminWaitingList> {
    await db.transaction(async (tx) => {
      const [match] = await queryRows<{ id: string }>(
        tx,
        sql`select id from setups where id = ${setupId} and setup_type = 'EVENT'`,
      );
      if (!match) fail('EVENT_NOT_FOUND');
      const [before] = await queryRows<{ pausedAt: Date | null }>(
        tx,
        sql`insert into waiting_lists (setup_id) values (${setupId})
          on conflict (setup_id) do update set setup_id = excluded.setup_id
          returning paused_at as "pausedAt"`,
      );
      if ((before?.pausedAt != null) === pause) return;
      await queryRows(
        tx,
        pause
          ? sql`update waiting_lists set paused_at = now(), paused_by = ${actorId} where setup_id = ${setupId}`
          : sql`update waiting_lists set paused_at = null, paused_by = null where setup_id = ${setupId}`,
      );
      await recordAudit(tx, {
        actorId,
        action: pause ? 'WAITING_LIST_PAUSE' : 'WAITING_LIST_RESUME',
        entity: 'EVENT',
        entityId: setupId,
        before: { paused: !pause },
        after: { paused: pause },
      });
    });
    return adminList(setupId);
  }

  return {
    adminList,
    pause: (actorId: string, setupId: string) => setPaused(actorId, setupId, true),
    resume: (actorId: string, setupId: string) => setPaused(actorId, setupId, false),
  };
}
