import { HOLD_MINUTES, type SeatRef } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export type CartItemRow = {
  id: string;
  setupType: 'EVENT' | 'SEASON';
  setupUuid: string;
  title: string;
  startsAt: Date | string;
  sector: string;
  row: string;
  name: string;
  ticketType: string;
  price: number;
  expireAt: Date | string;
  live: boolean;
  setupSeatId: number;
  createdAt: Date | string;
};

/** The user's cart id, created on first use; the row stays locked until the transaction ends. */
export async function lockCart(tx: Db, userId: string, lock = true): Promise<string> {
  if (lock) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into carts (user_id) values (${userId})
        on conflict (user_id) do update set user_id = excluded.user_id returning id`,
    );
    if (!row) throw new Error('cart row missing');
    return row.id;
  }
  // The race tests' control run: the cart exists, but nothing serializes the buyer's requests.
  await queryRows(tx, sql`insert into carts (user_id) values (${userId}) on conflict (user_id) do nothing`);
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from carts where user_id = ${userId}`);
  if (!row) throw new Error('cart row missing');
  return row.id;
}

const itemColumns = sql`select ci.id, s.setup_type as "setupType", s.id as "setupUuid", s.title,
    s.starts_at as "startsAt", ss.sector, ss.row, ss.name, ci.ticket_type as "ticketType", ci.price,
    ci.expire_at as "expireAt", ci.setup_seat_id as "setupSeatId", ci.created_at as "createdAt",
    (ss.cart_item_id = ci.id and ss.state = 'BOOKED' and ci.expire_at > shop_now()) as live
  from cart_items ci
  join setups s on s.id = ci.setup_id
  join setup_seats ss on ss.id = ci.setup_seat_id`;

/** A cart's lines; `live` when its seat still points back at it and the hold has not run out. */
export function cartItems(db: Db, cartId: string) {
  return queryRows<CartItemRow>(
    db,
    sql`${itemColumns} where ci.cart_id = ${cartId} order by ci.created_at, ci.id`,
  );
}

/** The user's cart lines and the shop clock in one round trip. */
export async function cartOfUser(
  db: Db,
  userId: string,
): Promise<{ items: CartItemRow[]; now: Date | string }> {
  const rows = await queryRows<CartItemRow & { now: Date | string }>(
    db,
    sql`select i.*, shop_now() as now from (select 1) one
      left join (${itemColumns} join carts c on c.id = ci.cart_id where c.user_id = ${userId}) i on true
      order by i."createdAt", i.id`,
  );
  return { items: rows.filter((r) => r.id !== null), now: rows[0]?.now ?? new Date() };
}

export async function countLiveItems(tx: Db, cartId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from cart_items ci join setup_seats ss on ss.cart_item_id = ci.id
      where ci.cart_id = ${cartId} and ss.state = 'BOOKED' and ci.expire_at > shop_now()`,
  );
  return row?.n ?? 0;
}

export async function findPrice(tx: Db, setupId: string, sector: string, ticketType: string) {
  const [row] = await queryRows<{ price: number }>(
    tx,
    sql`select price from prices where setup_id = ${setupId} and sector = ${sector} and ticket_type = ${ticketType}`,
  );
  return row?.price;
}

/**
 * Holds a seat for a cart item in one conditional UPDATE: it succeeds only if the seat is free or
 * its previous hold has run out, so two buyers can never both get it.
 */
export async function holdSeat(tx: Db, setupId: string, seat: SeatRef, itemId: string) {
  const [row] = await queryRows<{ id: number; expireAt: Date }>(
    tx,
    sql`update setup_seats
      set state = 'BOOKED', cart_item_id = ${itemId},
        hold_expires_at = shop_now() + make_interval(mins => ${HOLD_MINUTES})
      where setup_id = ${setupId} and sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}
        and order_item_id is null
        and (state = 'ACTIVE' or (state = 'BOOKED' and hold_expires_at <= shop_now()))
      returning id, hold_expires_at as "expireAt"`,
  );
  return row ? { ...row, alsoHeld: [] as HeldPlace[] } : undefined;
}

export type HeldPlace = { setupId: string; sector: string; row: string; name: string };

/**
 * Holds a season seat together with the same seat in every match of the season, all or nothing:
 * the rows are locked in id order (two season buyers cannot deadlock), and unless every one of them
 * was free the caller's transaction must be rolled back. Returns the season row and the match rows.
 */
export async function holdSeasonSeat(tx: Db, seasonId: string, seat: SeatRef, itemId: string) {
  const rows = await queryRows<{ id: number; setupId: string; expireAt: Date; total: number }>(
    tx,
    sql`with places as (
        select id from setup_seats
        where sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}
          and (setup_id = ${seasonId} or setup_id in (select id from setups where season_id = ${seasonId}))
        order by id for update
      ), held as (
        update setup_seats s set state = 'BOOKED', cart_item_id = ${itemId},
          hold_expires_at = shop_now() + make_interval(mins => ${HOLD_MINUTES})
        from places where s.id = places.id and s.order_item_id is null
          and (s.state = 'ACTIVE' or (s.state = 'BOOKED' and s.hold_expires_at <= shop_now()))
        returning s.id, s.setup_id, s.hold_expires_at
      )
      select held.id, held.setup_id as "setupId", held.hold_expires_at as "expireAt",
        (select count(*)::int from places) as total
      from held`,
  );
  const season = rows.find((r) => r.setupId === seasonId);
  if (!season || rows.length !== season.total) return undefined;
  const alsoHeld = rows.filter((r) => r !== season).map((r) => ({ setupId: r.setupId, ...seat }));
  return { id: season.id, expireAt: season.expireAt, alsoHeld };
}

/**
 * The control strategy of the race tests (UNSAFE_HOLDS, test only): read, decide, then write
 * without a condition — the classic oversell the real holdSeat prevents.
 */
export async function holdSeatReadThenWrite(tx: Db, setupId: string, seat: SeatRef, itemId: string) {
  const [current] = await queryRows<{ id: number; free: boolean }>(
    tx,
    sql`select id, (state = 'ACTIVE' or (state = 'BOOKED' and hold_expires_at <= shop_now())) as free
      from setup_seats where setup_id = ${setupId} and sector = ${seat.sector} and row = ${seat.row}
        and name = ${seat.name} and order_item_id is null`,
  );
  if (!current?.free) return undefined;
  await new Promise((resolve) => setTimeout(resolve, 5));
  const [row] = await queryRows<{ id: number; expireAt: Date }>(
    tx,
    sql`update setup_seats set state = 'BOOKED', cart_item_id = ${itemId},
        hold_expires_at = shop_now() + make_interval(mins => ${HOLD_MINUTES})
      where id = ${current.id} returning id, hold_expires_at as "expireAt"`,
  );
  return row ? { ...row, alsoHeld: [] as HeldPlace[] } : undefined;
}

export async function seatState(tx: Db, setupId: string, seat: SeatRef) {
  const [row] = await queryRows<{ state: string }>(
    tx,
    sql`select state::text from setup_seats
      where setup_id = ${setupId} and sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}`,
  );
  return row?.state;
}

export async function insertCartItem(
  tx: Db,
  item: {
    id: string;
    cartId: string;
    setupId: string;
    setupSeatId: number;
    ticketType: string;
    price: number;
    expireAt: Date;
  },
) {
  await queryRows(
    tx,
    sql`insert into cart_items (id, cart_id, setup_id, setup_seat_id, ticket_type, price, expire_at)
      values (${item.id}, ${item.cartId}, ${item.setupId}, ${item.setupSeatId}, ${item.ticketType}, ${item.price},
        ${item.expireAt.toISOString()})`,
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

export async function deleteCartItem(tx: Db, itemId: string) {
  await queryRows(tx, sql`delete from cart_items where id = ${itemId}`);
}

export async function updateItemType(tx: Db, itemId: string, ticketType: string, price: number) {
  await queryRows(
    tx,
    sql`update cart_items set ticket_type = ${ticketType}, price = ${price} where id = ${itemId}`,
  );
}
