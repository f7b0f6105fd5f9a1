import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Notice } from './seat-order.ts';

/** How long after its transaction began a logged change must have been announced by its process. */
export const STRAGGLER_GRACE_S = 5;
const LIMIT = 5000;

/**
 * Holds are announced after they commit, by the process that made them (seat-announcer.ts). If that
 * process dies in between, the change is in push_log but nobody announces it. Every process
 * therefore reads, every few seconds, the logged changes past its watermark that are older than the
 * grace period and hands them to its hub as if announced: the hub drops those it has already passed
 * on (per-seat order), so only a lost announcement reaches pages this way, seconds late, not never.
 */
export function createStragglerSweep(db: Db, deliver: (notice: Notice) => void) {
  let watermark: number | undefined;
  return {
    async round(): Promise<number> {
      if (watermark === undefined) {
        const [start] = await queryRows<{ id: string | null }>(
          db,
          sql`select max(id) as id from push_log
            where created_at <= now() - make_interval(secs => ${STRAGGLER_GRACE_S})`,
        );
        watermark = Number(start?.id ?? 0);
        return 0;
      }
      const rows = await queryRows<{ id: string; setupId: string; payload: unknown }>(
        db,
        sql`select id, setup_id as "setupId", payload from push_log
          where id > ${watermark} and created_at <= now() - make_interval(secs => ${STRAGGLER_GRACE_S})
          order by id limit ${LIMIT}`,
      );
      for (const row of rows) {
        watermark = Number(row.id);
        deliver({ id: Number(row.id), setupId: row.setupId, payload: row.payload });
      }
      return rows.length;
    },

    /**
     * Whether the sweep will still hand over the logged change `id` if no announcement brings it first:
     * it lies past the changes the sweep has gone through (none before its first round).
     */
    stillAhead: (id: number) => watermark !== undefined && id > watermark,
  };
}
