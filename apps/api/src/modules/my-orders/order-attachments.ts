import { orderFileName, type ShopLanguage } from '@hokej/contract';
import { type AttachmentRef, PAY_BY_SQUARE_CID } from '../notifications/outbox.ts';
import type { RenderedAttachment } from '../notifications/transports.ts';
import type { OrderService } from './order-service.ts';

type Documents = Awaited<ReturnType<OrderService['documents']>> & {
  /** The order's matches as an iCalendar file (the calendar service's, passed in as a port). */
  calendar: () => Promise<string>;
};

/** What renders an order's matches for a calendar (the calendar service). */
export type OrderCalendar = {
  orderIcs(orderId: string, orderNumber: number, language: ShopLanguage): Promise<string>;
};

const pdf = async (filename: string, content: Promise<Buffer>): Promise<RenderedAttachment> => ({
  filename,
  content: await content,
  contentType: 'application/pdf',
});

const renderers: Record<AttachmentRef['kind'], (d: Documents) => Promise<RenderedAttachment>> = {
  ORDER_TICKETS: (d) => pdf(d.ticketsFile, d.tickets()),
  ORDER_INVOICE: (d) => pdf(orderFileName('invoice', d.orderNumber, d.language), d.invoice()),
  ORDER_CREDIT_NOTE: (d) => pdf(orderFileName('creditNote', d.orderNumber, d.language), d.creditNote()),
  ORDER_CALENDAR: async (d) => ({
    filename: orderFileName('calendar', d.orderNumber, d.language),
    content: Buffer.from(await d.calendar()),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  }),
  // Inline: the HTML part shows it by its content id; mail apps that hide inline parts still list it.
  ORDER_PAY_BY_SQUARE: async (d) => ({
    filename: orderFileName('payBySquare', d.orderNumber, d.language),
    content: await d.payBySquareQr(),
    contentType: 'image/png',
    cid: PAY_BY_SQUARE_CID,
  }),
};

/**
 * Renders an e-mail's order documents when it is sent: the tickets, the invoice, the credit note as
 * PDF, the PAY by square QR code as PNG, the order's matches as an .ics file.
 */
export function orderAttachments(services: { orders: OrderService; calendar: OrderCalendar }) {
  return async (ref: AttachmentRef): Promise<RenderedAttachment> => {
    const documents = await services.orders.documents(ref.orderId);
    const calendar = () => services.calendar.orderIcs(ref.orderId, documents.orderNumber, documents.language);
    return renderers[ref.kind]({ ...documents, calendar });
  };
}
