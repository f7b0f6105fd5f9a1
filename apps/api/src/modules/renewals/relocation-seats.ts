import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { FREE_SEAT } from '../catalog/catalog-repository.ts';
import { publish } from '../push/publish.ts';

type Place = { sector: string; row: string; name: string };

/** A renewed season ticket (`itemId`) moving from its place to another of the same next season. */
export type PlaceSwap = { itemId: string; seasonId: string; from: Place; to: Place };

/**
 * Moves the season ticket to the new place, all or nothing, in the caller's transaction; answers the new
 * season seat's id, or null when the new place is not free in the season and every match of it.
 * `ServiceSeams.relocationSwap` is the race test's seam (its control run reads without locks).
 */
export type SwapPlace = (tx: Db, swap: PlaceSwap) => Promise<number | null>;

const isPlace = (p: Place) => sql`(sector = ${p.sector} and row = ${p.row} and name = ${p.name})`;
const ofSeason = (seasonId: string) =>
  sql`(setup_id = ${seasonId} or setup_id in (select id from setups where season_id = ${seasonId}))`;

/**
 * Locks both places' seat rows (season and its matches) in id order, so two swaps never deadlock and a
 * second swap into the same place waits for the first and then reads it taken. A ticket with a seat
 * released for a match is refused (`RELOCATION_SEAT_RELEASED`). Only when the new place is free
 * everywhere the old one is the holder's, does it move: old rows freed, the new rows SOLD (season) and
 * RESERVED (matches) for the item, the order item pointed at the new seat; every change pushed live.
 */
export const swapPlace: SwapPlace = async (tx, m) => {
  const [check] = await queryRows<{ ok: boolean }>(
    tx,
    sql`with places as (
        select id, setup_id, state, order_item_id, hold_expires_at, ${isPlace(m.to)} as target from setup_seats
        where (${isPlace(m.from)} or ${isPlace(m.to)}) and ${ofSeason(m.seasonId)}
        order by id for update
      )
      select coalesce(bool_and(${FREE_SEAT}) filter (where target), false)
          and count(*) filter (where target and setup_id = ${m.seasonId}) = 1
          and count(*) filter (where target)
            >= count(*) filter (where not target and order_item_id = ${m.itemId}) as ok
      from places`,
  );
  if (!check?.ok) return null;
  await refuseReleased(tx, m.itemId);
  return movePlace(tx, m);
};

/**
 * A seat released for one match (modules/seat-release) is no longer the ticket's there: moving the place
 * would leave the release (its sale, its take-back, the gate's refusal) on the old seat while the ticket
 * took the new one. Read after the place's rows are locked, so a release committed meanwhile is seen.
 */
async function refuseReleased(tx: Db, itemId: string) {
  const [released] = await queryRows<{ match: string }>(
    tx,
    sql`select s.title as match from seat_releases r join setups s on s.id = r.match_id
      where r.season_item_id = ${itemId} and r.state in ('RELEASED', 'SOLD') order by s.starts_at limit 1`,
  );
  if (released) fail('RELOCATION_SEAT_RELEASED', { match: released.match });
}

/** The move itself, once the new place is known free (rows locked by the caller). */
export async function movePlace(tx: Db, m: PlaceSwap): Promise<number | null> {
  // The old rows first: an order item owns one seat per setup (setup_seats_one_order_item).
  const freed = await queryRows<{ setupId: string }>(
    tx,
    sql`update setup_seats set state = 'ACTIVE', order_item_id = null, cart_item_id = null, hold_expires_at = null
      where ${isPlace(m.from)} and ${ofSeason(m.seasonId)} and order_item_id = ${m.itemId}
      returning setup_id as "setupId"`,
  );
  const taken = await queryRows<{ id: number; setupId: string; own: boolean }>(
    tx,
    sql`update setup_seats set state = case when setup_id = ${m.seasonId} then 'SOLD' else 'RESERVED' end::buy_state,
        order_item_id = ${m.itemId}, cart_item_id = null, hold_expires_at = null
      where ${isPlace(m.to)} and ${ofSeason(m.seasonId)}
      returning id, setup_id as "setupId", setup_id = ${m.seasonId} as own`,
  );
  const seasonSeat = taken.find((row) => row.own);
  if (!seasonSeat) return null;
  await queryRows(tx, sql`update order_items set setup_seat_id = ${seasonSeat.id} where id = ${m.itemId}`);
  for (const row of taken)
    await publish(tx, { setupId: row.setupId, ...m.to, state: row.own ? 'SOLD' : 'RESERVED' });
  for (const row of freed) await publish(tx, { setupId: row.setupId, ...m.from, state: 'ACTIVE' });
  return seasonSeat.id;
}
