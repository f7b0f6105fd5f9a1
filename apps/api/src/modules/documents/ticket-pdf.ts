import type { SetupType, ShopLanguage, TicketType } from '@hokej/contract';
import { formatDate, formatDateTime, formatEuroCents } from './document-format.ts';
import { createDocument, FONT, finishDocument } from './pdf-document.ts';
import { ticketTextsIn } from './ticket-texts.ts';

/** What one printed ticket shows; `token` is the signed ticket token (see ticket-token.ts). */
export interface TicketPrint {
  serial: string;
  token: string;
  /** The match, or the season of a season ticket. */
  setupId: string;
  setupType: SetupType;
  clubName: string;
  /** e.g. `HK Orly Zvolen – HC Košice` */
  matchTitle: string;
  venue: string;
  startsAt: Date;
  sector: string;
  row: string;
  seat: string;
  ticketType: TicketType;
  priceCents: number;
  holderName: string;
  /** A season ticket's registered holder's photo (JPEG, as the shop stored it), printed under the QR code. */
  holderPhoto?: Buffer;
  /** The printed name of the ticket type when it is not a match ticket's (a season-ticket category). */
  ticketTypeLabel?: string;
  /** A season ticket ("permanentka"): the season's last match, printed as the season's date range. */
  seasonEndsAt?: Date;
  /** The order's language: the ticket's words, dates and money (the QR code is the same). */
  language: ShopLanguage;
}

type Texts = ReturnType<typeof ticketTextsIn>;

const PHOTO_WIDTH = 96;
const PHOTO_HEIGHT = 128;

const INK = '#111827';
const MUTED = '#4b5563';
const BRAND = '#0b2545';
const ACCENT = '#b45309';
const PAGE_WIDTH = 595.28;
const MARGIN = 40;
const CARD_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const QR_SIZE = 170;
const LEFT_WIDTH = CARD_WIDTH - QR_SIZE - 3 * 16;

/**
 * The QR code as a PNG: error correction Q (25 % may be lost: a folded or smudged print still reads),
 * 8 px per module and the standard 4-module quiet zone, so a scanner finds it on any background.
 */
async function qrPng(token: string): Promise<Buffer> {
  // Loaded with the first ticket printed, as pdfkit is (pdf-document.ts).
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'Q', margin: 4, scale: 8 });
}

function label(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width?: number) {
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text.toUpperCase(), x, y, { width, characterSpacing: 0.4 });
}

function value(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number, width: number) {
  doc.font(FONT.bold).fontSize(size).fillColor(INK).text(text, x, y, { width });
}

/** The largest size from 20 pt down to 14 pt at which the match title fits on one line; it wraps below. */
function titleSize(doc: PDFKit.PDFDocument, title: string): number {
  doc.font(FONT.bold);
  for (let size = 20; size > 14; size -= 1) {
    if (doc.fontSize(size).widthOfString(title) <= LEFT_WIDTH) return size;
  }
  return 14;
}

function drawSeatBox(doc: PDFKit.PDFDocument, ticket: TicketPrint, x: number, y: number): number {
  const t = ticketTextsIn(ticket.language);
  const cellWidth = LEFT_WIDTH / 3;
  const height = 58;
  doc.roundedRect(x, y, LEFT_WIDTH, height, 6).lineWidth(1).strokeColor(BRAND).stroke();
  const cells = [
    [t.sector, ticket.sector],
    [t.row, ticket.row],
    [t.seat, ticket.seat],
  ] as const;
  cells.forEach(([name, text], i) => {
    const cellX = x + i * cellWidth;
    if (i > 0)
      doc
        .moveTo(cellX, y)
        .lineTo(cellX, y + height)
        .strokeColor(BRAND)
        .stroke();
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(name.toUpperCase(), cellX, y + 8, { width: cellWidth, align: 'center', characterSpacing: 0.4 });
    doc
      .font(FONT.bold)
      .fontSize(24)
      .fillColor(BRAND)
      .text(text, cellX, y + 22, {
        width: cellWidth,
        align: 'center',
      });
  });
  return y + height;
}

function drawFacts(doc: PDFKit.PDFDocument, ticket: TicketPrint, x: number, y: number): number {
  const t = ticketTextsIn(ticket.language);
  const half = LEFT_WIDTH / 2;
  const facts = [
    [
      ticket.seasonEndsAt ? t.season.ticketType : t.ticketType,
      ticket.ticketTypeLabel ?? t.ticketTypes[ticket.ticketType] ?? String(ticket.ticketType),
      t.price,
      formatEuroCents(ticket.priceCents, ticket.language),
    ],
    [t.holder, ticket.holderName, t.serial, ticket.serial],
  ] as const;
  let rowY = y;
  for (const [leftLabel, leftValue, rightLabel, rightValue] of facts) {
    label(doc, leftLabel, x, rowY);
    label(doc, rightLabel, x + half, rowY);
    value(doc, leftValue, x, rowY + 12, 13, half - 10);
    const leftBottom = doc.y;
    value(doc, rightValue, x + half, rowY + 12, 13, half);
    rowY = Math.max(leftBottom, doc.y) + 10;
  }
  return rowY;
}

function drawChildRule(doc: PDFKit.PDFDocument, t: Texts, x: number, y: number): number {
  doc.font(FONT.bold).fontSize(10);
  const height = doc.heightOfString(t.childRule, { width: CARD_WIDTH - 24 }) + 16;
  doc.roundedRect(x, y, CARD_WIDTH, height, 6).fillColor('#fef3c7').fill();
  doc.rect(x, y, 5, height).fillColor(ACCENT).fill();
  doc.fillColor(INK).text(t.childRule, x + 14, y + 8, { width: CARD_WIDTH - 24 });
  return y + height;
}

function drawRules(doc: PDFKit.PDFDocument, t: Texts, x: number, y: number, season: boolean) {
  doc.font(FONT.bold).fontSize(11).fillColor(BRAND).text(t.rulesHeading, x, y);
  doc.moveDown(0.4).font(FONT.regular).fontSize(9).fillColor(INK);
  const rules = [...(season ? t.season.rules : t.rules)];
  doc.list(rules, x, doc.y, { width: CARD_WIDTH - 10, bulletRadius: 1.6, paragraphGap: 3 });
}

function drawTicketPage(doc: PDFKit.PDFDocument, ticket: TicketPrint, qr: Buffer) {
  const t = ticketTextsIn(ticket.language);
  doc.addPage();
  const x = MARGIN;
  const top = MARGIN;

  doc.rect(x, top, CARD_WIDTH, 50).fillColor(BRAND).fill();
  doc
    .font(FONT.bold)
    .fontSize(18)
    .fillColor('#ffffff')
    .text(ticket.clubName, x + 16, top + 15, { width: CARD_WIDTH - 160, lineBreak: false, ellipsis: true });
  doc
    .font(FONT.bold)
    .fontSize(13)
    .text(ticket.seasonEndsAt ? t.season.heading : t.heading, x + CARD_WIDTH - 156, top + 18, {
      width: 140,
      align: 'right',
      characterSpacing: 2,
    });

  const bodyTop = top + 50 + 18;
  const left = x + 16;
  value(doc, ticket.matchTitle, left, bodyTop, titleSize(doc, ticket.matchTitle), LEFT_WIDTH);
  let y = doc.y + 10;
  label(doc, ticket.seasonEndsAt ? t.season.dates : t.matchDate, left, y);
  const when = ticket.seasonEndsAt
    ? t.season.range(
        formatDate(ticket.startsAt, ticket.language),
        formatDate(ticket.seasonEndsAt, ticket.language),
      )
    : formatDateTime(ticket.startsAt, ticket.language);
  value(doc, when, left, y + 12, 15, LEFT_WIDTH);
  y = doc.y + 8;
  label(doc, t.venue, left, y);
  value(doc, ticket.venue, left, y + 12, 12, LEFT_WIDTH);
  y = drawSeatBox(doc, ticket, left, doc.y + 12);
  y = drawFacts(doc, ticket, left, y + 14);

  const qrX = x + CARD_WIDTH - QR_SIZE - 16;
  doc.image(qr, qrX, bodyTop - 4, { width: QR_SIZE, height: QR_SIZE });
  doc
    .font(FONT.regular)
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(t.scanHint, qrX, bodyTop + QR_SIZE, { width: QR_SIZE, align: 'center' });
  doc
    .font(FONT.bold)
    .fontSize(10)
    .fillColor(INK)
    .text(ticket.serial, qrX, doc.y + 2, { width: QR_SIZE, align: 'center' });
  let rightBottom = doc.y + 10;
  if (ticket.holderPhoto) {
    // The holder's photo, as on an ID: the gate compares it with the face.
    const photoX = qrX + (QR_SIZE - PHOTO_WIDTH) / 2;
    const photoY = doc.y + 10;
    doc.image(ticket.holderPhoto, photoX, photoY, {
      fit: [PHOTO_WIDTH, PHOTO_HEIGHT],
      align: 'center',
      valign: 'center',
    });
    doc.rect(photoX, photoY, PHOTO_WIDTH, PHOTO_HEIGHT).lineWidth(0.8).strokeColor(MUTED).stroke();
    doc
      .font(FONT.regular)
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(t.holder.toUpperCase(), qrX, photoY + PHOTO_HEIGHT + 4, {
        width: QR_SIZE,
        align: 'center',
        characterSpacing: 0.4,
      });
    rightBottom = doc.y + 10;
  }

  const cardBottom = Math.max(y, rightBottom) + 4;
  doc
    .rect(x, top, CARD_WIDTH, cardBottom - top)
    .lineWidth(1.2)
    .strokeColor(BRAND)
    .stroke();

  y = cardBottom + 16;
  if (ticket.ticketType === 'CHILD') y = drawChildRule(doc, t, x, y) + 16;
  drawRules(doc, t, x, y, Boolean(ticket.seasonEndsAt));
}

/** A PDF with one page per ticket, in the given order (an order's tickets in one file). */
export async function renderTicketsPdf(tickets: readonly TicketPrint[]): Promise<Buffer> {
  if (tickets.length === 0) throw new Error('a ticket PDF needs at least one ticket');
  const qrCodes = await Promise.all(tickets.map((ticket) => qrPng(ticket.token)));
  const first = tickets[0] as TicketPrint;
  const t = ticketTextsIn(first.language);
  const doc = await createDocument({
    title: `${first.seasonEndsAt ? t.season.documentTitle : t.documentTitle} – ${first.matchTitle}`,
    author: first.clubName,
  });
  tickets.forEach((ticket, i) => {
    drawTicketPage(doc, ticket, qrCodes[i] as Buffer);
  });
  return finishDocument(doc);
}

/** A one-page PDF of one ticket. */
export function renderTicketPdf(ticket: TicketPrint): Promise<Buffer> {
  return renderTicketsPdf([ticket]);
}
