import { PLASTIC_CARD_PRICE, type ShopLanguage } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { DEMO_CLUB_SELLER } from '../documents/demo-club.ts';
import { formatDateTime } from '../documents/document-format.ts';
import { invoiceTexts, invoiceTextsEn } from '../documents/document-texts.ts';
import { type InvoicePrint, renderInvoicePdf } from '../documents/invoice-pdf.ts';
import { DEFAULT_TICKET_VAT_RATE_PERCENT } from '../documents/invoice-totals.ts';
import { creditNoteNumber, invoiceNumber } from '../orders/document-numbers.ts';
import { matchTitle, ticketTypeLabel } from '../orders/item-names.ts';
import { type OrderRow, orderItemsOf, wholeOrderNote } from '../orders/order-repository.ts';

/** A line's text made from the invoice's words in one language. */
type Describe = (t: typeof invoiceTextsEn, language: ShopLanguage) => string;

/** A line's text: Slovak; an English order's with its English under it, as the rest of its invoice. */
const describe = (language: ShopLanguage, text: Describe) =>
  language === 'en' ? `${text(invoiceTexts, 'sk')}\n${text(invoiceTextsEn, 'en')}` : text(invoiceTexts, 'sk');

/** What an order's invoice prints; `line` rewords each line's text (a credit note's "Storno: …"). */
async function invoicePrint(db: Db, order: OrderRow, line: (d: Describe) => Describe): Promise<InvoicePrint> {
  const [invoice] = await queryRows<{ year: number; number: number; issuedAt: Date | string }>(
    db,
    sql`select year, number, issued_at as "issuedAt" from invoices where order_id = ${order.id}`,
  );
  if (!invoice || !order.paidAt) fail('INVOICE_DATA_NOT_FOUND');
  const items = await orderItemsOf(db, [order.id]);
  const paidAt = new Date(order.paidAt);
  const address = order.invoice?.address;
  const { language } = order;
  const text = (d: Describe) => describe(language, line(d));
  const atTicketRate = { quantity: 1, vatRatePercent: DEFAULT_TICKET_VAT_RATE_PERCENT };
  return {
    number: invoiceNumber(invoice.year, invoice.number),
    issuedAt: new Date(invoice.issuedAt),
    deliveredAt: paidAt,
    dueAt: paidAt,
    seller: DEMO_CLUB_SELLER,
    buyer: {
      name: `${order.contact.firstName} ${order.contact.lastName}`,
      companyName: address?.companyName || undefined,
      street: address?.street ?? '',
      city: address?.city ?? '',
      postcode: address?.postcode ?? '',
      countryCode: address?.country ?? 'SK',
      ico: order.invoice?.companyId || undefined,
      dic: order.invoice?.dic || undefined,
      icDph: order.invoice?.icdph || undefined,
      iban: order.invoice?.iban || undefined,
    },
    lines: [
      ...items.map((item) => ({
        ...atTicketRate,
        description: text((t, l) =>
          t.itemLine(
            matchTitle(item),
            formatDateTime(new Date(item.startsAt), l),
            item.sector,
            item.row,
            item.name,
            ticketTypeLabel(item.ticketType, l),
          ),
        ),
        unitPriceCents: item.price,
      })),
      ...items
        .filter((item) => item.plasticCard)
        .map((item) => ({
          ...atTicketRate,
          description: text((t) => t.plasticCardLine(item.sector, item.row, item.name)),
          unitPriceCents: PLASTIC_CARD_PRICE,
        })),
      // The coupon is a negative line at the tickets' rate, so the invoice adds up to what was paid.
      ...(order.discount > 0
        ? [
            {
              ...atTicketRate,
              description: text((t) => t.discountLine(order.couponCode ?? '')),
              unitPriceCents: -order.discount,
            },
          ]
        : []),
    ],
    paymentType: order.paymentType,
    variableSymbol: String(order.orderNumber),
    paidAt,
    language,
  };
}

/** The invoice of a paid order as PDF: Slovak, or bilingual for an order placed in English. */
export async function invoicePdf(db: Db, order: OrderRow): Promise<Buffer> {
  return renderInvoicePdf(await invoicePrint(db, order, (d) => d));
}

/** The credit note of a refunded order: the invoice's lines taken back, under its own number. */
export async function creditNotePdf(db: Db, order: OrderRow): Promise<Buffer> {
  const [note] = await queryRows<{ year: number; number: number; issuedAt: Date | string }>(
    db,
    sql`select year, number, issued_at as "issuedAt" from credit_notes cn where order_id = ${order.id}
      and ${wholeOrderNote('cn')} order by issued_at desc limit 1`,
  );
  if (!note) fail('CREDIT_NOTE_NOT_FOUND');
  const invoice = await invoicePrint(db, order, (d) => (t, l) => t.creditNote.line(d(t, l)));
  const issuedAt = new Date(note.issuedAt);
  return renderInvoicePdf({
    ...invoice,
    number: creditNoteNumber(note.year, note.number),
    issuedAt,
    deliveredAt: issuedAt,
    dueAt: issuedAt,
    lines: invoice.lines.map((line) => ({ ...line, unitPriceCents: -line.unitPriceCents })),
    creditNote: { correctsInvoice: invoice.number },
  });
}

/** What a released seat's credit note takes back: one line of the season ticket's invoice (issue 21). */
export type RefundLine = { describe: Describe; amount: number };

/**
 * The credit note of one refund on a paid order (a season ticket's seat released for a match and sold):
 * the invoice's buyer and number, one negative line of the refunded amount, under the note's own number.
 */
export async function refundCreditNotePdf(
  db: Db,
  order: OrderRow,
  refundId: string,
  line: RefundLine,
): Promise<Buffer> {
  const [note] = await queryRows<{ year: number; number: number; issuedAt: Date | string }>(
    db,
    sql`select year, number, issued_at as "issuedAt" from credit_notes where refund_id = ${refundId}`,
  );
  if (!note) fail('CREDIT_NOTE_NOT_FOUND');
  const invoice = await invoicePrint(db, order, (d) => d);
  const issuedAt = new Date(note.issuedAt);
  return renderInvoicePdf({
    ...invoice,
    number: creditNoteNumber(note.year, note.number),
    issuedAt,
    deliveredAt: issuedAt,
    dueAt: issuedAt,
    lines: [
      {
        quantity: 1,
        vatRatePercent: DEFAULT_TICKET_VAT_RATE_PERCENT,
        description: describe(order.language, line.describe),
        unitPriceCents: -line.amount,
      },
    ],
    creditNote: { correctsInvoice: invoice.number },
  });
}
