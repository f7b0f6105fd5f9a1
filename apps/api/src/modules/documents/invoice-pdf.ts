import { countryName, formatIban, type PaymentType, type ShopLanguage } from '@hokej/contract';
import { formatDate } from './document-format.ts';
import { type InvoiceWords, invoiceWordsIn } from './document-texts.ts';
import {
  BRAND,
  drawGrandTotal,
  drawLines,
  drawVatSummary,
  INK,
  MARGIN,
  MUTED,
  PAGE_BOTTOM,
  RULE,
  WIDTH,
} from './invoice-tables.ts';
import { type InvoiceLine, priceInvoiceLines } from './invoice-totals.ts';
import { createDocument, FONT, finishDocument } from './pdf-document.ts';

/** Seller or buyer. A company prints its name first and the person (if any) below it. */
export interface InvoiceParty {
  /** The person: the buyer's name, or a contact at a company. */
  name?: string;
  companyName?: string;
  street: string;
  city: string;
  postcode: string;
  /** ISO 3166-1 alpha-2, printed by its Slovak name. */
  countryCode: string;
  ico?: string;
  dic?: string;
  icDph?: string;
  iban?: string;
  /** The commercial register entry a company must print on its documents. */
  registration?: string;
}

export interface InvoicePrint {
  /** The gap-free yearly number, e.g. `2026000001`. */
  number: string;
  issuedAt: Date;
  deliveredAt: Date;
  dueAt: Date;
  seller: InvoiceParty & { iban: string };
  buyer: InvoiceParty;
  lines: readonly InvoiceLine[];
  paymentType: PaymentType;
  variableSymbol: string;
  /** Set when the order is already paid (card): the invoice says so and that nothing is due. */
  paidAt?: Date;
  /** A credit note (dobropis) correcting this invoice: its lines are the invoice's, negative. */
  creditNote?: { correctsInvoice: string };
  /** The order's language: an English order's invoice is bilingual, Slovak first (decisions.md). */
  language: ShopLanguage;
}

function partyLines(t: InvoiceWords, party: InvoiceParty): { bold: string; rest: string[] } {
  const bold = party.companyName ?? party.name ?? '';
  const rest = [
    ...(party.companyName && party.name ? [party.name] : []),
    party.street,
    `${party.postcode} ${party.city}`,
    countryName(party.countryCode),
  ];
  const ids = [
    [t.ico, party.ico],
    [t.dic, party.dic],
    [t.icDph, party.icDph],
    [t.iban, party.iban && formatIban(party.iban)],
  ] as const;
  // Inline, a bilingual label keeps both languages on its line: "IČO / Company ID: …".
  for (const [label, value] of ids) if (value) rest.push(`${label.replace('\n', ' / ')}: ${value}`);
  return { bold, rest };
}

function drawParty(
  doc: PDFKit.PDFDocument,
  t: InvoiceWords,
  heading: string,
  party: InvoiceParty,
  x: number,
  y: number,
) {
  const width = WIDTH / 2 - 12;
  doc
    .font(FONT.bold)
    .fontSize(9)
    .fillColor(MUTED)
    .text(heading.toUpperCase(), x, y, { characterSpacing: 0.5 });
  doc
    .moveTo(x, doc.y + 2)
    .lineTo(x + width, doc.y + 2)
    .strokeColor(RULE)
    .lineWidth(0.8)
    .stroke();
  const { bold, rest } = partyLines(t, party);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor(INK)
    .text(bold, x, doc.y + 6, { width });
  doc
    .font(FONT.regular)
    .fontSize(9.5)
    .text(rest.join('\n'), x, doc.y + 2, { width, lineGap: 1.5 });
  if (party.registration) {
    doc
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(party.registration, x, doc.y + 4, { width });
  }
  return doc.y;
}

/** The dates, payment and bank facts in a grey band of two rows, each as tall as its tallest fact. */
function drawFacts(doc: PDFKit.PDFDocument, t: InvoiceWords, invoice: InvoicePrint, y: number): number {
  const facts: Array<[string, string]> = [
    [t.issueDate, formatDate(invoice.issuedAt)],
    [t.deliveryDate, formatDate(invoice.deliveredAt)],
    invoice.creditNote
      ? [t.creditNote.correctsInvoice, invoice.creditNote.correctsInvoice]
      : [t.dueDate, formatDate(invoice.dueAt)],
    [t.paymentMethod, t.paymentMethods[invoice.paymentType]],
    [t.variableSymbol, invoice.variableSymbol],
    [t.iban, formatIban(invoice.seller.iban)],
  ];
  // The third column is the widest: it holds the IBAN, which must stay on one line.
  const columnX = [0, 150, 300];
  const cells = facts.map(([label, value], i) => {
    const column = i % 3;
    const x = MARGIN + 10 + (columnX[column] ?? 0);
    const width = (columnX[column + 1] ?? WIDTH) - (columnX[column] ?? 0) - 16;
    const labelHeight = doc.font(FONT.regular).fontSize(8).heightOfString(label, { width });
    const height = labelHeight + 2 + doc.font(FONT.bold).fontSize(10).heightOfString(value, { width });
    return { label, value, x, width, labelHeight, height, row: Math.floor(i / 3) };
  });
  const rowHeight = (row: number) =>
    Math.max(24, ...cells.filter((c) => c.row === row).map((c) => c.height)) + 6;
  const bandHeight = rowHeight(0) + rowHeight(1) + 8;
  doc.rect(MARGIN, y, WIDTH, bandHeight).fillColor('#f3f4f6').fill();
  for (const cell of cells) {
    const rowY = y + 6 + (cell.row === 0 ? 0 : rowHeight(0));
    doc.font(FONT.regular).fontSize(8).fillColor(MUTED).text(cell.label, cell.x, rowY, { width: cell.width });
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(INK)
      .text(cell.value, cell.x, rowY + cell.labelHeight + 2, { width: cell.width });
  }
  return y + bandHeight;
}

/**
 * The invoice (a Slovak tax document) as a PDF: parties, dates, lines, VAT per rate, total to pay;
 * or, with `creditNote`, the credit note correcting it (its own number, the invoice's number, the
 * amount returned). An English order's is bilingual: every word in Slovak with its English under it.
 */
export async function renderInvoicePdf(invoice: InvoicePrint): Promise<Buffer> {
  const t = invoiceWordsIn(invoice.language);
  const totals = priceInvoiceLines(invoice.lines);
  const sellerName = invoice.seller.companyName ?? invoice.seller.name ?? '';
  const titles = invoice.creditNote ? t.creditNote : t;
  const title = `${titles.documentTitle.replace('\n', ' / ')} ${invoice.number}`;
  const doc = await createDocument({ title, author: sellerName });
  doc.addPage();

  // The heading in Slovak, large; an English order's English heading under it, smaller.
  const [heading = '', ...translated] = titles.heading.split('\n');
  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(BRAND)
    .text(heading, MARGIN, MARGIN, { width: WIDTH - 180 });
  for (const line of translated)
    doc
      .fontSize(12)
      .fillColor(MUTED)
      .text(line, MARGIN, doc.y, { width: WIDTH - 180 });
  const headingBottom = doc.y;
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(titles.number, MARGIN + WIDTH - 180, MARGIN + 2, {
      width: 180,
      align: 'right',
    });
  doc
    .font(FONT.bold)
    .fontSize(15)
    .fillColor(INK)
    .text(invoice.number, MARGIN + WIDTH - 180, doc.y + 1, {
      width: 180,
      align: 'right',
    });

  const partiesTop = Math.max(MARGIN + 50, headingBottom + 12, doc.y + 12);
  const sellerBottom = drawParty(doc, t, t.seller, invoice.seller, MARGIN, partiesTop);
  const buyerBottom = drawParty(doc, t, t.buyer, invoice.buyer, MARGIN + WIDTH / 2 + 12, partiesTop);
  let y = drawFacts(doc, t, invoice, Math.max(sellerBottom, buyerBottom) + 18);
  y = drawLines(doc, t, totals, y + 18);
  if (y > PAGE_BOTTOM - 170) {
    doc.addPage();
    y = MARGIN;
  }
  y = drawVatSummary(doc, t, totals, y + 10);
  drawGrandTotal(doc, t, invoice, totals.totalCents, y + 12);
  return finishDocument(doc);
}
