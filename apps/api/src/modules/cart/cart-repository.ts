import type { SetupType } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, namedRows, queryRows } from '../../db/client.ts';
import { couponUsable } from '../coupons/coupon-repository.ts';

export type CartItemRow = {
  id: string;
  setupType: SetupType;
  setupUuid: string;
  title: string;
  startsAt: Date | string;
  sector: string;
  row: string;
  name: string;
  ticketType: string;
  price: number;
  plasticCard: boolean;
  expireAt: Date | string;
  live: boolean;
  setupSeatId: number;
  createdAt: Date | string;
};

/**
 * Whether cart line `ci` still holds its seat: the seat points back at it and the hold runs. A
 * scalar subquery by the seat's primary key, evaluated per line of the one cart: as EXISTS or a
 * join the planner may drive it from every held seat instead, which is what it picks while the
 * cart tables' statistics say they are small (a fresh database at its first rush), and every hold
 * then reads all held seats (measured in docs/performance.md).
 */
export const liveLine = sql`(ci.expire_at > shop_now() and coalesce((select ss.cart_item_id = ci.id
    and ss.state = 'BOOKED' from setup_seats ss where ss.id = ci.setup_seat_id), false))`;

/** The user's cart row, created on first use and locked until the transaction ends (returns its id). */
export const lockCartQuery = (userId: string) =>
  sql`insert into carts (user_id) values (${userId})
    on conflict (user_id) do update set user_id = excluded.user_id returning id`;

/** The user's cart id, created on first use; the row stays locked until the transaction ends. */
export async function lockCart(tx: Db, userId: string): Promise<string> {
  const [row] = await namedRows<{ id: string }>(tx, 'lock-cart', lockCartQuery(userId));
  if (!row) throw new Error('cart row missing');
  return row.id;
}

const itemColumns = sql`select ci.id, s.setup_type as "setupType", s.id as "setupUuid", s.title,
    s.starts_at as "startsAt", ss.sector, ss.row, ss.name, ci.ticket_type as "ticketType", ci.price,
    ci.plastic_card as "plasticCard", ci.expire_at as "expireAt", ci.setup_seat_id as "setupSeatId", ci.created_at as "createdAt",
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

/** The cart's coupon as the cart-of-user query reads it (all null without one). */
export type CartCouponColumns = {
  couponCode: string | null;
  couponKind: 'PERCENT' | 'FIXED' | null;
  couponValue: number | null;
  couponSetupId: string | null;
  couponUsable: boolean | null;
};

export type CartOfUserRow = CartItemRow & CartCouponColumns & { now: Date | string };

/** The lines of the cart `c` that `cartMatch` picks, its coupon and the shop clock, as one query. */
const cartLinesQuery = (cartMatch: SQL) =>
  sql`select i.*, shop_now() as now, cp.code as "couponCode", cp.kind as "couponKind",
      cp.value as "couponValue", cp.setup_id as "couponSetupId", ${couponUsable} as "couponUsable"
    from (select 1) one
    left join carts c on ${cartMatch}
    left join coupons cp on cp.id = c.coupon_id
    left join lateral (${itemColumns} where ci.cart_id = c.id) i on true
    order by i."createdAt", i.id`;

/**
 * The user's cart lines (ids null when it has none), its coupon and the shop clock, in one query:
 * the coupon is a left join of the cart row, so the hold's round trip stays one.
 */
export const cartOfUserQuery = (userId: string) => cartLinesQuery(sql`c.user_id = ${userId}`);

export type CartCoupon = {
  code: string;
  kind: 'PERCENT' | 'FIXED';
  value: number;
  setupId: string | null;
  usable: boolean;
};

/** The cart lines, its coupon and the clock from the rows of cartOfUserQuery. */
export function cartLines(rows: CartOfUserRow[]): {
  items: CartItemRow[];
  coupon: CartCoupon | null;
  now: Date | string;
} {
  const first = rows[0];
  const coupon =
    first?.couponCode && first.couponKind && first.couponValue !== null
      ? {
          code: first.couponCode,
          kind: first.couponKind,
          value: first.couponValue,
          setupId: first.couponSetupId,
          usable: first.couponUsable === true,
        }
      : null;
  return { items: rows.filter((r) => r.id !== null), coupon, now: first?.now ?? new Date() };
}

/** The user's cart lines and the shop clock in one round trip. */
export async function cartOfUser(db: Db, userId: string) {
  return cartLines(await namedRows<CartOfUserRow>(db, 'cart-of-user', cartOfUserQuery(userId)));
}

/** A cart's lines, its coupon and the shop clock by the cart's id (a push cart has no user). */
export async function cartById(db: Db, cartId: string) {
  return cartLines(await queryRows<CartOfUserRow>(db, cartLinesQuery(sql`c.id = ${cartId}`)));
}

/**
 * How many live seats the (locked) cart holds and the price of `ticketType` in the sector, in one
 * query that also drops the cart's lapsed lines.
 */
export async function cartLimitAndPrice(
  tx: Db,
  cartId: string,
  setupId: string,
  sector: string,
  ticketType: string,
) {
  const [row] = await namedRows<{ live: number; price: number | null }>(
    tx,
    'cart-limit-price',
    sql`with lapsed as (
        -- A new pick starts afresh: lines whose hold ran out leave the cart (their seats are free already).
        delete from cart_items ci where ci.cart_id = ${cartId} and not ${liveLine}
      )
      select
        (select count(*)::int from cart_items ci where ci.cart_id = ${cartId} and ${liveLine}) as live,
        (select price from prices where setup_id = ${setupId} and sector = ${sector} and ticket_type = ${ticketType})
          as price`,
  );
  return { live: row?.live ?? 0, price: row?.price ?? null };
}

export async function findPrice(tx: Db, setupId: string, sector: string, ticketType: string) {
  const [row] = await queryRows<{ price: number }>(
    tx,
    sql`select price from prices where setup_id = ${setupId} and sector = ${sector} and ticket_type = ${ticketType}`,
  );
  return row?.price;
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

export async function updatePlasticCard(tx: Db, itemId: string, plasticCard: boolean) {
  await queryRows(tx, sql`update cart_items set plastic_card = ${plasticCard} where id = ${itemId}`);
}
