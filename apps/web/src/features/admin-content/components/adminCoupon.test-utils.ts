import type { AdminCoupon } from '@hokej/contract';

/** A coupon as GET /v2/admin/coupons lists it: JESEN20, 20 % off, 3 of 10 used, active; `over` changes any field. */
export const adminCoupon = (id: string, over: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id,
  code: 'JESEN20',
  kind: 'PERCENT',
  value: 20,
  validFrom: '2026-11-01T00:00:00.000Z',
  validTo: '2026-12-31T22:59:00.000Z',
  usageLimit: 10,
  usedCount: 3,
  setup: null,
  state: 'ACTIVE',
  deactivatedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
