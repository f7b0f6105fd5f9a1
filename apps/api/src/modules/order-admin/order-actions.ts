import type { AdminOrderDetail, MarkRefundSentBody, RefundOrderBody } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { issueCreditNote } from '../billing/credit-notes.ts';
import { freeOrderSeats } from '../billing/settlement.ts';
import { giveBackCouponUses } from '../coupons/coupon-repository.ts';
import { orderAdminEmails } from '../notifications/order-notices.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { type ConfirmationFacts, confirmationFacts } from '../orders/order-confirmation.ts';
import { findOrder, type OrderRow } from '../orders/order-repository.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import type { Links } from '../users/links.ts';
import { payBackCards, requirePaidBack } from './card-refunds.ts';
import { claimLatePayment, hasLatePaymentRefund, refundLatePayment } from './late-payment-refund.ts';
import type { OrderSearch } from './order-search.ts';
import { markRefundSent } from './refund-transfer.ts';

type Deps = {
  search: OrderSearch;
  /** The card provider (null: none configured, so no card payment to refund). */
  gateway: CardProvider | null;
  links: Links;
  /** The order confirmation with its tickets and invoice (the payment service's). */
  confirmation: (
    order: OrderRow,
    facts: ConfirmationFacts,
  ) => {
    to: string;
    email: Parameters<typeof queueEmail>[2];
    attachments?: Parameters<typeof queueEmail>[3];
  };
  /** How a refund claims its order (race test's control run: read, then written at the end). */
  refundClaim?: RefundClaim;
};

/**
 * How a refund takes the order: `claim` answers whether this refund has it; `markRefunded`, when given,
 * marks it REFUNDED once the refund is made (for a claim that only read it).
 */
export type RefundClaim = {
  claim(tx: Db, orderId: string): Promise<boolean>;
  markRefunded?(tx: Db, orderId: string): Promise<void>;
};

/** The shop's own: one conditional UPDATE PAID → REFUNDED, so concurrent refunds make exactly one. */
const claimPaidOrder: RefundClaim = {
  async claim(tx, orderId) {
    const claimed = await queryRows(
      tx,
      sql`update orders set status = 'REFUNDED', refunded_at = now(), refund_due = false
        where id = ${orderId} and status = 'PAID' returning id`,
    );
    return claimed.length === 1;
  },
};

/** Why an order could not be claimed: it does not exist, or its status says which refusal. */
async function refusal(
  tx: Db,
  orderId: string,
  refusals: Partial<Record<string, Parameters<typeof fail>[0]>>,
  otherwise: Parameters<typeof fail>[0],
): Promise<never> {
  const [row] = await queryRows<{ status: string }>(tx, sql`select status from orders where id = ${orderId}`);
  if (!row) fail('ORDER_NOT_FOUND');
  fail(refusals[row.status] ?? otherwise);
}

/**
 * What the club does to an order (back office): send its tickets again, cancel it while unpaid,
 * refund it once paid. Each is one transaction with its audit entry; a refusal changes nothing.
 */
export function createOrderActions(db: Db, deps: Deps) {
  const { search, gateway, links, confirmation, refundClaim = claimPaidOrder } = deps;

  return {
    /** Queues the confirmation with the tickets and invoice again, to the order's contact. */
    async resendTickets(actorId: string, orderId: string): Promise<AdminOrderDetail> {
      await db.transaction(async (tx) => {
        const order = await findOrder(tx, orderId);
        if (!order) fail('ORDER_NOT_FOUND');
        if (order.status !== 'PAID') fail('ORDER_NOT_PAID');
        const mail = confirmation(order, await confirmationFacts(tx, orderId));
        await queueEmail(tx, mail.to, mail.email, mail.attachments, order.id);
        await recordAudit(tx, {
          actorId,
          action: 'ORDER_RESEND_TICKETS',
          entity: 'ORDER',
          entityId: orderId,
          after: { to: mail.to },
        });
      });
      return search.detail(orderId);
    },

    /**
     * Cancels an order still waiting for payment: its seats are freed (pushed ACTIVE) and its coupon
     * use given back, like an order whose deadline passed; the buyer is told.
     */
    async cancel(actorId: string, orderId: string): Promise<AdminOrderDetail> {
      await db.transaction(async (tx) => {
        const [order] = await queryRows<Pick<OrderRow, 'orderNumber' | 'contact' | 'language'>>(
          tx,
          sql`update orders set status = 'CANCELLED', cancelled_at = now()
            where id = ${orderId} and status = 'AWAITING_PAYMENT'
            returning order_number::int as "orderNumber", contact, language`,
        );
        if (!order) await refusal(tx, orderId, {}, 'ORDER_NOT_CANCELLABLE');
        const seats = await freeOrderSeats(tx, [orderId]);
        await giveBackCouponUses(tx, [orderId]);
        const { contact, orderNumber, language } = order as NonNullable<typeof order>;
        await queueEmail(
          tx,
          contact.email,
          orderAdminEmails.cancelled(
            { language, firstName: contact.firstName },
            orderNumber,
            links.myOrders(),
          ),
          [],
          orderId,
        );
        await recordAudit(tx, {
          actorId,
          action: 'ORDER_CANCEL',
          entity: 'ORDER',
          entityId: orderId,
          before: { status: 'AWAITING_PAYMENT' },
          after: { status: 'CANCELLED', seatsFreed: seats },
        });
      });
      return search.detail(orderId);
    },

    /**
     * Refunds a paid order in full, once: the order becomes REFUNDED (claimed by one conditional
     * UPDATE, so concurrent refunds make exactly one), its card payments are paid back through the
     * gateway before the transaction (card-refunds.ts; a transfer is owed back to the payer's account),
     * its seats are freed and pushed, its tickets stop opening the gate, and a credit note with its own
     * gap-free number is issued and sent to the buyer. A refusal by the gateway changes nothing. A cancelled order flagged
     * refund_due (its payment came late) gets only its money back (late-payment-refund.ts).
     */
    async refund(actorId: string, orderId: string, body: RefundOrderBody): Promise<AdminOrderDetail> {
      const paidBack = await payBackCards(db, gateway, orderId);
      await db.transaction(async (tx) => {
        const claimed = await refundClaim.claim(tx, orderId);
        if (!claimed) {
          if (await claimLatePayment(tx, orderId)) {
            await refundLatePayment(tx, { paidBack, links }, actorId, orderId, body.reason?.trim() || null);
            return;
          }
          if (await hasLatePaymentRefund(tx, orderId)) fail('ORDER_ALREADY_REFUNDED');
          await refusal(tx, orderId, { REFUNDED: 'ORDER_ALREADY_REFUNDED' }, 'ORDER_NOT_REFUNDABLE');
        }
        const order = await findOrder(tx, orderId);
        if (!order) fail('ORDER_NOT_FOUND');
        const card = await requirePaidBack(tx, orderId, paidBack);
        const method = card > 0 ? 'CARD' : order.totalPrice > 0 ? 'BANK_TRANSFER' : 'NONE';
        const amount = method === 'CARD' ? card : order.totalPrice;
        const [refund] = await queryRows<{ id: string }>(
          tx,
          sql`insert into refunds (order_id, amount, method, status, reason, actor_id)
            values (${orderId}, ${amount}, ${method}, ${method === 'BANK_TRANSFER' ? 'TO_BE_SENT' : 'COMPLETED'},
              ${body.reason?.trim() || null}, ${actorId})
            returning id`,
        );
        if (!refund) throw new Error('refund insert returned nothing');
        const seats = await freeOrderSeats(tx, [orderId]);
        await refundClaim.markRefunded?.(tx, orderId);
        const creditNote = await issueCreditNote(tx, orderId, refund.id);
        await queueEmail(
          tx,
          order.contact.email,
          orderAdminEmails.refunded(
            { language: order.language, firstName: order.contact.firstName },
            order.orderNumber,
            { amount, method },
            links.myOrders(),
          ),
          [{ kind: 'ORDER_CREDIT_NOTE', orderId }],
        );
        await recordAudit(tx, {
          actorId,
          action: 'ORDER_REFUND',
          entity: 'ORDER',
          entityId: orderId,
          before: { status: 'PAID' },
          after: {
            status: 'REFUNDED',
            amount,
            method,
            creditNote,
            seatsFreed: seats,
            reason: body.reason ?? null,
          },
        });
      });
      return search.detail(orderId);
    },

    /** Marks a bank-transfer refund of the order sent (refund-transfer.ts). */
    async markRefundSent(
      actorId: string,
      orderId: string,
      refundId: string,
      body: MarkRefundSentBody,
    ): Promise<AdminOrderDetail> {
      await markRefundSent(db, actorId, orderId, refundId, body);
      return search.detail(orderId);
    },
  };
}

export type OrderActions = ReturnType<typeof createOrderActions>;
