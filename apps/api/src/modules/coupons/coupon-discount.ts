import type { CouponKind } from '@hokej/contract';

/** What a coupon is worth; `setupId` null = every match and season. */
export type CouponTerms = { kind: CouponKind; value: number; setupId: string | null };

/** A line the discount may apply to: its match or season and its price in cents. */
export type DiscountedLine = { setupId: string; price: number };

/**
 * What the coupon takes off the lines, in cents: a percentage of the lines it covers rounded half up
 * to a cent once per order, or a fixed amount; never more than those lines cost, so the total to pay
 * is never below 0. A per-match coupon covers only that match's lines.
 */
export function discountOf(coupon: CouponTerms, lines: readonly DiscountedLine[]): number {
  const covered = lines
    .filter((line) => coupon.setupId === null || line.setupId === coupon.setupId)
    .reduce((sum, line) => sum + line.price, 0);
  const off = coupon.kind === 'PERCENT' ? Math.floor((covered * coupon.value + 50) / 100) : coupon.value;
  return Math.min(off, covered);
}

/** Whether the coupon fits the cart: a global one always, a per-match one when a line is of its match. */
export function fitsCart(coupon: Pick<CouponTerms, 'setupId'>, lines: readonly { setupId: string }[]) {
  return coupon.setupId === null || lines.some((l) => l.setupId === coupon.setupId);
}
