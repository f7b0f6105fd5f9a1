import type { SetupType } from './enums.ts';
import type { ShopLanguage } from './language.ts';

/** Match tickets, season tickets ("permanentky") or both in one order: how its documents are named. */
export type TicketKind = 'MATCH' | 'SEASON' | 'MIXED';

export function ticketKindOf(items: readonly { setupType: SetupType }[]): TicketKind {
  const season = items.some((item) => item.setupType === 'SEASON');
  const match = items.some((item) => item.setupType === 'EVENT');
  return season && match ? 'MIXED' : season ? 'SEASON' : 'MATCH';
}

/** An order's other files: its invoice, credit note, matches for a calendar, PAY by square code. */
export type OrderFile = 'invoice' | 'creditNote' | 'calendar' | 'payBySquare';

const sk = {
  tickets: { MATCH: 'vstupenky', SEASON: 'permanentky', MIXED: 'vstupenky-a-permanentky' },
  ticket: 'vstupenka',
  seasonTicket: 'permanentka',
  files: {
    invoice: 'faktura-{n}.pdf',
    creditNote: 'dobropis-{n}.pdf',
    calendar: 'zapasy-{n}.ics',
    payBySquare: 'platba-{n}.png',
  },
} satisfies {
  tickets: Record<TicketKind, string>;
  ticket: string;
  seasonTicket: string;
  files: Record<OrderFile, string>;
};

/** The files' names in the order's language: Slovak the source, English with the same keys. */
const fileNames: Record<ShopLanguage, typeof sk> = {
  sk,
  en: {
    tickets: { MATCH: 'tickets', SEASON: 'season-tickets', MIXED: 'tickets-and-season-tickets' },
    ticket: 'ticket',
    seasonTicket: 'season-ticket',
    files: {
      invoice: 'invoice-{n}.pdf',
      creditNote: 'credit-note-{n}.pdf',
      calendar: 'matches-{n}.ics',
      payBySquare: 'payment-{n}.png',
    },
  },
};

/**
 * The file of an order's tickets, the same wherever it is handed out (My orders, the success page, the
 * order e-mail's attachment, the back office): vstupenky-100003.pdf, permanentky-100004.pdf; in English
 * tickets-100003.pdf, season-tickets-100004.pdf.
 */
export const ticketsFileName = (
  orderNumber: string | number,
  kind: TicketKind,
  language: ShopLanguage = 'sk',
): string => `${fileNames[language].tickets[kind]}-${orderNumber}.pdf`;

/** The file of one ticket by its serial: vstupenka-100003-1.pdf, permanentka-100004-1.pdf (ticket-…, season-ticket-…). */
export const ticketFileName = (serial: string, season: boolean, language: ShopLanguage = 'sk'): string =>
  `${season ? fileNames[language].seasonTicket : fileNames[language].ticket}-${serial}.pdf`;

/** An order's invoice, credit note, calendar or PAY by square file: faktura-100003.pdf, invoice-100003.pdf. */
export const orderFileName = (
  file: OrderFile,
  orderNumber: string | number,
  language: ShopLanguage = 'sk',
): string => fileNames[language].files[file].replace('{n}', String(orderNumber));
