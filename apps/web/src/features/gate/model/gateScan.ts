/** What one scan at the gate came to, as the cashier must see it: admit, or why not. */
import type { TicketCheck } from '@hokej/contract';
import type { ApiError } from '../../../shared/api/apiError.ts';

export type GateVerdict =
  | { kind: 'admitted'; ticket: TicketCheck }
  | { kind: 'alreadyUsed'; checkedInAt: string | null; gate: string | null }
  | { kind: 'wrongMatch'; validFor: string | null; startsAt: string | null }
  /** A ticket of this match, scanned outside the match day's entry window: not let in now. */
  | { kind: 'wrongDay'; startsAt: string | null }
  | { kind: 'refunded' }
  /** The ticket was given to a friend for this match (issue 22): the friend's new ticket enters, not this one. */
  | { kind: 'transferred' }
  /** A season ticket whose holder released the seat for sale for this match: not valid for it. */
  | { kind: 'released' }
  /** A season ticket on installments with a part long overdue: blocked until it is paid. */
  | { kind: 'overdue' }
  /** The code is not one the club signed: forged, altered or cut. */
  | { kind: 'invalid' }
  /** No ticket has this serial (or the token's ticket is gone). */
  | { kind: 'unknown' }
  /** Not an answer about the ticket (network, session, server): the cashier scans again. */
  | { kind: 'failed'; message: string };

export type GateScan = { id: number; code: string; scannedAt: number; verdict: GateVerdict };

/** The last scans kept on screen, newest first. */
export const SCAN_HISTORY_SIZE = 8;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

export function gateVerdict(result: { data: TicketCheck } | { error: ApiError }): GateVerdict {
  if ('data' in result) return { kind: 'admitted', ticket: result.data };
  const { error } = result;
  switch (error.code) {
    case 'TICKET_ALREADY_USED':
      return {
        kind: 'alreadyUsed',
        checkedInAt: text(error.data?.checkedInAt),
        gate: text(error.data?.gate),
      };
    case 'TICKET_WRONG_MATCH':
      return {
        kind: 'wrongMatch',
        validFor: text(error.data?.validFor),
        startsAt: text(error.data?.startsAt),
      };
    case 'TICKET_WRONG_DAY':
      return { kind: 'wrongDay', startsAt: text(error.data?.startsAt) };
    case 'TICKET_REFUNDED':
      return { kind: 'refunded' };
    case 'TICKET_TRANSFERRED':
      return { kind: 'transferred' };
    case 'TICKET_SEAT_RELEASED':
      return { kind: 'released' };
    case 'SEASON_TICKET_INSTALLMENT_OVERDUE':
      return { kind: 'overdue' };
    case 'TICKET_PARAMETER_INVALID':
      return { kind: 'invalid' };
    case 'TICKET_NOT_FOUND':
      return { kind: 'unknown' };
    default:
      return { kind: 'failed', message: error.message };
  }
}

export const withScan = (history: readonly GateScan[], scan: GateScan): GateScan[] =>
  [scan, ...history].slice(0, SCAN_HISTORY_SIZE);
