import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CouponTerms } from './coupon-discount.ts';

/** SQL: the coupon `cp` may be used now (active, inside its window, not used up), on the shop clock. */
export const couponUsable = sql`(cp.deactivated_at is null and cp.valid_from <= shop_now() and shop_now() < cp.valid_to
  and (cp.usage_limit is null or cp.used_count < cp.usage_limit))`;

export type CouponLookup = CouponTerms & { id: string; usable: boolean };

/**
 * The coupon of a code, whatever its case, and whether it may be used now; a push cart's own discount
 * is found only by that cart.
 */
export async function findCoupon(db: Db, code: string, cartId: string): Promise<CouponLookup | undefined> {
  const [row] = await queryRows<CouponLookup>(
    db,
    sql`select cp.id, cp.kind, cp.value, cp.setup_id as "setupId", ${couponUsable} as usable
      from coupons cp where lower(cp.code) = lower(${code}) and (cp.cart_id is null or cp.cart_id = ${cartId})`,
  );
  return row;
}

/** The coupon applied to the cart, if any. */
export async function cartCouponId(tx: Db, cartId: string): Promise<string | null> {
  const [row] = await queryRows<{ couponId: string | null }>(
    tx,
    sql`select coupon_id as "couponId" from carts where id = ${cartId}`,
  );
  return row?.couponId ?? null;
}

export async function setCartCoupon(tx: Db, cartId: string, couponId: string | null) {
  await queryRows(tx, sql`update carts set coupon_id = ${couponId} where id = ${cartId}`);
}

/** How a checkout takes one use of its coupon (a race test's control run passes another, `ServiceSeams`). */
export type TakeCouponUse = (tx: Db, couponId: string) => Promise<CouponTerms | undefined>;

/**
 * Takes one use of the coupon by one conditional UPDATE: it succeeds only while the coupon is inside
 * its window and under its limit, and concurrent checkouts queue on the coupon's row, each seeing the
 * count the one before it left. Answers the coupon's terms, or undefined when it may not be used.
 */
export const takeCouponUse: TakeCouponUse = async (tx, couponId) => {
  const [row] = await queryRows<CouponTerms>(
    tx,
    sql`update coupons cp set used_count = cp.used_count + 1
      where cp.id = ${couponId} and ${couponUsable}
      returning cp.kind, cp.value, cp.setup_id as "setupId"`,
  );
  return row;
};

/** Records that the order used the coupon (one use per order). */
export async function recordRedemption(tx: Db, couponId: string, orderId: string) {
  await queryRows(
    tx,
    sql`insert into coupon_redemptions (coupon_id, order_id) values (${couponId}, ${orderId})`,
  );
}

/** Gives the coupon uses of the (cancelled, unpaid) orders back: their redemptions go, the counters drop. */
export async function giveBackCouponUses(tx: Db, orderIds: readonly string[]) {
  if (orderIds.length === 0) return;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await queryRows(
    tx,
    sql`with freed as (
        delete from coupon_redemptions where order_id in (${ids}) returning coupon_id
      ), counted as (select coupon_id, count(*)::int as n from freed group by coupon_id)
      update coupons cp set used_count = greatest(cp.used_count - counted.n, 0)
      from counted where cp.id = counted.coupon_id`,
  );
}

/**
 * A push cart's agreed discount as a coupon of one use that only this cart can use, valid until its link
 * lapses, with a code nobody guesses (the customer sees it on the push checkout); answers its id.
 */
export async function insertCartDiscount(
  tx: Db,
  cartId: string,
  discount: { kind: 'PERCENT' | 'FIXED'; value: number },
  until: string,
): Promise<string> {
  const code = `PC-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into coupons (code, kind, value, valid_from, valid_to, usage_limit, cart_id)
      values (${code}, ${discount.kind}, ${discount.value}, shop_now(), ${until}, 1, ${cartId}) returning id`,
  );
  if (!row) throw new Error('push cart discount insert returned nothing');
  return row.id;
}

/** How long a holder's credit coupon for a sold released seat stays valid (decisions.md). */
export const CREDIT_COUPON_DAYS = 365;

/**
 * A credit as a coupon: `value` cents off one order of the holder's (any match or season), usable once
 * for CREDIT_COUPON_DAYS, with a code nobody guesses; answers its id, code and end of validity.
 */
export async function insertCreditCoupon(tx: Db, value: number) {
  const code = `UV-${randomBytes(5).toString('hex').toUpperCase()}`;
  const [row] = await queryRows<{ id: string; code: string; validTo: Date | string }>(
    tx,
    sql`insert into coupons (code, kind, value, valid_from, valid_to, usage_limit)
      values (${code}, 'FIXED', ${value}, shop_now(), shop_now() + make_interval(days => ${CREDIT_COUPON_DAYS}), 1)
      returning id, code, valid_to as "validTo"`,
  );
  if (!row) throw new Error('credit coupon insert returned nothing');
  return row;
}
