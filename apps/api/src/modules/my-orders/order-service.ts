import {
  INSTALLMENT_GRACE_DAYS,
  type Order,
  type OrdersQuery,
  type OrdersResponse,
  type SetupType,
  type TicketType,
  ticketKindOf,
  ticketsFileName,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { bankTransferOf, bankTransferQrPng } from '../checkout/bank-transfer.ts';
import { renderTicketPdf, renderTicketsPdf, type TicketPrint } from '../documents/ticket-pdf.ts';
import { type InstallmentRow, plansOf } from '../installments/installment-repository.ts';
import { toInstallment, toInstallmentProgress } from '../installments/installment-view.ts';
import { CLUB, matchTitle, ticketTypeLabel } from '../orders/item-names.ts';
import { toOrderItem } from '../orders/order-item-view.ts';
import {
  findOrder,
  type OrderItemRow,
  type OrderRow,
  orderColumns,
  orderItemsOf,
} from '../orders/order-repository.ts';
import { holdersForPrint } from '../season-tickets/season-ticket-repository.ts';
import { creditNotePdf, invoicePdf } from './invoice-print.ts';

/** The shop's clock (the database's, moved in tests), which countdowns are measured against. */
async function shopNow(db: Db): Promise<number> {
  const [row] = await queryRows<{ now: Date | string }>(db, sql`select shop_now() as now`);
  return new Date(row?.now ?? Date.now()).getTime();
}

function toOrder(order: OrderRow, items: OrderItemRow[], plan: InstallmentRow[]): Order {
  const awaitingTransfer = order.paymentType === 'BANK_TRANSFER' && order.status === 'AWAITING_PAYMENT';
  return {
    id: order.id,
    orderNumber: String(order.orderNumber),
    status: order.status,
    paymentType: order.paymentType,
    createdAt: iso(order.createdAt),
    expiresAt: iso(order.expiresAt),
    paidAt: order.paidAt ? iso(order.paidAt) : null,
    totalPrice: order.totalPrice,
    discount: order.discount,
    couponCode: order.couponCode,
    items: items.map(toOrderItem),
    bankTransfer: awaitingTransfer
      ? bankTransferOf(String(order.orderNumber), order.totalPrice, new Date(order.expiresAt))
      : null,
    installments: plan.map(toInstallment),
    installmentProgress: toInstallmentProgress(plan),
    refundedAt: order.refundedAt ? iso(order.refundedAt) : null,
    creditNoteNumber: order.creditNoteNumber,
  };
}

/** My orders: the paged list and the printable tickets of a paid order. */
export function createOrderService(db: Db) {
  const invoiceOf = (order: OrderRow) => invoicePdf(db, order);
  const creditNoteOf = (order: OrderRow) => creditNotePdf(db, order);

  return {
    async list(userId: string, query: OrdersQuery): Promise<OrdersResponse> {
      const { pageSize, pageIndex } = query;
      const rows = await queryRows<OrderRow & { total: number }>(
        db,
        sql`select ${orderColumns}, count(*) over ()::int as total from orders o
          where o.user_id = ${userId} order by o.created_at desc, o.order_number desc
          limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`,
      );
      const items = await orderItemsOf(
        db,
        rows.map((r) => r.id),
      );
      const plans = await plansOf(
        db,
        rows.map((r) => r.id),
        INSTALLMENT_GRACE_DAYS,
      );
      let totalResults = rows[0]?.total ?? 0;
      if (rows.length === 0 && pageIndex > 1) {
        const [count] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from orders where user_id = ${userId}`,
        );
        totalResults = count?.n ?? 0;
      }
      return {
        data: rows.map((order) =>
          toOrder(
            order,
            items.filter((i) => i.orderId === order.id),
            plans.filter((p) => p.orderId === order.id),
          ),
        ),
        pageIndex,
        pageSize,
        totalResults,
        serverTimestamp: await shopNow(db),
      };
    },

    /** The invoice of a paid order of the user, as PDF. */
    async invoicePdf(userId: string, orderId: string): Promise<Buffer> {
      return invoiceOf(await ownOrder(userId, orderId));
    },

    /** One PDF with a page per ticket of a paid order of the user. */
    async ticketsPdf(userId: string, orderId: string): Promise<Buffer> {
      return ticketsOf(await ownOrder(userId, orderId));
    },

    /** One ticket of a paid order of the user, by its serial: what its PDF and wallet passes show. */
    ticketPrint,

    /** One ticket of a paid order of the user, by its serial, as a one-page PDF. */
    async ticketPdf(userId: string, orderId: string, serial: string): Promise<Buffer> {
      return renderTicketPdf(await ticketPrint(userId, orderId, serial));
    },

    /** The credit note of a refunded order of the user, as PDF. */
    async creditNotePdf(userId: string, orderId: string): Promise<Buffer> {
      return creditNoteOf(await ownOrder(userId, orderId));
    },

    /** The documents of an order for the shop itself (e-mails, back office), without an owner check. */
    async documents(orderId: string) {
      const order = await findOrder(db, orderId);
      if (!order) fail('ORDER_NOT_FOUND');
      const kind = ticketKindOf(await orderItemsOf(db, [order.id]));
      return {
        orderNumber: order.orderNumber,
        /** The order's language: its attachments' names and its calendar's words. */
        language: order.language,
        /** The file name of the tickets' PDF: permanentky-… for season tickets, as the web names it. */
        ticketsFile: ticketsFileName(order.orderNumber, kind, order.language),
        tickets: () => ticketsOf(order),
        invoice: () => invoiceOf(order),
        creditNote: () => creditNoteOf(order),
        /** The transfer's QR code as asked for at checkout (the amount and deadline do not change). */
        payBySquareQr: () =>
          bankTransferQrPng(String(order.orderNumber), order.totalPrice, new Date(order.expiresAt)),
      };
    },
  };

  async function ownOrder(userId: string, orderId: string): Promise<OrderRow> {
    const order = await findOrder(db, orderId);
    if (!order || order.userId !== userId) fail('ORDER_NOT_FOUND');
    return order;
  }

  /** One ticket of the user's paid order; one given to a friend is refused (its QR no longer enters). */
  async function ticketPrint(userId: string, orderId: string, serial: string): Promise<TicketPrint> {
    const tickets = await ticketPrints(await ownOrder(userId, orderId), true);
    const ticket = tickets.find((t) => t.serial === serial);
    if (!ticket) fail('TICKET_NOT_FOUND');
    if (ticket.transferred) fail('TICKET_TRANSFERRED', { serial });
    return ticket;
  }

  /**
   * One PDF with a page per ticket of a paid order, but for the tickets given to friends (a new ticket
   * replaced each); an order whose every ticket was given away has none: TICKET_TRANSFERRED.
   */
  async function ticketsOf(order: OrderRow): Promise<Buffer> {
    const tickets = await ticketPrints(order);
    if (tickets.length === 0) fail('TICKET_TRANSFERRED');
    return renderTicketsPdf(tickets);
  }

  /**
   * The printed tickets of a paid order; an order not paid (or refunded, cancelled) has none to print.
   * Tickets given to friends are left out, or with `withTransferred` kept and marked.
   */
  async function ticketPrints(
    order: OrderRow,
    withTransferred = false,
  ): Promise<Array<TicketPrint & { transferred: boolean }>> {
    if (order.status !== 'PAID') fail('TICKET_NOT_FOUND');
    const items = (await orderItemsOf(db, [order.id])).filter((item) => withTransferred || !item.transferred);
    const holders = await holdersForPrint(
      db,
      items.filter((item) => item.setupType === 'SEASON').map((item) => item.id),
    );
    return items.map((item): TicketPrint & { transferred: boolean } => ({
      serial: item.ticketSerial ?? '',
      token: item.ticketToken ?? '',
      setupId: item.setupId,
      setupType: item.setupType as SetupType,
      clubName: CLUB,
      matchTitle: matchTitle(item),
      venue: item.venue,
      startsAt: new Date(item.startsAt),
      sector: item.sector,
      row: item.row,
      seat: item.name,
      ticketType: item.ticketType as TicketType,
      priceCents: item.price,
      holderName:
        holders.get(item.id)?.name ??
        (item.holder
          ? `${item.holder.firstName} ${item.holder.lastName}`
          : `${order.contact.firstName} ${order.contact.lastName}`),
      holderPhoto: holders.get(item.id)?.photo,
      ticketTypeLabel:
        item.setupType === 'SEASON' ? ticketTypeLabel(item.ticketType, order.language) : undefined,
      seasonEndsAt: item.seasonEndsAt ? new Date(item.seasonEndsAt) : undefined,
      language: order.language,
      transferred: item.transferred,
    }));
  }
}

export type OrderService = ReturnType<typeof createOrderService>;
