import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { bearer, type TestApp } from './test-app.ts';

export type CouponSpec = {
  code?: string;
  kind?: 'PERCENT' | 'FIXED';
  value?: number;
  /** Validity relative to the real clock, in days (default: from yesterday for a year). */
  fromDays?: number;
  toDays?: number;
  usageLimit?: number | null;
  usedCount?: number;
  setupId?: string | null;
};

/** Inserts a coupon (10 % off everything, unlimited, valid now, unless told) and answers its code and id. */
export async function newCoupon(t: TestApp, spec: CouponSpec = {}): Promise<{ id: string; code: string }> {
  const code = spec.code ?? `TEST${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into coupons (code, kind, value, valid_from, valid_to, usage_limit, used_count, setup_id)
      values (${code}, ${spec.kind ?? 'PERCENT'}, ${spec.value ?? 10},
        now() + make_interval(days => ${spec.fromDays ?? -1}), now() + make_interval(days => ${spec.toDays ?? 365}),
        ${spec.usageLimit ?? null}, ${spec.usedCount ?? 0}, ${spec.setupId ?? null})
      returning id`,
  );
  if (!row) throw new Error('coupon insert returned nothing');
  return { id: row.id, code };
}

/** PUT /v2/cart ADD_COUPON as the holder of `token`. */
export const addCoupon = (t: TestApp, token: string, code: unknown) =>
  t.updateCart(token, { type: 'ADD_COUPON', code });

/** The coupon's counter and its recorded uses. */
export async function couponUses(t: TestApp, couponId: string) {
  const [row] = await queryRows<{ usedCount: number; redemptions: number; orders: number }>(
    t.db,
    sql`select used_count as "usedCount",
        (select count(*)::int from coupon_redemptions where coupon_id = ${couponId}) as redemptions,
        (select count(*)::int from orders where coupon_id = ${couponId}) as orders
      from coupons where id = ${couponId}`,
  );
  if (!row) throw new Error('no such coupon');
  return row;
}

/** GET /v2/cart as the holder of `token`. */
export const getCart = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(token) });
