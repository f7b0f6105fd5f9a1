import { formatDate, formatEuroCents } from './document-format.ts';
import type { InvoiceWords } from './document-texts.ts';
import type { InvoiceTotals } from './invoice-totals.ts';
import { FONT } from './pdf-document.ts';

/** The invoice page's colours and measures, shared by its header (invoice-pdf.ts) and its tables. */
export const INK = '#111827';
export const MUTED = '#4b5563';
export const BRAND = '#0b2545';
export const RULE = '#d1d5db';
export const MARGIN = 40;
export const WIDTH = 595.28 - 2 * MARGIN;
export const PAGE_BOTTOM = 841.89 - MARGIN;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const lineColumns = (t: InvoiceWords): Column[] => [
  { title: t.columns.description, width: 185, align: 'left' },
  { title: t.columns.quantity, width: 55, align: 'right' },
  { title: t.columns.unitNet, width: 85, align: 'right' },
  { title: t.columns.vatRate, width: 45, align: 'right' },
  { title: t.columns.vat, width: 65, align: 'right' },
  { title: t.columns.total, width: WIDTH - 435, align: 'right' },
];

const percent = (rate: number) => `${rate}\u00a0%`;

/** One row of cells side by side from `x`, each in its column; answers where the tallest cell ends. */
function drawCells(
  doc: PDFKit.PDFDocument,
  columns: readonly Pick<Column, 'width' | 'align'>[],
  cells: string[],
  at: { x: number; y: number },
  bold: boolean,
): number {
  let x = at.x;
  let bottom = at.y;
  doc
    .font(bold ? FONT.bold : FONT.regular)
    .fontSize(9)
    .fillColor(INK);
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? '', x + 4, at.y, { width: column.width - 8, align: column.align });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  return bottom;
}

/** The band of column titles; as tall as its tallest title (a bilingual one has two languages). */
function drawTableHeader(doc: PDFKit.PDFDocument, columns: Column[], y: number): number {
  doc.font(FONT.bold).fontSize(8);
  const tallest = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.width - 8 })));
  const height = Math.max(30, tallest + 12);
  doc.rect(MARGIN, y, WIDTH, height).fillColor(BRAND).fill();
  let x = MARGIN;
  doc.fillColor('#ffffff');
  for (const column of columns) {
    // Titles sit at the bottom of the band, like the numbers under them.
    const titleHeight = doc.heightOfString(column.title, { width: column.width - 8 });
    doc.text(column.title, x + 4, y + height - 6 - titleHeight, {
      width: column.width - 8,
      align: column.align,
    });
    x += column.width;
  }
  return y + height;
}

export function drawLines(
  doc: PDFKit.PDFDocument,
  t: InvoiceWords,
  totals: InvoiceTotals,
  top: number,
): number {
  const columns = lineColumns(t);
  let y = drawTableHeader(doc, columns, top) + 6;
  for (const line of totals.lines) {
    if (y > PAGE_BOTTOM - 60) {
      doc.addPage();
      y = drawTableHeader(doc, columns, MARGIN) + 6;
    }
    const cells = [
      line.description,
      `${line.quantity}\u00a0${t.pieces.replace('\n', '/')}`,
      formatEuroCents(line.unitNetCents),
      percent(line.vatRatePercent),
      formatEuroCents(line.vatCents),
      formatEuroCents(line.totalCents),
    ];
    y = drawCells(doc, columns, cells, { x: MARGIN, y }, false) + 5;
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

export function drawVatSummary(
  doc: PDFKit.PDFDocument,
  t: InvoiceWords,
  totals: InvoiceTotals,
  top: number,
): number {
  const x = MARGIN + WIDTH - 300;
  const columns = [60, 80, 70, 90].map((width) => ({ width, align: 'right' as const }));
  const row = (cells: string[], y: number, bold: boolean) =>
    Math.max(y + 15, drawCells(doc, columns, cells, { x, y }, bold) + 4);
  doc.font(FONT.bold).fontSize(9).fillColor(MUTED).text(t.vatSummary.toUpperCase(), x, top, {
    width: 300,
    align: 'right',
    characterSpacing: 0.5,
  });
  let y = row([t.columns.vatRate, t.vatBase, t.vatAmount, t.withVat], doc.y + 4, true);
  for (const rate of totals.byRate) {
    const amounts = [rate.netCents, rate.vatCents, rate.totalCents].map((c) => formatEuroCents(c));
    y = row([percent(rate.vatRatePercent), ...amounts], y, false);
  }
  doc
    .moveTo(x, y)
    .lineTo(x + 300, y)
    .strokeColor(RULE)
    .lineWidth(0.5)
    .stroke();
  const sums = [totals.netCents, totals.vatCents, totals.totalCents].map((c) => formatEuroCents(c));
  return row(['', ...sums], y + 4, true);
}

/** The amount to pay (or, on a credit note, to return) in the brand's box, and what the buyer should do. */
export function drawGrandTotal(
  doc: PDFKit.PDFDocument,
  t: InvoiceWords,
  invoice: { creditNote?: unknown; paidAt?: Date },
  totalCents: number,
  top: number,
) {
  const x = MARGIN + WIDTH - 300;
  const label = invoice.creditNote ? t.creditNote.grandTotal : t.grandTotal;
  doc.font(FONT.bold).fontSize(11);
  const height = Math.max(34, doc.heightOfString(label, { width: 150 }) + 22);
  doc.rect(x, top, 300, height).fillColor(BRAND).fill();
  doc.fillColor('#ffffff').text(label, x + 12, top + 11, { width: 150 });
  doc
    .fontSize(15)
    .text(formatEuroCents(totalCents), x + 12, top + height / 2 - 9, { width: 276, align: 'right' });
  const note = invoice.creditNote
    ? t.creditNote.note
    : invoice.paidAt
      ? t.paidNote(formatDate(invoice.paidAt))
      : null;
  if (note)
    doc
      .font(FONT.regular)
      .fontSize(9.5)
      .fillColor(INK)
      .text(note, x, top + height + 8, { width: 300, align: 'right' });
}
