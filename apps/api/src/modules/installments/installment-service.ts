import {
  INSTALLMENT_GRACE_DAYS,
  INSTALLMENT_REMINDER_DAYS,
  type InstallmentInvoicePush,
  type InstallmentLink,
  type InvoiceLinksRevoked,
  type PayAnswer,
} from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { CardPayments } from '../billing/card-payments.ts';
import { formatDate } from '../documents/document-format.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { installmentEmails } from '../notifications/payment-emails.ts';
import { findOrder, orderItemsOf } from '../orders/order-repository.ts';
import { hashPushSecret } from '../push-carts/push-secret.ts';
import type { Links } from '../users/links.ts';
import { installmentOfLink, plansOf } from './installment-repository.ts';
import { toInstallment } from './installment-view.ts';
import { issueInvoiceLink } from './invoice-links.ts';

export type ClaimedPart = {
  id: string;
  orderId: string;
  partNo: number;
  amount: number;
  dueAt: Date | string;
};

/** Marks the unpaid parts of paid orders due a reminder (`column` unset, inside `window`) and answers them. */
export type ClaimReminders = (tx: Db, column: SQL, window: SQL) => Promise<ClaimedPart[]>;

/** The shop's own: one conditional UPDATE under SKIP LOCKED, so two jobs never claim one part. */
const claimDueReminders: ClaimReminders = (tx, column, window) =>
  queryRows<ClaimedPart>(
    tx,
    sql`update installments set ${column} = now() where id in (
        select i.id from installments i join orders o on o.id = i.order_id
        where i.state = 'UNPAID' and o.status = 'PAID' and i.${column} is null and ${window}
        order by i.due_at limit 100 for update of i skip locked
      ) returning id, order_id as "orderId", part_no as "partNo", amount, due_at as "dueAt"`,
  );

/**
 * A later part is paid only once part 1 has paid the order: not before (INSTALLMENT_NOT_PAYABLE, "not
 * yet"), and never after the club refunded the order (its money is back, the season ticket freed).
 */
function requireOrderPaid(status: string | undefined): void {
  if (status === 'REFUNDED') fail('ORDER_ALREADY_REFUNDED');
  if (status !== 'PAID') fail('INSTALLMENT_NOT_PAYABLE');
}

/**
 * Installments after checkout: the invoice push page and its payment (no login), a fresh link for the
 * order's owner, and the reminders. An unknown, expired or revoked link is refused
 * (INVOICE_LINK_NOT_FOUND) with nothing changed; a link opens only its own installment.
 */
export function createInstallmentService(
  db: Db,
  deps: {
    payments: CardPayments;
    links: Links;
    /** How the reminders claim their parts (race test's control run: read, then marked). */
    claimReminders?: ClaimReminders;
  },
) {
  const { payments, links, claimReminders = claimDueReminders } = deps;

  async function openLink(pushId: string) {
    const part = await installmentOfLink(db, hashPushSecret(pushId), INSTALLMENT_GRACE_DAYS);
    if (!part) fail('INVOICE_LINK_NOT_FOUND');
    return part;
  }

  /** Queues the reminders of one kind for unpaid parts of paid orders, each once; answers how many. */
  async function remind(kind: 'before' | 'due'): Promise<number> {
    return db.transaction(async (tx) => {
      const column = kind === 'before' ? sql`reminded_before_at` : sql`reminded_due_at`;
      const window =
        kind === 'before'
          ? sql`i.due_at - make_interval(days => ${INSTALLMENT_REMINDER_DAYS}) <= shop_now() and i.due_at > shop_now()`
          : sql`i.due_at <= shop_now()`;
      // Claimed by a conditional UPDATE under SKIP LOCKED: processes running this side by side never
      // send one reminder twice, and the mark commits with the e-mail.
      const claimed = await claimReminders(tx, column, window);
      for (const part of claimed) {
        const order = await findOrder(tx, part.orderId);
        if (!order) continue;
        const link = await issueInvoiceLink(tx, links, part.id);
        const mail = installmentEmails.reminder(
          order.language,
          order.contact.firstName,
          order.orderNumber,
          {
            partNo: part.partNo,
            amount: part.amount,
            dueDate: formatDate(new Date(part.dueAt), order.language),
            url: link.url,
          },
          kind === 'due',
        );
        await queueEmail(tx, order.contact.email, mail);
      }
      return claimed.length;
    });
  }

  return {
    /** The part an invoice link opens, with its order's summary; a pending card payment is reconciled first. */
    async view(pushId: string): Promise<InstallmentInvoicePush> {
      let part = await openLink(pushId);
      if (part.state === 'UNPAID') {
        await payments.reconcile(part.orderId);
        part = await openLink(pushId);
      }
      const order = await findOrder(db, part.orderId);
      if (!order) fail('INVOICE_LINK_NOT_FOUND');
      if (order.status === 'REFUNDED' || order.status === 'CANCELLED') fail('INVOICE_LINK_CLOSED');
      const items = await orderItemsOf(db, [order.id]);
      return {
        kind: 'INSTALLMENT',
        ...toInstallment(part),
        parts: part.parts,
        order: {
          orderNumber: String(order.orderNumber),
          totalPrice: order.totalPrice,
          items: items.map((item) => ({
            setupType: item.setupType,
            title: item.title,
            seat: { sector: item.sector, row: item.row, name: item.name },
            ticketType: item.ticketType as InstallmentInvoicePush['order']['items'][number]['ticketType'],
          })),
        },
        linkExpiresAt: iso(part.linkExpiresAt),
      };
    },

    /** Starts the card payment of the link's part (the gateway returns to the link's page). */
    async pay(pushId: string): Promise<PayAnswer> {
      const start = await db.transaction(async (tx) => {
        const part = await installmentOfLink(tx, hashPushSecret(pushId), INSTALLMENT_GRACE_DAYS, true);
        if (!part) fail('INVOICE_LINK_NOT_FOUND');
        if (part.state === 'PAID') fail('INSTALLMENT_ALREADY_PAID');
        const [order] = await queryRows<{ status: string }>(
          tx,
          sql`select status from orders where id = ${part.orderId}`,
        );
        if (order?.status === 'REFUNDED' || order?.status === 'CANCELLED') fail('INVOICE_LINK_CLOSED');
        // Part 1 pays the order at checkout; the later parts only once it is paid.
        requireOrderPaid(order?.status);
        return payments.recordCardPayment(tx, part.orderId, part.amount, pushId, part.id);
      });
      return payments.openPage(start);
    },

    /** A fresh invoice push link to an unpaid later part of the user's paid order (My orders' pay button). */
    async ownerLink(userId: string, orderId: string, partNo: number): Promise<InstallmentLink> {
      // The link pays by card: a shop without a card provider makes none.
      if (!payments.cardOffered) fail('PAYMENT_TYPE_UNAVAILABLE');
      return db.transaction(async (tx) => {
        const order = await findOrder(tx, orderId);
        if (!order || order.userId !== userId) fail('ORDER_NOT_FOUND');
        const part = (await plansOf(tx, [orderId], INSTALLMENT_GRACE_DAYS)).find((p) => p.partNo === partNo);
        if (!part) fail('ORDER_NOT_FOUND');
        if (part.state === 'PAID') fail('INSTALLMENT_ALREADY_PAID');
        requireOrderPaid(order.status);
        const link = await issueInvoiceLink(tx, links, part.id);
        return { pushId: link.pushId, url: link.url, expiresAt: iso(link.expiresAt) };
      });
    },

    /** The club revokes every open invoice link of a part (ADMIN), audited; a fresh link can still be made. */
    async revokeLinks(actorId: string, orderId: string, partNo: number): Promise<InvoiceLinksRevoked> {
      return db.transaction(async (tx) => {
        const part = (await plansOf(tx, [orderId], INSTALLMENT_GRACE_DAYS)).find((p) => p.partNo === partNo);
        if (!part) fail('ORDER_NOT_FOUND');
        const revoked = await queryRows<{ id: string }>(
          tx,
          sql`update invoice_links set revoked_at = now()
            where installment_id = ${part.id} and revoked_at is null returning id`,
        );
        await recordAudit(tx, {
          actorId,
          action: 'INSTALLMENT_LINKS_REVOKE',
          entity: 'ORDER',
          entityId: orderId,
          after: { partNo, revoked: revoked.length },
        });
        return { orderId, partNo, revoked: revoked.length };
      });
    },

    /**
     * The reminders job: an e-mail INSTALLMENT_REMINDER_DAYS before a part's due date and one on it,
     * each once per part, with a fresh invoice push link; answers how many were queued.
     */
    async sendReminders(): Promise<number> {
      return (await remind('before')) + (await remind('due'));
    },
  };
}

export type InstallmentService = ReturnType<typeof createInstallmentService>;
