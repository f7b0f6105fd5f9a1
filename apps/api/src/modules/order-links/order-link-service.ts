import type {
  OrderInvoicePush,
  OrderPaymentLinkSent,
  OrderPaymentLinksRevoked,
  PayAnswer,
} from '@hokej/contract';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { CardPayments } from '../billing/card-payments.ts';
import { orderEmails } from '../notifications/order-notices.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { findOrder, orderItemsOf } from '../orders/order-repository.ts';
import { hashPushSecret } from '../push-carts/push-secret.ts';
import type { Links } from '../users/links.ts';
import * as repo from './order-link-repository.ts';
import { issueOrderLink } from './order-links.ts';

/** Order states in which a payment link opens nothing more. */
const SETTLED: ReadonlySet<string> = new Set(['PAID', 'REFUNDED', 'CANCELLED']);

type Deps = {
  payments: CardPayments;
  links: Links;
  /** How a payment start reads the link's order (race test's control run: without its lock). */
  linkedOrder?: ReadLinkedOrder;
};

/** The link's order and its card payment the gateway has not decided yet, read for a payment start. */
export type ReadLinkedOrder = (
  tx: Db,
  secretHash: string,
) => Promise<{ order: repo.LinkedOrder | undefined; undecided: string | undefined }>;

/** The shop's own: the order's row locked, so payment starts racing each other make one payment. */
const lockedOrderOfLink: ReadLinkedOrder = async (tx, secretHash) => {
  const order = await repo.orderOfLink(tx, secretHash, true);
  const undecided = order ? await repo.undecidedCardPayment(tx, order.orderId) : undefined;
  return { order, undecided };
};

/**
 * Payment links of unpaid ordinary orders (a bank-transfer order paid by card instead): the page and its
 * card payment without login, and the club's send and revoke. An unknown, expired or revoked link is
 * refused (INVOICE_LINK_NOT_FOUND), a link of a paid, refunded or cancelled order too
 * (INVOICE_LINK_CLOSED), with nothing changed; a link opens only its own order. The status page the
 * gateway returns to reads the order by the link's secret whatever its state (`isOrderLinkOfOrder`).
 */
export function createOrderLinkService(db: Db, deps: Deps) {
  const { payments, links, linkedOrder = lockedOrderOfLink } = deps;

  async function openLink(pushId: string) {
    const order = await repo.orderOfLink(db, hashPushSecret(pushId));
    if (!order) fail('INVOICE_LINK_NOT_FOUND');
    if (SETTLED.has(order.status)) fail('INVOICE_LINK_CLOSED');
    return order;
  }

  /** The order the club may send a link to: waiting for payment, before its deadline, not on installments. */
  async function sendableOrder(tx: Db, orderId: string) {
    const order = await findOrder(tx, orderId);
    if (!order) fail('ORDER_NOT_FOUND');
    if (order.status === 'PAID') fail('ORDER_ALREADY_PAID');
    // An installment order has its own links, one per part (modules/installments).
    if (!(await repo.isPayable(tx, orderId)) || order.paymentType === 'INSTALLMENTS')
      fail('ORDER_COULD_NOT_BE_PAID');
    return order;
  }

  return {
    /** Whether this secret is an order's link (else it is an installment's, or nobody's). */
    isOrderLink: (pushId: string) => repo.isOrderLink(db, hashPushSecret(pushId)),

    /** The order the link opens: items, total, deadline and state; a pending card payment is reconciled first. */
    async view(pushId: string): Promise<OrderInvoicePush> {
      let order = await openLink(pushId);
      if (order.status === 'AWAITING_PAYMENT') {
        await payments.reconcile(order.orderId);
        order = await openLink(pushId);
      }
      const items = await orderItemsOf(db, [order.orderId]);
      return {
        kind: 'ORDER',
        orderId: order.orderId,
        orderNumber: String(order.orderNumber),
        status: order.status,
        totalPrice: order.totalPrice,
        dueDate: iso(order.expiresAt),
        paidAt: order.paidAt ? iso(order.paidAt) : null,
        items: items.map((item) => ({
          setupType: item.setupType,
          title: item.title,
          seat: { sector: item.sector, row: item.row, name: item.name },
          ticketType: item.ticketType as OrderInvoicePush['items'][number]['ticketType'],
        })),
        linkExpiresAt: iso(order.linkExpiresAt),
      };
    },

    /**
     * Starts the card payment of the link's order, with the order's row locked: a card payment the
     * gateway has not decided yet is answered again instead of a second one, so payment starts racing
     * each other make one payment. The gateway returns to the push payment status page.
     */
    async pay(pushId: string): Promise<PayAnswer> {
      const start = await db.transaction(async (tx) => {
        const { order, undecided } = await linkedOrder(tx, hashPushSecret(pushId));
        if (!order) fail('INVOICE_LINK_NOT_FOUND');
        if (SETTLED.has(order.status)) fail('INVOICE_LINK_CLOSED');
        if (!order.payable) fail('ORDER_COULD_NOT_BE_PAID');
        return undecided
          ? { orderId: order.orderId, paymentId: undecided, pushId }
          : payments.recordCardPayment(tx, order.orderId, order.totalPrice, pushId);
      });
      return payments.openPage(start);
    },

    /**
     * The club e-mails a fresh payment link to the order's contact (ADMIN, CASHIER), audited; earlier
     * links keep working until they are revoked or lapse.
     */
    async send(actorId: string, orderId: string): Promise<OrderPaymentLinkSent> {
      return db.transaction(async (tx) => {
        if (!payments.cardOffered) fail('PAYMENT_TYPE_UNAVAILABLE');
        const order = await sendableOrder(tx, orderId);
        const link = await issueOrderLink(tx, links, orderId);
        const to = { language: order.language, firstName: order.contact.firstName };
        const mail = orderEmails.payLink(to, order.orderNumber, {
          amount: order.totalPrice,
          dueAt: new Date(order.expiresAt),
          url: link.url,
        });
        await queueEmail(tx, order.contact.email, mail, [], orderId);
        await recordAudit(tx, {
          actorId,
          action: 'ORDER_PAYMENT_LINK_SEND',
          entity: 'ORDER',
          entityId: orderId,
          after: { to: order.contact.email, expiresAt: iso(link.expiresAt) },
        });
        return { orderId, url: link.url, expiresAt: iso(link.expiresAt), sentTo: order.contact.email };
      });
    },

    /** The club revokes every open payment link of the order (ADMIN, CASHIER), audited. */
    async revoke(actorId: string, orderId: string): Promise<OrderPaymentLinksRevoked> {
      return db.transaction(async (tx) => {
        if (!(await findOrder(tx, orderId))) fail('ORDER_NOT_FOUND');
        const revoked = await repo.revokeOrderLinks(tx, orderId);
        await recordAudit(tx, {
          actorId,
          action: 'ORDER_PAYMENT_LINKS_REVOKE',
          entity: 'ORDER',
          entityId: orderId,
          after: { revoked },
        });
        return { orderId, revoked };
      });
    },
  };
}

export type OrderLinkService = ReturnType<typeof createOrderLinkService>;
