import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { CardProvider } from '../payments/card-provider.ts';

// A refund's card money goes back through the provider *before* the refund's transaction, never inside
// it (a slow gateway must hold no row lock and no pool connection). That keeps the rule that a refusal
// changes nothing: the provider refuses, nothing is written. The provider's idempotency key is the
// payment and the amount, so two admins at once, or a retry after the transaction failed, get the same
// refund back instead of a second one; the transaction then claims the order once.

/** Card money paid back for a refund: per approved payment, the amount given back. */
export type CardRefunds = ReadonlyArray<{ paymentId: string; amount: number }>;

/**
 * Pays back the card money of an order about to be refunded (outside any transaction): all of a paid
 * order's approved payments, or what the provider still holds of a cancelled order's late payments.
 * Nothing for any other order (the refund's transaction then says why it refuses). A refusal by the
 * provider, or card money with no provider, is PAYMENT_REFUND_FAILURE.
 */
export async function payBackCards(
  db: Db,
  gateway: CardProvider | null,
  orderId: string,
): Promise<CardRefunds> {
  const [order] = await queryRows<{ status: string; refundDue: boolean }>(
    db,
    sql`select status, refund_due as "refundDue" from orders where id = ${orderId}`,
  );
  const late = order?.status === 'CANCELLED' && order.refundDue;
  if (order?.status !== 'PAID' && !late) return [];
  const approved = await approvedPayments(db, orderId);
  if (approved.length > 0 && !gateway) fail('PAYMENT_REFUND_FAILURE');
  const refunds: Array<{ paymentId: string; amount: number }> = [];
  for (const payment of approved) {
    // A late payment's money: what the provider says is still there (none of it went back yet).
    const amount = late ? await (gateway as CardProvider).refundable(payment.id) : payment.amount;
    if (amount === 0) continue;
    if (!(await (gateway as CardProvider).refund(payment.id, amount))) fail('PAYMENT_REFUND_FAILURE');
    refunds.push({ paymentId: payment.id, amount });
  }
  return refunds;
}

/** The order's approved card payments, oldest first. */
export function approvedPayments(db: Db, orderId: string) {
  return queryRows<{ id: string; amount: number }>(
    db,
    sql`select id, amount from payments where order_id = ${orderId} and status = 'APPROVED' order by created_at`,
  );
}

/**
 * In the refund's transaction: every approved card payment of a paid order was paid back before it (a
 * payment approved meanwhile was not: the refund fails and a retry includes it).
 */
export async function requirePaidBack(tx: Db, orderId: string, paidBack: CardRefunds): Promise<number> {
  const approved = await approvedPayments(tx, orderId);
  if (approved.some((p) => !paidBack.some((r) => r.paymentId === p.id && r.amount === p.amount)))
    fail('PAYMENT_REFUND_FAILURE');
  return approved.reduce((sum, p) => sum + p.amount, 0);
}
