import type { OrderContact } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { HeldPlace } from '../cart/seat-holds.ts';

export type PushCartRow = {
  id: string;
  expiresAt: Date | string;
  contact: OrderContact | null;
  /** Its order is paid, refunded or cancelled: the link opens nothing more (PUSH_CART_CLOSED). */
  closed: boolean;
};

/** A push cart that its link still opens: the secret matches, not revoked, not expired (shop clock). */
const openByHash = (secretHash: string) =>
  sql`select id, push_expires_at as "expiresAt", push_contact as contact,
      exists (select 1 from orders o where o.push_cart_id = carts.id
        and o.status in ('PAID', 'REFUNDED', 'CANCELLED')) as closed
    from carts
    where push_secret_hash = ${secretHash} and push_revoked_at is null and push_expires_at > shop_now()`;

/** The push cart the link opens, or undefined (unknown, revoked or expired: the link says no more). */
export async function openPushCart(db: Db, secretHash: string): Promise<PushCartRow | undefined> {
  const [row] = await queryRows<PushCartRow>(db, openByHash(secretHash));
  return row;
}

/** As openPushCart, with the cart row locked until the transaction ends (serialises pay, edit, revoke). */
export async function lockPushCart(tx: Db, secretHash: string): Promise<PushCartRow | undefined> {
  const [row] = await queryRows<PushCartRow>(tx, sql`${openByHash(secretHash)} for update`);
  return row;
}

/** A new push cart valid `hours` on the shop clock; answers its id and expiry. */
export async function insertPushCart(
  tx: Db,
  cart: {
    secretHash: string;
    hours: number;
    createdBy: string;
    contact: OrderContact | null;
    couponId: string | null;
  },
) {
  const [row] = await queryRows<{ id: string; expiresAt: Date | string }>(
    tx,
    sql`insert into carts (push_secret_hash, push_expires_at, push_created_by, push_contact, coupon_id)
      values (${cart.secretHash}, shop_now() + make_interval(hours => ${cart.hours}), ${cart.createdBy},
        ${cart.contact ? JSON.stringify(cart.contact) : null}::jsonb, ${cart.couponId})
      returning id, push_expires_at as "expiresAt"`,
  );
  if (!row) throw new Error('push cart insert returned nothing');
  return row;
}

/**
 * Moves the given lines of cart `from` into the push cart and holds their seats until `until`: only
 * seats still held by those lines are extended (a conditional UPDATE), and only their lines move.
 * Answers the ids of the lines moved.
 */
export async function moveLinesToPushCart(
  tx: Db,
  move: { from: string; to: string; itemIds: string[]; until: string },
) {
  if (move.itemIds.length === 0) return [];
  const ids = sql.join(
    move.itemIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<{ id: string }>(
    tx,
    sql`with extended as (
        update setup_seats set hold_expires_at = ${move.until}
        where cart_item_id in (${ids}) and state = 'BOOKED' and order_item_id is null
          and hold_expires_at > shop_now()
        returning cart_item_id
      )
      update cart_items set cart_id = ${move.to}, expire_at = ${move.until}
      where cart_id = ${move.from} and id in (select cart_item_id from extended)
      returning id`,
  );
}

/** Marks the push cart revoked (once); answers when, or undefined for no such push cart. */
export async function markRevoked(tx: Db, cartId: string) {
  const [row] = await queryRows<{ revokedAt: Date | string }>(
    tx,
    sql`update carts set push_revoked_at = now()
      where id = ${cartId} and push_secret_hash is not null and push_revoked_at is null
      returning push_revoked_at as "revokedAt"`,
  );
  return row;
}

/** Frees the seats the cart's lines still hold and drops the lines; answers the seats freed. */
export async function releaseCartSeats(tx: Db, cartId: string) {
  const freed = await queryRows<HeldPlace>(
    tx,
    sql`update setup_seats ss set state = 'ACTIVE', cart_item_id = null, hold_expires_at = null
      from cart_items ci where ci.cart_id = ${cartId} and ss.cart_item_id = ci.id
        and ss.state = 'BOOKED' and ss.order_item_id is null
      returning ss.setup_id as "setupId", ss.sector, ss.row, ss.name`,
  );
  await queryRows(tx, sql`delete from cart_items where cart_id = ${cartId}`);
  return freed;
}

/** Whether the order was placed from the push cart of this secret (a revoked link no longer shows it). */
export async function isOrderOfPushCart(db: Db, orderId: string, secretHash: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select o.id from orders o join carts c on c.id = o.push_cart_id
      where o.id = ${orderId} and c.push_secret_hash = ${secretHash} and c.push_revoked_at is null`,
  );
  return rows.length === 1;
}
