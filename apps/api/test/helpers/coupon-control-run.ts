import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { CouponTerms } from '../../src/modules/coupons/coupon-discount.ts';
import { couponUsable, type TakeCouponUse } from '../../src/modules/coupons/coupon-repository.ts';
import { meetInGroups } from './meet.ts';

// The control run of the coupon race (coupon-race.test.ts): the usage limit checked by reading the
// counter and writing it back, passed to the shop as `ServiceSeams.couponUse`, to show the race test
// can fail.

/** Checkouts meet after reading the counter in groups of 11, one more than the race test's limit of 10. */
const allHaveRead = meetInGroups(11);

/** Read the counter, decide, then write it back without a condition: concurrent checkouts over-use it. */
export const takeCouponUseReadThenWrite: TakeCouponUse = async (tx, couponId) => {
  const [current] = await queryRows<CouponTerms & { usable: boolean; usedCount: number }>(
    tx,
    sql`select cp.kind, cp.value, cp.setup_id as "setupId", cp.used_count as "usedCount", ${couponUsable} as usable
      from coupons cp where cp.id = ${couponId}`,
  );
  if (!current?.usable) return undefined;
  // The race window: the other checkouts of the group read the same count meanwhile.
  await allHaveRead();
  await queryRows(tx, sql`update coupons set used_count = ${current.usedCount + 1} where id = ${couponId}`);
  return { kind: current.kind, value: current.value, setupId: current.setupId };
};
