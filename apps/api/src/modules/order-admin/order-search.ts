import {
  type AdminOrderDetail,
  type AdminOrderEmail,
  type AdminOrderRefund,
  type AdminOrderSummary,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  type AdminRefundFilter,
  INSTALLMENT_GRACE_DAYS,
} from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { plansOf } from '../installments/installment-repository.ts';
import { toInstallmentProgress } from '../installments/installment-view.ts';
import { creditNoteNumberSql, invoiceNumber } from '../orders/document-numbers.ts';
import { toOrderItem } from '../orders/order-item-view.ts';
import { findOrder, orderItemsOf } from '../orders/order-repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ORDER_NUMBER = /^\d{1,15}$/;
const TICKET_SERIAL = /^\d{1,15}-\d{1,4}$/;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * What the club types into the search box, read as the one thing it can be: an order id, an order
 * number (which is also the bank transfer's variable symbol), a ticket serial, or else a part of an
 * e-mail address or a name.
 */
function matching(q: string | undefined): SQL {
  const text = q?.trim() ?? '';
  if (text === '') return sql`true`;
  if (UUID.test(text)) return sql`o.id = ${text.toLowerCase()}::uuid`;
  if (ORDER_NUMBER.test(text)) return sql`o.order_number = ${text}::bigint`;
  if (TICKET_SERIAL.test(text))
    return sql`exists (select 1 from tickets t join order_items oi on oi.id = t.order_item_id
      where oi.order_id = o.id and t.serial = ${text})`;
  const like = likePattern(text);
  return sql`(o.contact->>'email' ilike ${like}
    or concat_ws(' ', o.contact->>'firstName', o.contact->>'lastName') ilike ${like}
    or concat_ws(' ', o.contact->>'lastName', o.contact->>'firstName') ilike ${like}
    or exists (select 1 from users u where u.id = o.user_id and u.email ilike ${like}))`;
}

const toSend = sql`exists (select 1 from refunds r where r.order_id = o.id and r.status = 'TO_BE_SENT')`;

/** The refund filter: transfers the club still has to send, or late payments it has to give back. */
function refundFilter(refund: AdminRefundFilter | undefined): SQL {
  if (refund === 'TO_BE_SENT') return toSend;
  if (refund === 'DUE') return sql`o.refund_due`;
  return sql`true`;
}

type SummaryRow = Omit<AdminOrderSummary, 'orderNumber' | 'createdAt' | 'paidAt'> & {
  orderNumber: number;
  createdAt: Date | string;
  paidAt: Date | string | null;
  total: number;
};

type RefundRow = Omit<AdminOrderRefund, 'createdAt' | 'sent'> & {
  createdAt: Date | string;
  sentOn: string | null;
  sentNote: string | null;
  sentAt: Date | string | null;
  sentBy: string | null;
};

const nullableIso = (value: Date | string | null) => (value ? iso(value) : null);

/** The back office's view of orders (ADMIN, CASHIER): search and one order with everything about it. */
export function createOrderSearch(db: Db) {
  return {
    /** Orders matching the search, newest first, paged (index from 1). */
    async search(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
      const { pageSize, pageIndex } = query;
      const where = sql`${matching(query.q)} and (${query.status ?? null}::text is null or o.status = ${query.status ?? null})
        and ${refundFilter(query.refund)}`;
      const rows = await queryRows<SummaryRow>(
        db,
        sql`select o.id, o.order_number::int as "orderNumber", o.status, o.payment_type as "paymentType",
            o.total_price as "totalPrice", o.created_at as "createdAt", o.paid_at as "paidAt",
            jsonb_build_object('firstName', o.contact->>'firstName', 'lastName', o.contact->>'lastName',
              'email', o.contact->>'email') as contact,
            (select count(*)::int from order_items oi where oi.order_id = o.id) as "ticketCount",
            o.refund_due as "refundDue", ${toSend} as "refundToSend", count(*) over ()::int as total
          from orders o where ${where}
          order by o.created_at desc, o.id limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`,
      );
      let totalResults = rows[0]?.total ?? 0;
      if (rows.length === 0 && pageIndex > 1) {
        const [count] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from orders o where ${where}`,
        );
        totalResults = count?.n ?? 0;
      }
      const plans = await plansOf(
        db,
        rows.map((row) => row.id),
        INSTALLMENT_GRACE_DAYS,
      );
      return {
        data: rows.map(({ total: _total, ...row }) => ({
          ...row,
          installmentProgress: toInstallmentProgress(plans.filter((part) => part.orderId === row.id)),
          orderNumber: String(row.orderNumber),
          createdAt: iso(row.createdAt),
          paidAt: nullableIso(row.paidAt),
        })),
        pageIndex,
        pageSize,
        totalResults,
      };
    },

    /** One order: its items with tickets and gate entries, payments, invoice, refunds and e-mails. */
    async detail(orderId: string): Promise<AdminOrderDetail> {
      const order = await findOrder(db, orderId);
      if (!order) fail('ORDER_NOT_FOUND');
      const [items, entries, payments, bankPayments, [extra], refunds, emails, plan] = await Promise.all([
        orderItemsOf(db, [orderId]),
        queryRows<{ itemId: string; checkedInAt: Date | string | null }>(
          db,
          sql`select t.order_item_id as "itemId", t.checked_in_at as "checkedInAt" from tickets t
            join order_items oi on oi.id = t.order_item_id where oi.order_id = ${orderId}`,
        ),
        queryRows<
          Omit<AdminOrderDetail['payments'][number], 'createdAt' | 'settledAt'> & {
            createdAt: Date | string;
            settledAt: Date | string | null;
          }
        >(
          db,
          sql`select id, provider, amount, status, created_at as "createdAt", settled_at as "settledAt"
            from payments where order_id = ${orderId} order by created_at`,
        ),
        queryRows<AdminOrderDetail['bankPayments'][number]>(
          db,
          sql`select entry_reference as "entryReference", amount, booking_date as "bookingDate", counterparty, outcome
            from bank_payments where order_id = ${orderId} order by imported_at`,
        ),
        queryRows<{
          cancelledAt: Date | string | null;
          refundDue: boolean;
          invoiceYear: number | null;
          invoiceNo: number | null;
          accountId: string | null;
          accountEmail: string | null;
          openPaymentLinks: number;
        }>(
          db,
          sql`select o.cancelled_at as "cancelledAt", o.refund_due as "refundDue", i.year as "invoiceYear",
              i.number as "invoiceNo", u.id as "accountId", u.email as "accountEmail",
              (select count(*)::int from invoice_links l where l.order_id = o.id and l.revoked_at is null
                and l.expires_at > shop_now()) as "openPaymentLinks"
            from orders o left join invoices i on i.order_id = o.id left join users u on u.id = o.user_id
            where o.id = ${orderId}`,
        ),
        queryRows<RefundRow>(
          db,
          sql`select r.id, r.amount, r.method, r.status, r.reason, r.created_at as "createdAt",
              (select ${creditNoteNumberSql('cn')} from credit_notes cn where cn.refund_id = r.id) as "creditNoteNumber",
              r.late_payment as "latePayment", to_char(r.sent_on, 'YYYY-MM-DD') as "sentOn", r.sent_note as "sentNote",
              r.sent_at as "sentAt", u.email as "sentBy"
            from refunds r left join users u on u.id = r.sent_by
            where r.order_id = ${orderId} order by r.created_at`,
        ),
        queryRows<
          Omit<AdminOrderEmail, 'createdAt' | 'deliveredAt' | 'failedAt' | 'attachments'> & {
            createdAt: Date | string;
            deliveredAt: Date | string | null;
            failedAt: Date | string | null;
            attachments: { kind: string }[];
          }
        >(
          db,
          sql`select id, recipient, subject, attachments, created_at as "createdAt", delivered_at as "deliveredAt",
              failed_at as "failedAt"
            from outbox where order_id = ${orderId} and channel = 'EMAIL' order by created_at, id`,
        ),
        plansOf(db, [orderId], INSTALLMENT_GRACE_DAYS),
      ]);
      const checkedIn = new Map(entries.map((e) => [e.itemId, e.checkedInAt]));
      return {
        id: order.id,
        orderNumber: String(order.orderNumber),
        status: order.status,
        paymentType: order.paymentType,
        totalPrice: order.totalPrice,
        discount: order.discount,
        couponCode: order.couponCode,
        createdAt: iso(order.createdAt),
        expiresAt: iso(order.expiresAt),
        paidAt: nullableIso(order.paidAt),
        cancelledAt: nullableIso(extra?.cancelledAt ?? null),
        refundedAt: nullableIso(order.refundedAt),
        refundDue: extra?.refundDue ?? false,
        contact: order.contact,
        invoice: order.invoice,
        account: extra?.accountId ? { id: extra.accountId, email: extra.accountEmail ?? '' } : null,
        items: items.map((item) => ({
          ...toOrderItem(item),
          checkedInAt: nullableIso(checkedIn.get(item.id) ?? null),
        })),
        payments: payments.map((p) => ({
          ...p,
          createdAt: iso(p.createdAt),
          settledAt: nullableIso(p.settledAt),
        })),
        bankPayments,
        invoiceNumber:
          extra?.invoiceYear && extra.invoiceNo ? invoiceNumber(extra.invoiceYear, extra.invoiceNo) : null,
        refunds: refunds.map(({ sentOn, sentNote, sentAt, sentBy, ...r }) => ({
          ...r,
          createdAt: iso(r.createdAt),
          sent: sentOn && sentAt ? { on: sentOn, note: sentNote, at: iso(sentAt), by: sentBy } : null,
        })),
        emails: emails.map((e) => ({
          ...e,
          attachments: e.attachments.map((a) => a.kind),
          createdAt: iso(e.createdAt),
          deliveredAt: nullableIso(e.deliveredAt),
          failedAt: nullableIso(e.failedAt),
        })),
        openPaymentLinks: extra?.openPaymentLinks ?? 0,
        installmentProgress: toInstallmentProgress(plan),
      };
    },
  };
}

export type OrderSearch = ReturnType<typeof createOrderSearch>;
