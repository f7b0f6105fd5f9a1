import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { orderAdminEmails } from '../notifications/templates.ts';
import { findOrder } from '../orders/order-repository.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import type { Links } from '../users/links.ts';

// A payment that arrived after its order was cancelled (orders.refund_due): the seats may belong to
// another order by now, so giving the money back touches no seat, no ticket and no invoice (none was
// issued), and needs no credit note.

type Deps = {
  /** The card provider (null: none configured, so no card payment to refund). */
  gateway: CardProvider | null;
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

/** What of the late money is still with the club: card payments at the gateway and bank transfers. */
async function moneyToReturn(tx: Db, orderId: string) {
  const card = await queryRows<{ id: string; left: number }>(
    tx,
    sql`select p.id, (p.amount - coalesce((select sum(r.amount) from sandbox_refunds r where r.payment_id = p.id), 0))::int as left
      from payments p where p.order_id = ${orderId} and p.status = 'APPROVED' order by p.created_at`,
  );
  const [bank] = await queryRows<{ left: number }>(
    tx,
    sql`select ((select coalesce(sum(b.amount), 0) from bank_payments b where b.order_id = ${orderId} and b.outcome <> 'MATCHED')
        - (select coalesce(sum(r.amount), 0) from refunds r where r.order_id = ${orderId} and r.method = 'BANK_TRANSFER'))::int as left`,
  );
  return { card: card.filter((p) => p.left > 0), bank: Math.max(0, bank?.left ?? 0) };
}

/**
 * Gives a claimed late payment back in the caller's transaction: card money through the gateway
 * (a refusal fails the whole transaction), transferred money recorded TO_BE_SENT for the club's bank;
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
  const { card, bank } = await moneyToReturn(tx, orderId);
  const cardAmount = card.reduce((sum, p) => sum + p.left, 0);
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
    if (part.method === 'CARD') {
      for (const payment of card) {
        if (!deps.gateway || !(await deps.gateway.refund(tx, payment.id, payment.left, refund.id)))
          fail('PAYMENT_REFUND_FAILURE');
      }
    }
    await queueEmail(
      tx,
      order.contact.email,
      orderAdminEmails.latePaymentRefunded(
        order.contact.firstName,
        order.orderNumber,
        part.amount,
        part.method,
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
