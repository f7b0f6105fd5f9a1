import type { SeatRef } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { FREE_SEAT } from '../catalog/catalog-repository.ts';

// The no-orphan rule (seats.io's): a manual pick or release must not leave one free seat alone between
// taken seats, an aisle or the row's end, unless nothing else in that row would do. Taken is anything
// not free: held (the fan's own cart included), sold, blocked.

/** A neighbour further than this many seat pitches away stands across an aisle. */
export const AISLE_PITCHES = 1.5;

/**
 * CTEs over one row of a setup ending in `gaps`: per seat its name, number, whether it is free, its cart
 * line, whether taking it would strand a free neighbour (`strands_if_taken`) and whether freeing it would
 * leave it stranded itself (`strands_if_freed`).
 */
export function rowGapsCtes(setupId: string, sector: string, row: string) {
  return sql`row_seats as (
      select name, name::int as num, x, ${FREE_SEAT} as free, cart_item_id from setup_seats
      where setup_id = ${setupId} and sector = ${sector} and row = ${row} and name ~ '^[0-9]{1,4}$'
    ), pitched as (
      select *, ${AISLE_PITCHES} * (max(x) over () - min(x) over ())
        / greatest(max(num) over () - min(num) over (), 1) as reach
      from row_seats
    ), sided as (
      -- l1: the left neighbour is free and beside it (no aisle); l2: so is the one beyond; r1, r2 rightwards.
      select name, num, free, cart_item_id,
        coalesce(lag(num) over w = num - 1 and abs(x - lag(x) over w) <= reach and lag(free) over w, false) as l1,
        coalesce(lag(num, 2) over w = num - 2 and abs(lag(x) over w - lag(x, 2) over w) <= reach
          and lag(free, 2) over w, false) as l2,
        coalesce(lead(num) over w = num + 1 and abs(lead(x) over w - x) <= reach and lead(free) over w, false) as r1,
        coalesce(lead(num, 2) over w = num + 2 and abs(lead(x, 2) over w - lead(x) over w) <= reach
          and lead(free, 2) over w, false) as r2
      from pitched window w as (order by num)
    ), gaps as (
      select name, num, free, cart_item_id, (l1 and not l2) or (r1 and not r2) as strands_if_taken,
        not l1 and not r1 as strands_if_freed
      from sided
    )`;
}

/**
 * The seat to take instead of `name` (a CTE `gap_pick`: one row, null when the pick is allowed): taking
 * `name` would strand a neighbour and another free seat of the row would not, the nearest such one.
 */
export const gapPickCte = (name: string) =>
  sql`gap_pick as (
      select (select o.name from gaps o where o.free and o.name <> t.name and not o.strands_if_taken
        order by abs(o.num - t.num), o.num limit 1) as instead
      from gaps t where t.name = ${name} and t.free and t.strands_if_taken
    )`;

/** Serialises the manual picks and releases of one row, so that two cannot strand a seat together. */
export const lockRowQuery = (setupId: string, seat: Pick<SeatRef, 'sector' | 'row'>) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`row:${setupId}:${seat.sector}:${seat.row}`}::text, 0))`;

/**
 * Refuses with SEAT_GAP to give back the fan's seat `seat` when that would leave it alone in its row
 * and giving back another of the cart's seats in that row would not; names that one.
 */
export async function refuseReleaseGap(tx: Db, cartId: string, setupId: string, seat: SeatRef) {
  await queryRows(tx, lockRowQuery(setupId, seat));
  const [row] = await queryRows<{ instead: string | null }>(
    tx,
    sql`with ${rowGapsCtes(setupId, seat.sector, seat.row)}
      select (select o.name from gaps o join cart_items ci on ci.id = o.cart_item_id
          where ci.cart_id = ${cartId} and o.name <> t.name and not o.strands_if_freed
          order by abs(o.num - t.num), o.num limit 1) as instead
      from gaps t where t.name = ${seat.name} and t.strands_if_freed`,
  );
  if (row?.instead)
    fail('SEAT_GAP', { suggestedSeat: { sector: seat.sector, row: seat.row, name: row.instead } });
}
