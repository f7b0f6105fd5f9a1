import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

// The control run of the refund race test (UNSAFE_REFUNDS, NODE_ENV=test only): the order's status is
// read at the start and written at the end without a condition, to show that the race test can fail.

/** Whether the order reads PAID now (no lock): concurrent refunds all see it so. */
export async function readPaidWithoutLock(tx: Db, orderId: string): Promise<boolean> {
  const [order] = await queryRows<{ status: string }>(
    tx,
    sql`select status from orders where id = ${orderId}`,
  );
  return order?.status === 'PAID';
}

/** Marks the order refunded without a condition, after the refund was made. */
export async function markRefundedWithoutCondition(tx: Db, orderId: string): Promise<void> {
  await queryRows(
    tx,
    sql`update orders set status = 'REFUNDED', refunded_at = now(), refund_due = false where id = ${orderId}`,
  );
}
