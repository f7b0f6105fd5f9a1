/** What one scan at the gate came to, as the cashier must see it: admit, already used, invalid, or failed. */
import type { TicketCheck } from '@hokej/contract';
import type { ApiError } from '../../../shared/api/apiError.ts';

export type GateVerdict =
  | { kind: 'admitted'; ticket: TicketCheck }
  | { kind: 'alreadyUsed'; checkedInAt: string | null }
  | { kind: 'invalid' }
  /** Not an answer about the ticket (network, session, server): the cashier scans again. */
  | { kind: 'failed'; message: string };

export type GateScan = { id: number; code: string; scannedAt: number; verdict: GateVerdict };

/** The last scans kept on screen, newest first. */
export const SCAN_HISTORY_SIZE = 8;

const invalidCodes = new Set(['TICKET_PARAMETER_INVALID', 'TICKET_NOT_FOUND']);

export function gateVerdict(result: { data: TicketCheck } | { error: ApiError }): GateVerdict {
  if ('data' in result) return { kind: 'admitted', ticket: result.data };
  const { error } = result;
  if (error.code === 'TICKET_ALREADY_USED') {
    const at = error.data?.checkedInAt;
    return { kind: 'alreadyUsed', checkedInAt: typeof at === 'string' ? at : null };
  }
  if (invalidCodes.has(error.code)) return { kind: 'invalid' };
  return { kind: 'failed', message: error.message };
}

export const withScan = (history: readonly GateScan[], scan: GateScan): GateScan[] =>
  [scan, ...history].slice(0, SCAN_HISTORY_SIZE);
