import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export type LoggedChange = { id: number; payload: unknown };

/** How far back a replay reaches before the page's last id, for changes that committed late. */
export const REPLAY_MARGIN = 1000;
const REPLAY_LIMIT = 3000;

/**
 * What a page that last saw `lastEventId` must be sent: the setup's logged changes from a margin
 * before that id (a change's id is taken before it commits, so a lower id can commit later), in id
 * order — per seat that is commit order, so replaying a change it already saw is harmless. `resync`
 * when the log no longer reaches back that far or holds too much: the page reloads instead.
 */
export async function changesSince(db: Db, setupId: string, lastEventId: number) {
  const [bounds] = await queryRows<{ oldest: string | null }>(
    db,
    sql`select min(id) as oldest from push_log`,
  );
  const oldest = bounds?.oldest === null || bounds?.oldest === undefined ? null : Number(bounds.oldest);
  if (oldest === null || oldest > lastEventId + 1) return { resync: true as const };
  const rows = await queryRows<{ id: string; payload: unknown }>(
    db,
    sql`select id, payload from push_log where setup_id = ${setupId} and id > ${lastEventId - REPLAY_MARGIN}
      order by id limit ${REPLAY_LIMIT}`,
  );
  if (rows.length === REPLAY_LIMIT) return { resync: true as const };
  return { resync: false as const, changes: rows.map((r) => ({ id: Number(r.id), payload: r.payload })) };
}
