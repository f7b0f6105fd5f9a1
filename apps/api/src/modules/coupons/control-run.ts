import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CouponTerms } from './coupon-discount.ts';
import { couponUsable } from './coupon-repository.ts';

// The control run of the coupon race test (UNSAFE_COUPONS, NODE_ENV=test only): the usage limit
// checked by reading the counter and writing it back, to show that the race test can fail.

/** Read the counter, decide, then write it back without a condition: concurrent checkouts over-use it. */
export async function takeCouponUseReadThenWrite(tx: Db, couponId: string): Promise<CouponTerms | undefined> {
  const [current] = await queryRows<CouponTerms & { usable: boolean; usedCount: number }>(
    tx,
    sql`select cp.kind, cp.value, cp.setup_id as "setupId", cp.used_count as "usedCount", ${couponUsable} as usable
      from coupons cp where cp.id = ${couponId}`,
  );
  if (!current?.usable) return undefined;
  await new Promise((resolve) => setTimeout(resolve, 5));
  await queryRows(tx, sql`update coupons set used_count = ${current.usedCount + 1} where id = ${couponId}`);
  return { kind: current.kind, value: current.value, setupId: current.setupId };
}
