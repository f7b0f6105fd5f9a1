import { countryName, formatIban, type PaymentType } from '@hokej/contract';
import { formatDate, formatEuroCents } from './document-format.ts';
import { invoiceTexts as t } from './document-texts.ts';
import { type InvoiceLine, type InvoiceTotals, priceInvoiceLines } from './invoice-totals.ts';
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
}

const INK = '#111827';
const MUTED = '#4b5563';
const BRAND = '#0b2545';
const RULE = '#d1d5db';
const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const PAGE_BOTTOM = 841.89 - MARGIN;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const lineColumns: Column[] = [
  { title: t.columns.description, width: 185, align: 'left' },
  { title: t.columns.quantity, width: 55, align: 'right' },
  { title: t.columns.unitNet, width: 85, align: 'right' },
  { title: t.columns.vatRate, width: 45, align: 'right' },
  { title: t.columns.vat, width: 65, align: 'right' },
  { title: t.columns.total, width: WIDTH - 435, align: 'right' },
];

const percent = (rate: number) => `${rate}\u00a0%`;

function partyLines(party: InvoiceParty): { bold: string; rest: string[] } {
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
  for (const [label, value] of ids) if (value) rest.push(`${label}: ${value}`);
  return { bold, rest };
}

function drawParty(doc: PDFKit.PDFDocument, heading: string, party: InvoiceParty, x: number, y: number) {
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
  const { bold, rest } = partyLines(party);
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

function drawFacts(doc: PDFKit.PDFDocument, invoice: InvoicePrint, y: number): number {
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
  const rowHeight = 30;
  doc
    .rect(MARGIN, y, WIDTH, rowHeight * 2 + 8)
    .fillColor('#f3f4f6')
    .fill();
  facts.forEach(([label, value], i) => {
    const column = i % 3;
    const x = MARGIN + 10 + (columnX[column] ?? 0);
    const width = (columnX[column + 1] ?? WIDTH) - (columnX[column] ?? 0) - 16;
    const rowY = y + 6 + Math.floor(i / 3) * rowHeight;
    doc.font(FONT.regular).fontSize(8).fillColor(MUTED).text(label, x, rowY, { width });
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(INK)
      .text(value, x, rowY + 11, { width });
  });
  return y + rowHeight * 2 + 8;
}

function drawRow(doc: PDFKit.PDFDocument, cells: string[], y: number, bold: boolean, size = 9): number {
  let x = MARGIN;
  let bottom = y;
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(size)
    .fillColor(INK);
  lineColumns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 4, y, { width: column.width - 8, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  return bottom;
}

function drawTableHeader(doc: PDFKit.PDFDocument, y: number): number {
  const height = 30;
  doc.rect(MARGIN, y, WIDTH, height).fillColor(BRAND).fill();
  let x = MARGIN;
  doc.font(FONT.bold).fontSize(8).fillColor('#ffffff');
  for (const column of lineColumns) {
    // Titles of up to two lines sit at the bottom of the band, like the numbers under them.
    const titleHeight = doc.heightOfString(column.title, { width: column.width - 8 });
    doc.text(column.title, x + 4, y + height - 6 - titleHeight, {
      width: column.width - 8,
      align: column.align,
    });
    x += column.width;
  }
  return y + height;
}

function drawLines(doc: PDFKit.PDFDocument, totals: InvoiceTotals, top: number): number {
  let y = drawTableHeader(doc, top) + 6;
  for (const line of totals.lines) {
    if (y > PAGE_BOTTOM - 60) {
      doc.addPage();
      y = drawTableHeader(doc, MARGIN) + 6;
    }
    const cells = [
      line.description,
      `${line.quantity}\u00a0${t.pieces}`,
      formatEuroCents(line.unitNetCents),
      percent(line.vatRatePercent),
      formatEuroCents(line.vatCents),
      formatEuroCents(line.totalCents),
    ];
    y = drawRow(doc, cells, y, false) + 5;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    y += 6;
  }
  return y;
}

function drawVatSummary(doc: PDFKit.PDFDocument, totals: InvoiceTotals, top: number): number {
  const x = MARGIN + WIDTH - 300;
  const widths = [60, 80, 70, 90];
  const row = (cells: string[], y: number, bold: boolean) => {
    let cellX = x;
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(9)
      .fillColor(INK);
    cells.forEach((cell, i) => {
      doc.text(cell, cellX, y, { width: (widths[i] ?? 0) - 4, align: 'right' });
      cellX += widths[i] ?? 0;
    });
    return y + 15;
  };
  doc.font(FONT.bold).fontSize(9).fillColor(MUTED).text(t.vatSummary.toUpperCase(), x, top, {
    width: 300,
    align: 'right',
    characterSpacing: 0.5,
  });
  let y = row([t.columns.vatRate, t.vatBase, t.vatAmount, t.withVat], doc.y + 4, true);
  for (const rate of totals.byRate) {
    y = row(
      [
        percent(rate.vatRatePercent),
        formatEuroCents(rate.netCents),
        formatEuroCents(rate.vatCents),
        formatEuroCents(rate.totalCents),
      ],
      y,
      false,
    );
  }
  doc
    .moveTo(x, y)
    .lineTo(x + 300, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  return row(
    [
      '',
      formatEuroCents(totals.netCents),
      formatEuroCents(totals.vatCents),
      formatEuroCents(totals.totalCents),
    ],
    y + 4,
    true,
  );
}

function drawGrandTotal(doc: PDFKit.PDFDocument, invoice: InvoicePrint, totals: InvoiceTotals, top: number) {
  const x = MARGIN + WIDTH - 300;
  doc.rect(x, top, 300, 34).fillColor(BRAND).fill();
  doc
    .font(FONT.bold)
    .fontSize(11)
    .fillColor('#ffffff')
    .text(invoice.creditNote ? t.creditNote.grandTotal : t.grandTotal, x + 12, top + 11);
  doc.fontSize(15).text(formatEuroCents(totals.totalCents), x + 12, top + 8, { width: 276, align: 'right' });
  if (invoice.creditNote) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(INK)
      .text(t.creditNote.note, x, top + 42, { width: 300, align: 'right' });
  } else if (invoice.paidAt) {
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(INK)
      .text(`${t.paidOn} ${formatDate(invoice.paidAt)}. ${t.doNotPay}`, x, top + 42, {
        width: 300,
        align: 'right',
      });
  }
}

/**
 * The invoice (a Slovak tax document) as a PDF: parties, dates, lines, VAT per rate, total to pay;
 * or, with `creditNote`, the credit note correcting it (its own number, the invoice's number, the
 * amount returned).
 */
export async function renderInvoicePdf(invoice: InvoicePrint): Promise<Buffer> {
  const totals = priceInvoiceLines(invoice.lines);
  const sellerName = invoice.seller.companyName ?? invoice.seller.name ?? '';
  const titles = invoice.creditNote ? t.creditNote : t;
  const doc = createDocument({ title: `${titles.documentTitle} ${invoice.number}`, author: sellerName });
  doc.addPage();

  doc
    .font(FONT.bold)
    .fontSize(20)
    .fillColor(BRAND)
    .text(titles.heading, MARGIN, MARGIN, { width: WIDTH - 180 });
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

  const partiesTop = MARGIN + 50;
  const sellerBottom = drawParty(doc, t.seller, invoice.seller, MARGIN, partiesTop);
  const buyerBottom = drawParty(doc, t.buyer, invoice.buyer, MARGIN + WIDTH / 2 + 12, partiesTop);
  let y = drawFacts(doc, invoice, Math.max(sellerBottom, buyerBottom) + 18);
  y = drawLines(doc, totals, y + 18);
  if (y > PAGE_BOTTOM - 170) {
    doc.addPage();
    y = MARGIN;
  }
  y = drawVatSummary(doc, totals, y + 10);
  drawGrandTotal(doc, invoice, totals, y + 12);
  return finishDocument(doc);
}
