import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { holdUntil } from '../cart/seat-holds.ts';
import { FREE_SEAT } from '../catalog/catalog-repository.ts';
import { publish } from '../push/publish.ts';

/** A place in the next season: its season seat and the same seat in every match of the season. */
export type SeasonPlace = { seasonId: string; sector: string; row: string; name: string };
type Changed = { setupId: string; sector: string; row: string; name: string };

/** The place's seat rows (season and its matches), locked in id order: two changes never deadlock. */
const placeRows = (p: SeasonPlace) => sql`places as (
    select id, setup_id, state, order_item_id, cart_item_id, hold_expires_at from setup_seats
    where sector = ${p.sector} and row = ${p.row} and name = ${p.name}
      and (setup_id = ${p.seasonId} or setup_id in (select id from setups where season_id = ${p.seasonId}))
    order by id for update
  )`;

async function pushed(tx: Db, rows: Changed[], state: 'RESERVED' | 'ACTIVE' | 'BOOKED') {
  for (const row of rows) await publish(tx, { ...row, state });
}

/**
 * Keeps the place for its holder: RESERVED in the season and every match of it, all or nothing
 * (a seat already taken or blocked anywhere keeps the whole place out of the offer). Pushed live.
 */
export async function reservePlace(tx: Db, p: SeasonPlace): Promise<boolean> {
  const rows = await queryRows<Changed & { total: number }>(
    tx,
    sql`with ${placeRows(p)}, free as (
        select count(*)::int as total, count(*) filter (where ${FREE_SEAT})::int as free from places
      )
      update setup_seats s set state = 'RESERVED', cart_item_id = null, hold_expires_at = null
      from places where s.id = places.id and (select free = total from free)
        and exists (select 1 from places where setup_id = ${p.seasonId})
      returning s.setup_id as "setupId", s.sector, s.row, s.name, (select total from free) as total`,
  );
  await pushed(tx, rows, 'RESERVED');
  return rows.length > 0;
}

/**
 * Moves the holder's kept place into a cart line's hold (`itemId`), for the checkout to turn into an
 * order in the same transaction: the season seat must still be RESERVED for the holder; a match seat
 * may also be free (a match added to the season after the opening). False when any of it is gone.
 */
export async function takeReservedPlace(tx: Db, p: SeasonPlace, itemId: string): Promise<number | null> {
  const rows = await queryRows<Changed & { id: number; total: number }>(
    tx,
    sql`with ${placeRows(p)}, ok as (
        select count(*)::int as total,
          bool_and(order_item_id is null and (state = 'RESERVED' or (setup_id <> ${p.seasonId} and ${FREE_SEAT})))
            as ok
        from places
      )
      update setup_seats s set state = 'BOOKED', cart_item_id = ${itemId}, hold_expires_at = ${holdUntil}
      from places where s.id = places.id and (select ok from ok)
      returning s.id, s.setup_id as "setupId", s.sector, s.row, s.name, (select total from ok) as total`,
  );
  const season = rows.find((row) => row.setupId === p.seasonId);
  if (!season || rows.length !== season.total) return null;
  await pushed(tx, rows, 'BOOKED');
  return season.id;
}

/** Gives the kept place back to the sale (RESERVED → ACTIVE, only seats still kept); pushed live. */
export async function releasePlace(tx: Db, p: SeasonPlace): Promise<number> {
  const rows = await queryRows<Changed>(
    tx,
    sql`with ${placeRows(p)}
      update setup_seats s set state = 'ACTIVE'
      from places where s.id = places.id and places.state = 'RESERVED' and places.order_item_id is null
        and places.cart_item_id is null
      returning s.setup_id as "setupId", s.sector, s.row, s.name`,
  );
  await pushed(tx, rows, 'ACTIVE');
  return rows.length;
}

/**
 * A match added to a season whose renewal keeps places for holders: those places are kept in the new match
 * too (RESERVED), in the caller's transaction, so nobody buys a match seat the holder is about to renew.
 * The offers are locked first: the deadline round (`FOR UPDATE SKIP LOCKED`) either released them already
 * (then they are not kept here) or finds them after this commits and frees the new match's seats as well.
 * The match is new and unpublished: no open map shows it, so nothing is pushed. Answers the seats kept.
 */
export async function keepPlacesInNewMatch(tx: Db, seasonId: string, matchId: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with kept as (
        select ss.sector, ss.row, ss.name from renewal_offers ro
        join renewal_campaigns c on c.id = ro.campaign_id and c.next_season_id = ${seasonId}
        join setup_seats ss on ss.id = ro.season_seat_id
        where ro.released_at is null and ro.status in ('OFFERED', 'DECLINED')
        for update of ro
      )
      update setup_seats m set state = 'RESERVED'
      from kept where m.setup_id = ${matchId} and m.sector = kept.sector and m.row = kept.row
        and m.name = kept.name and m.state = 'ACTIVE'
      returning m.id`,
  );
  return rows.length;
}
