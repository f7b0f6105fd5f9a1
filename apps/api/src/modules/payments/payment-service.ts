import type { PayAnswer, PaymentCheck } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { CardStart, PlacedOrder } from '../billing/card-payments.ts';
import type { IssueInvoice } from '../billing/invoices.ts';
import { flagForRefund, type Settled, type SettlementSteps, settlePaid } from '../billing/settlement.ts';
import { isInvoiceLinkOfOrder, type markPaid } from '../installments/installment-repository.ts';
import { settleInstallmentPayment } from '../installments/installment-settlement.ts';
import { paidEmail } from '../notifications/paid-email.ts';
import { isOpenOrderLinkOfOrder, isOrderLinkOfOrder } from '../order-links/order-link-repository.ts';
import { type ConfirmationFacts, paidSummary } from '../orders/order-confirmation.ts';
import { findOrder, type OrderRow } from '../orders/order-repository.ts';
import { isOrderOfPushCart } from '../push-carts/push-cart-repository.ts';
import { hashPushSecret } from '../push-carts/push-secret.ts';
import type { Links } from '../users/links.ts';
import { type CardProvider, type Decision, IRRELEVANT } from './card-provider.ts';

/** What an approved payment was for: the order, and the installment when it paid one. */
export type Moved = { orderId: string; installmentId: string | null };

/**
 * Another way of applying a verified notice, for the race tests' control run (ServiceSeams.paymentNotices):
 * no event-id record, and `apply` with `markPaid` and `markPart` in place of the shop's conditional
 * writes (the shop moves only a PENDING payment, an UNPAID part and an AWAITING_PAYMENT order).
 */
export type NoticeApplication = {
  apply(
    tx: Db,
    paymentId: string,
    status: Decision,
    settle: (moved: Moved) => Promise<Settled>,
  ): Promise<Settled | 'UNCHANGED'>;
  markPaid: NonNullable<SettlementSteps['markPaid']>;
  markPart: typeof markPaid;
};

/** Who asks about a payment: the signed-in buyer, or whoever holds the order's push link. */
export type PaymentViewer = { userId: string } | { pushId: string };

/** May the holder of this push secret see the order's payment: its push cart's or its own payment link? */
async function pushLinkSeesOrder(db: Db, orderId: string, pushId: string): Promise<boolean> {
  const hash = hashPushSecret(pushId);
  return (await isOrderOfPushCart(db, orderId, hash)) || (await isOrderLinkOfOrder(db, orderId, hash));
}

/**
 * The browser's return from the gateway: a push order's goes to the push status page with its link's
 * secret (checked against the order, so no other address can be smuggled in).
 */
export async function returnPath(db: Db, orderId: string, pushId: string | undefined): Promise<string> {
  if (pushId && (await pushLinkSeesOrder(db, orderId, pushId)))
    return `/push/payment/status?${new URLSearchParams({ orderId, pushId })}`;
  // An installment paid through its invoice link goes back to that link's page.
  if (pushId && (await isInvoiceLinkOfOrder(db, orderId, hashPushSecret(pushId))))
    return `/invoice/push/${encodeURIComponent(pushId)}`;
  return `/payment/status?${new URLSearchParams({ orderId })}`;
}

/** Card payments through the provider: start, notifications, browser returns, reconciliation and the status check. */
export function createPaymentService(
  db: Db,
  deps: {
    /** The card provider; null: no card payment offered (production without PAYMENT_PROVIDER). */
    gateway: CardProvider | null;
    ticketSecret: string;
    links: Links;
    /** Another way of applying notices (race tests' control run); the shop passes none. */
    notices?: NoticeApplication;
    /** How settled orders' invoices are numbered (race test's control run); the shop passes none. */
    numberInvoice?: IssueInvoice;
  },
) {
  const { gateway, ticketSecret, links, notices } = deps;
  const confirmation = (order: OrderRow, facts: ConfirmationFacts) => ({
    to: order.contact.email,
    email: paidEmail(paidSummary(order, facts, links.myOrders())),
    attachments: [
      { kind: 'ORDER_TICKETS' as const, orderId: order.id },
      { kind: 'ORDER_INVOICE' as const, orderId: order.id },
      { kind: 'ORDER_CALENDAR' as const, orderId: order.id },
    ],
  });

  /**
   * Applies a final provider status to a payment, in one transaction: only a PENDING payment moves
   * (a late or repeated notification never moves anything backwards), and an approval settles the order.
   */
  async function apply(tx: Db, paymentId: string, status: Decision): Promise<Settled | 'UNCHANGED'> {
    const [moved] = await queryRows<{ orderId: string; installmentId: string | null }>(
      tx,
      sql`update payments set status = ${status}, settled_at = now()
        where id = ${paymentId} and status = 'PENDING'
        returning order_id as "orderId", installment_id as "installmentId"`,
    );
    if (!moved || status !== 'APPROVED') return 'UNCHANGED';
    return settle(tx, moved);
  }

  /**
   * Settles the order, or the installment, an approved payment was for. A second card payment of an
   * order already paid (two tabs, a payment link and a re-pay) is flagged for the club's refund, as a
   * second bank transfer is.
   */
  async function settle(tx: Db, moved: Moved, unconditional?: NoticeApplication): Promise<Settled> {
    const settled = await settleOnce(tx, moved, unconditional);
    if (settled !== 'ALREADY_PAID') return settled;
    await flagForRefund(tx, moved.orderId);
    return 'REFUND_DUE';
  }

  function settleOnce(tx: Db, moved: Moved, unconditional?: NoticeApplication): Promise<Settled> {
    if (moved.installmentId)
      return settleInstallmentPayment(
        tx,
        { orderId: moved.orderId, installmentId: moved.installmentId },
        { ticketSecret, confirmation, links, markPart: unconditional?.markPart },
      );
    return settlePaid(tx, moved.orderId, ticketSecret, confirmation, {
      markPaid: unconditional?.markPaid,
      numberInvoice: deps.numberInvoice,
    });
  }

  /**
   * Records a card payment of an order the caller's transaction just made or re-opens (an installment's
   * names it: `installmentId`). Its provider page is opened by `openPage` once that transaction has
   * committed, so no call to the provider runs while it holds locks and a connection.
   */
  async function recordCardPayment(
    tx: Db,
    orderId: string,
    amount: number,
    pushId?: string,
    installmentId?: string,
  ): Promise<CardStart> {
    if (!gateway) fail('PAYMENT_TYPE_UNAVAILABLE');
    const [payment] = await queryRows<{ id: string }>(
      tx,
      sql`insert into payments (order_id, provider, amount, installment_id)
        values (${orderId}, ${gateway.name}, ${amount}, ${installmentId ?? null})
        returning id`,
    );
    if (!payment) throw new Error('payment insert returned nothing');
    return { orderId, paymentId: payment.id, ...(pushId ? { pushId } : {}) };
  }

  /**
   * The provider's page of a committed card payment (opened there the first time, the same page again
   * for a link that reopens it), told the push link's secret for a push order (so the browser returns to
   * the push status page, returnPath). Called outside any transaction. Should the provider fail, the
   * order waits with its payment PENDING: the fan pays again from My orders or the link (a new payment),
   * or the order lapses at its deadline.
   */
  async function openPage(start: CardStart): Promise<PayAnswer> {
    if (!gateway) fail('PAYMENT_TYPE_UNAVAILABLE');
    return { orderId: start.orderId, redirectUrl: await gateway.paymentPage(start.paymentId, start.pushId) };
  }

  /** Asks the gateway about the newest pending payment of an order and applies what it says. */
  async function reconcile(orderId: string): Promise<void> {
    if (!gateway) return;
    const [pending] = await queryRows<{ id: string }>(
      db,
      sql`select id from payments where order_id = ${orderId} and status = 'PENDING' and provider = ${gateway.name}
        order by created_at desc limit 1`,
    );
    if (!pending) return;
    const status = await gateway.status(pending.id);
    if (status === 'PENDING') return;
    await db.transaction((tx) => applyFinal(tx, pending.id, status));
  }

  /** `apply`, or in the control run (`notices`) its way, without the conditions. */
  function applyFinal(tx: Db, paymentId: string, status: Decision) {
    if (!notices) return apply(tx, paymentId, status);
    return notices.apply(tx, paymentId, status, (moved) => settle(tx, moved, notices));
  }

  /**
   * A signed server-to-server notification: verified (signature, age), recorded once by its
   * event id (a replay, however often and however concurrent, changes nothing), then applied.
   */
  async function notification(body: string, signature: string | undefined): Promise<{ received: true }> {
    const notice = gateway?.verify(body, signature);
    if (!notice) fail('PAYMENT_SIGNATURE_INVALID');
    if (notice === IRRELEVANT) return { received: true };
    if (notices) {
      await db.transaction((tx) => applyFinal(tx, notice.paymentId, notice.status));
      return { received: true };
    }
    await db.transaction(async (tx) => {
      const [fresh] = await queryRows<{ eventId: string }>(
        tx,
        sql`insert into payment_events (event_id, payment_id, status)
          select ${notice.eventId}, id, ${notice.status} from payments where id = ${notice.paymentId}
          on conflict (event_id) do nothing returning event_id as "eventId"`,
      );
      if (fresh) await apply(tx, notice.paymentId, notice.status);
    });
    return { received: true };
  }

  return {
    confirmation,
    /** Does the shop take card payments (and so installments) at all? */
    cardOffered: gateway !== null,
    recordCardPayment,
    openPage,
    /** The answer to a checkout: a card payment's page opened (after the commit), or the answer as it is. */
    answer(placed: PlacedOrder): Promise<PayAnswer> {
      return 'paymentId' in placed ? openPage(placed) : Promise.resolve(placed);
    },
    reconcile,

    notification,

    /**
     * The browser's signed return from the provider: verified (signature, age; PAYMENT_SIGNATURE_INVALID
     * otherwise), then the order is reconciled with what the provider says — never with what the return
     * claims — and the browser goes on to the order's status page (returnPath).
     */
    async browserReturn(query: Record<string, string | undefined>): Promise<string> {
      const back = gateway?.verifyReturn(query);
      if (!gateway || !back) fail('PAYMENT_SIGNATURE_INVALID');
      const [payment] = await queryRows<{ orderId: string; ref: string | null }>(
        db,
        sql`select order_id as "orderId", provider_ref as ref from payments where id = ${back.paymentId}`,
      );
      // A return naming the provider's reference must name this payment's (Stripe's session id).
      if (!payment || (back.ref !== undefined && back.ref !== payment.ref)) fail('ORDER_NOT_FOUND');
      // Closing the page at the provider only speeds the outcome up; reconciliation settles it anyway.
      if (back.abandoned) await gateway.abandon?.(back.paymentId).catch(() => undefined);
      await reconcile(payment.orderId);
      return returnPath(db, payment.orderId, back.pushId);
    },

    /**
     * The order's payment state for the status page, for its buyer or for the secret of the push link
     * it was paid from (anyone else: ORDER_NOT_FOUND); a pending payment is reconciled first.
     */
    async check(viewer: PaymentViewer, orderId: string): Promise<PaymentCheck> {
      const order = await findOrder(db, orderId);
      const allowed =
        order !== undefined &&
        ('pushId' in viewer
          ? await pushLinkSeesOrder(db, orderId, viewer.pushId)
          : order.userId === viewer.userId);
      if (!order || !allowed) fail('ORDER_NOT_FOUND');
      if (order.status === 'AWAITING_PAYMENT') await reconcile(orderId);
      const [state] = await queryRows<{
        status: PaymentCheck['status'];
        paymentStatus: PaymentCheck['paymentStatus'];
        refundDue: boolean;
      }>(
        db,
        sql`select o.status, (select p.status from payments p where p.order_id = o.id order by p.created_at desc limit 1)
            as "paymentStatus", o.refund_due as "refundDue" from orders o where o.id = ${orderId}`,
      );
      if (!state) fail('ORDER_NOT_FOUND');
      return {
        orderId,
        status: state.status,
        paymentStatus: state.paymentStatus,
        refundDue: state.refundDue,
      };
    },

    /** Pays an unpaid order again (e.g. after a declined card), for its buyer or its push link. */
    async repay(viewer: PaymentViewer, orderId: string): Promise<PayAnswer> {
      const start = await db.transaction(async (tx): Promise<CardStart> => {
        const [order] = await queryRows<{
          status: string;
          total: number;
          open: boolean;
          paymentType: string;
          userId: string | null;
        }>(
          tx,
          sql`select status, total_price as total, expires_at > shop_now() as open, payment_type as "paymentType",
              user_id as "userId" from orders where id = ${orderId} for update`,
        );
        // An order's open payment link pays it by card, even a bank-transfer order (that is its purpose).
        const byOrderLink =
          'pushId' in viewer && (await isOpenOrderLinkOfOrder(tx, orderId, hashPushSecret(viewer.pushId)));
        const allowed =
          order !== undefined &&
          ('pushId' in viewer
            ? byOrderLink || (await isOrderOfPushCart(tx, orderId, hashPushSecret(viewer.pushId)))
            : order.userId === viewer.userId);
        if (!order || !allowed) fail('ORDER_NOT_FOUND');
        if (order.status === 'PAID') fail('ORDER_ALREADY_PAID');
        if (order.status !== 'AWAITING_PAYMENT' || !order.open) fail('ORDER_COULD_NOT_BE_PAID');
        // A transfer order is paid by the transfer (or by card through its payment link), not re-paid here;
        // the refusal is not about the buyer's role, so not ORDER_PAYMENT_UNAUTHORIZED (whose message says so).
        if (order.paymentType === 'BANK_TRANSFER' && !byOrderLink)
          fail('ORDER_COULD_NOT_BE_PAID', { reason: 'BANK_TRANSFER' });
        const pushId = 'pushId' in viewer ? viewer.pushId : undefined;
        if (order.paymentType === 'INSTALLMENTS') {
          // Re-paying an installment order pays its part 1 again; the later parts have their links.
          const [first] = await queryRows<{ id: string; amount: number }>(
            tx,
            sql`select id, amount from installments where order_id = ${orderId} and part_no = 1`,
          );
          if (!first) fail('ORDER_COULD_NOT_BE_PAID');
          return recordCardPayment(tx, orderId, first.amount, pushId, first.id);
        }
        return recordCardPayment(tx, orderId, order.total, pushId);
      });
      return openPage(start);
    },

    /** Settles pending payments the gateway has decided but whose notification never came. */
    async reconcileStale(olderThanS = 60): Promise<number> {
      const stale = await queryRows<{ orderId: string }>(
        db,
        sql`select p.order_id as "orderId" from payments p join orders o on o.id = p.order_id
          where p.status = 'PENDING' and (o.status = 'AWAITING_PAYMENT' or p.installment_id is not null)
            and p.created_at < now() - make_interval(secs => ${olderThanS})
            and p.created_at > now() - interval '2 days'
          group by p.order_id order by min(p.created_at) limit 100`,
      );
      for (const { orderId } of stale) await reconcile(orderId);
      return stale.length;
    },

    apply,
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
