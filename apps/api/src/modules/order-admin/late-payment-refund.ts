import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { orderAdminEmails } from '../notifications/order-notices.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { findOrder } from '../orders/order-repository.ts';
import type { Links } from '../users/links.ts';
import type { CardRefunds } from './card-refunds.ts';

// A payment that arrived after its order was cancelled (orders.refund_due): the seats may belong to
// another order by now, so giving the money back touches no seat, no ticket and no invoice (none was
// issued), and needs no credit note.

type Deps = {
  /** The late card money the provider already paid back (card-refunds.ts, before this transaction). */
  paidBack: CardRefunds;
  links: Links;
};

/**
 * Claims a cancelled order's late payment for a refund, once: the flag is cleared by one conditional
 * UPDATE, so two refunds at once make one. False when the order is not a cancelled one with money due.
 */
export async function claimLatePayment(tx: Db, orderId: string): Promise<boolean> {
  const claimed = await queryRows(
    tx,
    sql`update orders set refund_due = false
      where id = ${orderId} and status = 'CANCELLED' and refund_due returning id`,
  );
  return claimed.length === 1;
}

/** Whether the order's late payment was already given back. */
export async function hasLatePaymentRefund(tx: Db, orderId: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`select 1 from refunds where order_id = ${orderId} and late_payment limit 1`,
  );
  return rows.length > 0;
}

/** What of the late transferred money is still with the club (card money went back through the provider). */
async function transfersToReturn(tx: Db, orderId: string): Promise<number> {
  const [bank] = await queryRows<{ left: number }>(
    tx,
    sql`select ((select coalesce(sum(b.amount), 0) from bank_payments b where b.order_id = ${orderId} and b.outcome <> 'MATCHED')
        - (select coalesce(sum(r.amount), 0) from refunds r where r.order_id = ${orderId} and r.method = 'BANK_TRANSFER'))::int as left`,
  );
  return Math.max(0, bank?.left ?? 0);
}

/**
 * Records a claimed late payment given back, in the caller's transaction: card money the provider paid
 * back before it (what the provider still held: `refundable`), transferred money TO_BE_SENT for the club's bank;
 * the buyer is told and the refund audited. Seats and other orders are not touched.
 */
export async function refundLatePayment(
  tx: Db,
  deps: Deps,
  actorId: string,
  orderId: string,
  reason: string | null,
): Promise<void> {
  const order = await findOrder(tx, orderId);
  if (!order) fail('ORDER_NOT_FOUND');
  const bank = await transfersToReturn(tx, orderId);
  const cardAmount = deps.paidBack.reduce((sum, p) => sum + p.amount, 0);
  const parts = [
    { method: 'CARD' as const, amount: cardAmount },
    { method: 'BANK_TRANSFER' as const, amount: bank },
  ].filter((part) => part.amount > 0);
  if (parts.length === 0) fail('ORDER_NOT_REFUNDABLE');
  for (const part of parts) {
    const [refund] = await queryRows<{ id: string }>(
      tx,
      sql`insert into refunds (order_id, amount, method, status, reason, actor_id, late_payment)
        values (${orderId}, ${part.amount}, ${part.method}, ${part.method === 'CARD' ? 'COMPLETED' : 'TO_BE_SENT'},
          ${reason}, ${actorId}, true)
        returning id`,
    );
    if (!refund) throw new Error('refund insert returned nothing');
    await queueEmail(
      tx,
      order.contact.email,
      orderAdminEmails.latePaymentRefunded(
        { language: order.language, firstName: order.contact.firstName },
        order.orderNumber,
        part,
        deps.links.myOrders(),
      ),
      [],
      orderId,
    );
  }
  await recordAudit(tx, {
    actorId,
    action: 'ORDER_LATE_PAYMENT_REFUND',
    entity: 'ORDER',
    entityId: orderId,
    before: { status: 'CANCELLED', refundDue: true },
    after: { status: 'CANCELLED', refundDue: false, refunds: parts, seatsFreed: 0, reason },
  });
}
