import type { SetupType } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

// A hold that runs out turns its seat free in every read (FREE_SEAT) before anybody announces it.
const LAPSING = sql`ss.state = 'BOOKED' and ss.order_item_id is null and ss.hold_expires_at > shop_now()`;

/** Milliseconds from the shop clock's now to `at`, or Infinity when there is no such moment. */
const untilMs = (row: { now: Date | string; at: Date | string | null } | undefined) =>
  row?.at ? Math.max(0, new Date(row.at).getTime() - new Date(row.now).getTime()) : Number.POSITIVE_INFINITY;

/**
 * How long a setup's arena and sector answers stay true without a heard change: until the first hold in it
 * (for a season, also in its matches) runs out, or its presale ends (the arena answer shows it until then). The season's matches, whose changes change the season's seats.
 */
export async function setupTimeline(db: Db, setupId: string, setupType: SetupType) {
  const matches =
    setupType === 'SEASON'
      ? (await queryRows<{ id: string }>(db, sql`select id from setups where season_id = ${setupId}`)).map(
          (r) => r.id,
        )
      : [];
  const ids = [setupId, ...matches].join(',');
  const [row] = await queryRows<{ now: Date | string; at: Date | string | null }>(
    db,
    sql`select shop_now() as now, least((select min(ss.hold_expires_at) from setup_seats ss
      where ss.setup_id = any(string_to_array(${ids}::text, ',')::uuid[]) and ${LAPSING}),
      (select s.presale_to from setups s where s.id = ${setupId} and s.presale_to > shop_now())) as at`,
  );
  return { validForMs: untilMs(row), matches };
}

/**
 * How long a list of matches or seasons stays true without a heard change: until the next sale window
 * or presale opens or closes, a setup ends (it leaves the list), or a hold anywhere runs out.
 */
export async function listValidForMs(db: Db, setupType: SetupType): Promise<number> {
  const [row] = await queryRows<{ now: Date | string; at: Date | string | null }>(
    db,
    sql`select shop_now() as now, least(
        (select min(t) from setups s, lateral (values (s.sale_starts_at), (s.sale_ends_at),
          (s.presale_from), (s.presale_to), (coalesce(s.ends_at, s.starts_at))) v(t)
          where s.setup_type = ${setupType} and s.published and t > shop_now()),
        (select min(ss.hold_expires_at) from setup_seats ss where ${LAPSING})) as at`,
  );
  return untilMs(row);
}
