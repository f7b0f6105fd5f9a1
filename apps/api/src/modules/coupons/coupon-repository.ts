import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.ts';
import { carts, coupons } from '../../db/schema/carts.ts';
import { couponRedemptions } from '../../db/schema/orders.ts';
import type { CouponTerms } from './coupon-discount.ts';

/** SQL: the coupon `cp` may be used now (active, inside its window, not used up), on the shop clock. */
export const couponUsable = sql`(cp.deactivated_at is null and cp.valid_from <= shop_now() and shop_now() < cp.valid_to
  and (cp.usage_limit is null or cp.used_count < cp.usage_limit))`;

export type CouponLookup = CouponTerms & { id: string; usable: boolean };

/** The coupons table as `cp`, the name `couponUsable` speaks of. */
const cp = alias(coupons, 'cp');

/** A coupon's terms as the schema types them: what a use of it takes off (CouponTerms). */
type CouponTermsRow = Pick<typeof coupons.$inferSelect, 'kind' | 'value' | 'setupId'>;

/**
 * The coupon of a code, whatever its case, and whether it may be used now; a push cart's own discount
 * is found only by that cart.
 */
export async function findCoupon(db: Db, code: string, cartId: string): Promise<CouponLookup | undefined> {
  const [row] = await db
    .select({
      id: cp.id,
      kind: cp.kind,
      value: cp.value,
      setupId: cp.setupId,
      usable: sql<boolean>`${couponUsable}`,
    })
    .from(cp)
    .where(and(sql`lower(${cp.code}) = lower(${code})`, or(isNull(cp.cartId), eq(cp.cartId, cartId))));
  return row;
}

/** The coupon applied to the cart, if any. */
export async function cartCouponId(tx: Db, cartId: string): Promise<string | null> {
  const [row] = await tx.select({ couponId: carts.couponId }).from(carts).where(eq(carts.id, cartId));
  return row?.couponId ?? null;
}

export async function setCartCoupon(tx: Db, cartId: string, couponId: string | null) {
  await tx.update(carts).set({ couponId }).where(eq(carts.id, cartId));
}

/** How a checkout takes one use of its coupon (a race test's control run passes another, `ServiceSeams`). */
export type TakeCouponUse = (tx: Db, couponId: string) => Promise<CouponTerms | undefined>;

/**
 * Takes one use of the coupon by one conditional UPDATE: it succeeds only while the coupon is inside
 * its window and under its limit, and concurrent checkouts queue on the coupon's row, each seeing the
 * count the one before it left. Answers the coupon's terms, or undefined when it may not be used.
 */
export const takeCouponUse: TakeCouponUse = async (tx, couponId) => {
  const [row] = await queryRows<CouponTermsRow>(
    tx,
    sql`update coupons cp set used_count = cp.used_count + 1
      where cp.id = ${couponId} and ${couponUsable}
      returning cp.kind, cp.value, cp.setup_id as "setupId"`,
  );
  return row;
};

/** Records that the order used the coupon (one use per order). */
export async function recordRedemption(tx: Db, couponId: string, orderId: string) {
  await tx.insert(couponRedemptions).values({ couponId, orderId });
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
  const [row] = await tx
    .insert(coupons)
    .values({
      code,
      kind: discount.kind,
      value: discount.value,
      validFrom: sql`shop_now()`,
      validTo: new Date(until),
      usageLimit: 1,
      cartId,
    })
    .returning({ id: coupons.id });
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
  const [row] = await tx
    .insert(coupons)
    .values({
      code,
      kind: 'FIXED',
      value,
      validFrom: sql`shop_now()`,
      validTo: sql`shop_now() + make_interval(days => ${CREDIT_COUPON_DAYS})`,
      usageLimit: 1,
    })
    .returning({ id: coupons.id, code: coupons.code, validTo: coupons.validTo });
  if (!row) throw new Error('credit coupon insert returned nothing');
  return row;
}
