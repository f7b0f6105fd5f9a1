import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import type { RefundClaim } from '../../src/modules/order-admin/order-actions.ts';

// The control run of the refund race test (admin-orders-refund-race.test.ts), passed to the shop as
// `ServiceSeams.refundClaim`: the order's status is read at the start and written at the end without a
// condition, to show that the race test can fail.

export const refundReadThenWrite: RefundClaim = {
  /** Whether the order reads PAID now (no lock): concurrent refunds all see it so. */
  async claim(tx, orderId) {
    const [order] = await queryRows<{ status: string }>(
      tx,
      sql`select status from orders where id = ${orderId}`,
    );
    return order?.status === 'PAID';
  },
  /** Marks the order refunded without a condition, after the refund was made. */
  async markRefunded(tx, orderId) {
    await queryRows(
      tx,
      sql`update orders set status = 'REFUNDED', refunded_at = now(), refund_due = false where id = ${orderId}`,
    );
  },
};
