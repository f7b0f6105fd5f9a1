import type { SetupType } from './enums.ts';

/** Match tickets, season tickets ("permanentky") or both in one order: how its documents are named. */
export type TicketKind = 'MATCH' | 'SEASON' | 'MIXED';

export function ticketKindOf(items: readonly { setupType: SetupType }[]): TicketKind {
  const season = items.some((item) => item.setupType === 'SEASON');
  const match = items.some((item) => item.setupType === 'EVENT');
  return season && match ? 'MIXED' : season ? 'SEASON' : 'MATCH';
}

const ticketsPrefix: Record<TicketKind, string> = {
  MATCH: 'vstupenky',
  SEASON: 'permanentky',
  MIXED: 'vstupenky-a-permanentky',
};

/**
 * The file of an order's tickets, the same wherever it is handed out (My orders, the success page, the
 * order e-mail's attachment, the back office): vstupenky-100003.pdf, permanentky-100004.pdf.
 */
export const ticketsFileName = (orderNumber: string | number, kind: TicketKind): string =>
  `${ticketsPrefix[kind]}-${orderNumber}.pdf`;

/** The file of one ticket by its serial: vstupenka-100003-1.pdf, permanentka-100004-1.pdf. */
export const ticketFileName = (serial: string, season: boolean): string =>
  `${season ? 'permanentka' : 'vstupenka'}-${serial}.pdf`;
