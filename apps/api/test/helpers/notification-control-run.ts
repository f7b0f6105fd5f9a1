import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client.ts';
import { type OrderRow, orderColumns } from '../../src/modules/orders/order-repository.ts';
import type { NoticeApplication } from '../../src/modules/payments/payment-service.ts';
import type { Meet } from './meet.ts';

// The control run of the notification race tests (payment-notification-race, payment-stripe-race,
// installments-race), passed to the shop as `ServiceSeams.paymentNotices`: every notification is applied
// as if it were the first — no event-id record, the payment and its installment read at the start and
// written at the end without a condition — to show that the race tests can fail.

/**
 * Read, meet the other notifications that read the payment pending (`meet`, helpers/meet.ts), then write
 * the payment without a condition and settle: the copies that met all settle.
 */
const applyReadThenWrite =
  (meet: Meet): NoticeApplication['apply'] =>
  async (tx, paymentId, status, settle) => {
    const [seen] = await queryRows<
      { orderId: string; installmentId: string | null } & { status: string; partState: string | null }
    >(
      tx,
      sql`select p.order_id as "orderId", p.installment_id as "installmentId", p.status, i.state as "partState"
      from payments p left join installments i on i.id = p.installment_id where p.id = ${paymentId}`,
    );
    if (seen?.status !== 'PENDING' || seen.partState === 'PAID') return 'UNCHANGED';
    await meet();
    await queryRows(
      tx,
      sql`update payments set status = ${status}, settled_at = now() where id = ${paymentId}`,
    );
    if (status !== 'APPROVED') return 'UNCHANGED';
    return settle({ orderId: seen.orderId, installmentId: seen.installmentId });
  };

/** Marks an installment paid without a condition (the real one takes only an UNPAID part). */
async function markPartPaidWithoutCondition(tx: Db, installmentId: string) {
  const [row] = await queryRows<{ partNo: number; amount: number; orderId: string }>(
    tx,
    sql`update installments set state = 'PAID', paid_at = now() where id = ${installmentId}
      returning part_no as "partNo", amount, order_id as "orderId"`,
  );
  return row;
}

/** Marks an order paid without a condition (the real one takes only an AWAITING_PAYMENT order). */
async function markOrderPaidWithoutCondition(tx: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await queryRows<OrderRow>(
    tx,
    sql`with paid as (update orders set status = 'PAID', paid_at = now() where id = ${orderId} returning *)
      select ${orderColumns} from paid o`,
  );
  return order;
}

export const noticesReadThenWrite = (meet: Meet): NoticeApplication => ({
  apply: applyReadThenWrite(meet),
  markPaid: markOrderPaidWithoutCondition,
  markPart: markPartPaidWithoutCondition,
});
