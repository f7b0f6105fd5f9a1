import { HOLD_MINUTES, type Role, type SeatRef, type SetupType } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, namedRows, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { sectorForbiddenSql } from '../arena/sector-access.ts';
import { FREE_SEAT, ON_SALE } from '../catalog/catalog-repository.ts';
import { type PresaleOutcome, presaleCte, presaleOutcomeColumns } from '../presale/presale-sql.ts';
import { heldSeatsLogged, publish } from '../push/publish.ts';
import { liveLine } from './cart-repository.ts';
import { gapPickCte, rowGapsCtes } from './seat-gaps.ts';

export type HoldRequest = {
  setupId: string;
  seat: SeatRef;
  itemId: string;
  cartId: string;
  ticketType: string;
  price: number;
};
export type HeldPlace = { setupId: string; sector: string; row: string; name: string };
/** Holds the seat for the cart item and writes the item and the push; undefined when it is not free. */
export type HoldStrategy = (tx: Db, request: HoldRequest) => Promise<{ id: number } | undefined>;

export const holdUntil = sql`shop_now() + make_interval(mins => ${HOLD_MINUTES})`;

/**
 * A match, whether it is on sale, whether the seat's sector is kept for roles the buyer lacks, and the
 * state of the seat ('FREE' when free or its hold ran out), in one read without locks: most attempts in
 * a rush are for taken seats and end here.
 */
export async function seatForSale(
  db: Db,
  setupId: string,
  setupType: SetupType,
  seat: SeatRef,
  roles: readonly Role[],
) {
  const [row] = await namedRows<{
    id: string;
    onSale: boolean;
    forbidden: boolean;
    seatState: string | null;
  }>(
    db,
    'seat-for-sale',
    sql`select s.id, ${ON_SALE} as "onSale", ${sectorForbiddenSql(sql`s.id`, seat.sector, roles)} as forbidden,
        (select case when ${FREE_SEAT} then 'FREE' else state::text end from setup_seats
          where setup_id = s.id and sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name})
          as "seatState"
      from setups s where s.id = ${setupId} and s.setup_type = ${setupType} and s.published`,
  );
  return row;
}

/** The seat's setup on sale and open to the buyer, or the refusal that says why not; its seat state. */
export async function saleTarget(
  db: Db,
  body: { uuid: string; setupType: SetupType; seat: SeatRef },
  roles: readonly Role[],
) {
  const target = await seatForSale(db, body.uuid, body.setupType, body.seat, roles);
  if (!target) fail(body.setupType === 'EVENT' ? 'EVENT_NOT_FOUND' : 'SEASON_NOT_FOUND');
  if (!target.onSale) fail('SALE_NOT_OPEN');
  if (target.forbidden) fail('ARENA_SETUP_FORBIDDEN');
  if (target.seatState === null) fail('SEAT_NOT_FOUND');
  return { id: target.id, seatState: target.seatState };
}

/**
 * A match or season on sale for best seats, or the refusal: unknown, not on sale, or the sector asked
 * for unknown (ARENA_SETUP_NOT_FOUND) or kept for roles the buyer lacks.
 */
export async function setupForBestSeats(
  db: Db,
  setupType: SetupType,
  setupId: string,
  sector: string | null,
  roles: readonly Role[],
) {
  const [row] = await namedRows<{ onSale: boolean; forbidden: boolean; sectorFound: boolean }>(
    db,
    'setup-for-best-seats',
    sql`select ${ON_SALE} as "onSale",
        ${sector}::text is not null and ${sectorForbiddenSql(sql`s.id`, sql`${sector}::text`, roles)} as forbidden,
        ${sector}::text is null or exists (select 1 from setup_seats where setup_id = s.id and sector = ${sector}::text)
          as "sectorFound"
      from setups s where s.id = ${setupId} and s.setup_type = ${setupType} and s.published`,
  );
  if (!row) fail(setupType === 'EVENT' ? 'EVENT_NOT_FOUND' : 'SEASON_NOT_FOUND');
  if (!row.onSale) fail('SALE_NOT_OPEN');
  if (!row.sectorFound) fail('ARENA_SETUP_NOT_FOUND');
  if (row.forbidden) fail('ARENA_SETUP_FORBIDDEN');
}

/**
 * What the match hold statement found: the cart's live seats, the price, the seat it held (or null)
 * and the push_log row it wrote for it (to be announced once the transaction has committed).
 */
export type MatchHoldOutcome = {
  live: number;
  /** The account's seats of this match before the hold: live cart lines and unpaid orders' items. */
  matchSeats: number;
  price: number | null;
  /** The seat to take instead when this one would strand a neighbour (the no-orphan rule). */
  gapInstead: string | null;
  seatId: string | null;
  logId: string | null;
  payload: unknown;
  /** What the setup's presale said (refusal null: it let the hold through, or there is none). */
  presale: PresaleOutcome;
};

/**
 * The match hold in one statement, for a cart this transaction has already locked: the cart's live
 * seats, the account's seats of the match (cart and unpaid orders) and the price are read, and only
 * under both limits and with a price does the conditional
 * UPDATE (free, or held with an expired hold) run; the cart item and the push_log row exist only if
 * it matched, and only then do the cart's lapsed lines leave it. One row always comes back, saying
 * which of these held. A presale running (presale CTE) lets only its audience hold, within its limit.
 * Nothing fails, so the caller's transaction commits either way (the only other
 * write is the cart row's lock). The change is published in the statement (`heldSeatsLogged`), with no
 * NOTIFY: PostgreSQL serialises every committing transaction that notifies, so the caller hands the
 * logged row to its publisher after the commit (`Publisher.committed`).
 */
export function holdMatchSeatQuery(
  r: Omit<HoldRequest, 'cartId' | 'price'> & {
    userId: string;
    roles: readonly Role[];
    limit: number;
    matchLimit: number;
  },
) {
  const accountSeats = sql`(select match from live) + (select n from unpaid)`;
  const place = sql`setup_id = ${r.setupId} and sector = ${r.seat.sector} and row = ${r.seat.row} and name = ${r.seat.name}`;
  return sql`with ${rowGapsCtes(r.setupId, r.seat.sector, r.seat.row)}, ${gapPickCte(r.seat.name)}, cart as (
      select id from carts where user_id = ${r.userId}
    ), live as (
      select count(*)::int as n, count(*) filter (where ci.setup_id = ${r.setupId})::int as match
      from cart_items ci where ci.cart_id = (select id from cart) and ${liveLine}
    ), unpaid as (
      -- The account's seats of this match in orders still waiting for payment (their seats are held).
      select count(*)::int as n from order_items oi join orders o on o.id = oi.order_id
      where o.user_id = ${r.userId} and o.status = 'AWAITING_PAYMENT' and o.expires_at > shop_now()
        and oi.setup_id = ${r.setupId}
    ), ${presaleCte({ setupId: r.setupId, userId: r.userId, roles: r.roles, count: sql`1`, accountSeats })}, price as (
      select price from prices where setup_id = ${r.setupId} and sector = ${r.seat.sector}
        and ticket_type = ${r.ticketType}
    ), counted as (
      select count(*) filter (where ${FREE_SEAT})::int as free from setup_seats
      where setup_id = ${r.setupId} and sector = ${r.seat.sector}
    ), held as (
      update setup_seats set state = 'BOOKED', cart_item_id = ${r.itemId}, hold_expires_at = ${holdUntil}
      where ${place} and order_item_id is null
        and (state = 'ACTIVE' or (state = 'BOOKED' and hold_expires_at <= shop_now()))
        and (select n from live) < ${r.limit} and exists (select 1 from price)
        and (select match from live) + (select n from unpaid) < ${r.matchLimit}
        and (select instead from gap_pick) is null
        and not exists (select 1 from presale where refusal is not null)
      returning id, setup_id, sector, row, name, hold_expires_at
    ), lapsed as (
      -- A new pick starts afresh: lines whose hold ran out leave the cart (their seats are free already).
      delete from cart_items ci where ci.cart_id = (select id from cart) and exists (select 1 from held)
        and not ${liveLine}
    ), item as (
      insert into cart_items (id, cart_id, setup_id, setup_seat_id, ticket_type, price, expire_at)
      select ${r.itemId}, (select id from cart), setup_id, id, ${r.ticketType}, (select price from price),
        hold_expires_at
      from held
    ), logged as (
      ${heldSeatsLogged(sql`counted.free - 1`)}
    )
    select (select n from live) as live, (select match from live) + (select n from unpaid) as "matchSeats",
      (select price from price) as price, (select instead from gap_pick) as "gapInstead",
      (select id from held) as "seatId",
      (select id from logged) as "logId", (select payload from logged) as payload, ${presaleOutcomeColumns}`;
}

/**
 * A season hold takes the seat in the season and in every match of the season, all or nothing: the
 * rows are locked in id order (two season buyers cannot deadlock); unless every one was free it
 * holds nothing and the caller's transaction must be rolled back.
 */
export const holdSeasonSeat: HoldStrategy = async (tx, r) => {
  const rows = await queryRows<{ id: number; setupId: string; expireAt: Date | string; total: number }>(
    tx,
    sql`with places as (
        select id from setup_seats
        where sector = ${r.seat.sector} and row = ${r.seat.row} and name = ${r.seat.name}
          and (setup_id = ${r.setupId} or setup_id in (select id from setups where season_id = ${r.setupId}))
        order by id for update
      ), held as (
        update setup_seats s set state = 'BOOKED', cart_item_id = ${r.itemId}, hold_expires_at = ${holdUntil}
        from places where s.id = places.id and s.order_item_id is null
          and (s.state = 'ACTIVE' or (s.state = 'BOOKED' and s.hold_expires_at <= shop_now()))
        returning s.id, s.setup_id, s.hold_expires_at
      )
      select held.id, held.setup_id as "setupId", held.hold_expires_at as "expireAt",
        (select count(*)::int from places) as total
      from held`,
  );
  const season = rows.find((row) => row.setupId === r.setupId);
  if (!season || rows.length !== season.total) return undefined;
  await insertItem(tx, r, season.id, season.expireAt);
  for (const row of rows) await publish(tx, { setupId: row.setupId, ...r.seat, state: 'BOOKED' });
  return season;
};

export async function insertItem(tx: Db, r: HoldRequest, setupSeatId: number, expireAt: Date | string) {
  await queryRows(
    tx,
    sql`insert into cart_items (id, cart_id, setup_id, setup_seat_id, ticket_type, price, expire_at)
      values (${r.itemId}, ${r.cartId}, ${r.setupId}, ${setupSeatId}, ${r.ticketType}, ${r.price},
        ${new Date(expireAt).toISOString()})`,
  );
}

/** Frees the seats an item holds (a season item holds one per match too); returns those freed. */
export function releaseSeats(tx: Db, itemId: string) {
  return queryRows<HeldPlace>(
    tx,
    sql`update setup_seats set state = 'ACTIVE', cart_item_id = null, hold_expires_at = null
      where cart_item_id = ${itemId} and state = 'BOOKED' and order_item_id is null
      returning setup_id as "setupId", sector, row, name`,
  );
}
