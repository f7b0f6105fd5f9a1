import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Settled } from '../billing/settlement.ts';
import { type OrderRow, orderColumns } from '../orders/order-repository.ts';
import type { Decision } from './card-provider.ts';

// The control run of the notification race tests (UNSAFE_NOTIFICATIONS, NODE_ENV=test only): every
// notification is applied as if it were the first — no event-id record, the payment and its installment
// read at the start and written at the end without a condition — to show that the race tests can fail.

/** How long the read stays stale before the write: every notification arriving meanwhile reads the same. */
const CONTROL_RUN_WINDOW_MS = 200;

type Moved = { orderId: string; installmentId: string | null };

/** Read, wait, then write the payment without a condition and settle: concurrent copies all settle. */
export async function applyReadThenWrite(
  tx: Db,
  paymentId: string,
  status: Decision,
  settle: (moved: Moved) => Promise<Settled>,
): Promise<Settled | 'UNCHANGED'> {
  const [seen] = await queryRows<Moved & { status: string; partState: string | null }>(
    tx,
    sql`select p.order_id as "orderId", p.installment_id as "installmentId", p.status, i.state as "partState"
      from payments p left join installments i on i.id = p.installment_id where p.id = ${paymentId}`,
  );
  if (seen?.status !== 'PENDING' || seen.partState === 'PAID') return 'UNCHANGED';
  await new Promise((resolve) => setTimeout(resolve, CONTROL_RUN_WINDOW_MS));
  await queryRows(
    tx,
    sql`update payments set status = ${status}, settled_at = now() where id = ${paymentId}`,
  );
  if (status !== 'APPROVED') return 'UNCHANGED';
  return settle({ orderId: seen.orderId, installmentId: seen.installmentId });
}

/** Marks an installment paid without a condition (the real one takes only an UNPAID part). */
export async function markPartPaidWithoutCondition(tx: Db, installmentId: string) {
  const [row] = await queryRows<{ partNo: number; amount: number; orderId: string }>(
    tx,
    sql`update installments set state = 'PAID', paid_at = now() where id = ${installmentId}
      returning part_no as "partNo", amount, order_id as "orderId"`,
  );
  return row;
}

/** Marks an order paid without a condition (the real one takes only an AWAITING_PAYMENT order). */
export async function markOrderPaidWithoutCondition(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await queryRows<OrderRow>(
    tx,
    sql`with paid as (update orders set status = 'PAID', paid_at = now() where id = ${orderId} returning *)
      select ${orderColumns} from paid o`,
  );
  return order;
}
