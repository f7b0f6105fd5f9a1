import type { TicketTransfer, TransferMatch } from '@hokej/contract';
import { transferCutoff } from '../../../shared/transfers/transferApi.ts';

/** The transfer that decides a ticket's state for one match: an open one (pending or accepted), else none. */
export function openTransferOf(
  sent: readonly TicketTransfer[],
  ticketSerial: string,
  matchId: string,
): TicketTransfer | undefined {
  return sent.find(
    (transfer) =>
      transfer.ticketSerial === ticketSerial &&
      transfer.matchId === matchId &&
      transfer.state !== 'CANCELLED',
  );
}

/** A season ticket's open loans, one per match: pending or accepted, soonest match first. */
export function openLoansOf(sent: readonly TicketTransfer[], ticketSerial: string): TicketTransfer[] {
  return sent
    .filter((transfer) => transfer.ticketSerial === ticketSerial && transfer.state !== 'CANCELLED')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** The matches a season ticket may be lent for now: before the cut-off, not released for sale, not lent. */
export const lendableMatches = (matches: readonly TransferMatch[], lent: readonly string[] = []) =>
  matches.filter((m) => m.open && !m.released && !lent.includes(m.matchId));

/** Whether a ticket for a match starting at `startsAt` may still be transferred or accepted at `now`. */
export const transferOpen = (startsAt: string, now = Date.now()) => transferCutoff(startsAt).getTime() > now;

/** Who has the ticket now, as the sender reads it: the recipient's name, else the address it went to. */
export const recipientOf = (transfer: TicketTransfer) => transfer.recipientName ?? transfer.recipientEmail;

/** What the acceptance page shows for the link's transfer. */
export type LinkView = 'offer' | 'accepted' | 'cancelled' | 'expired';

export function linkViewOf(transfer: TicketTransfer, now = Date.now()): LinkView {
  if (transfer.state === 'ACCEPTED') return 'accepted';
  if (transfer.state === 'CANCELLED') return 'cancelled';
  return transferOpen(transfer.startsAt, now) ? 'offer' : 'expired';
}
