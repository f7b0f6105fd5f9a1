/** What the payment status page shows for a check-payment answer, and whether it keeps asking. */
import type { PaymentCheck } from '@hokej/contract';

export type PaymentView =
  | 'checking'
  | 'paid'
  | 'declined'
  | 'abandoned'
  | 'cancelled'
  | 'refundDue'
  | 'refunded'
  | 'waiting';

export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 60_000;

/**
 * The order's status wins (a paid order is paid whatever the attempt says); an unpaid order shows its newest
 * attempt: declined or abandoned (re-payable), else still being checked until the minute is up, then waiting.
 * A cancelled order whose money came anyway (`refundDue`) says the money goes back.
 */
export function paymentView(check: PaymentCheck | null, elapsedMs: number): PaymentView {
  if (check?.status === 'PAID') return 'paid';
  if (check?.status === 'CANCELLED') return check.refundDue ? 'refundDue' : 'cancelled';
  if (check?.status === 'REFUNDED') return 'refunded';
  if (check?.paymentStatus === 'DECLINED') return 'declined';
  if (check?.paymentStatus === 'ABANDONED') return 'abandoned';
  return elapsedMs < POLL_LIMIT_MS ? 'checking' : 'waiting';
}

export const keepsPolling = (view: PaymentView) => view === 'checking';

/** A declined or abandoned card payment of an unpaid order may be tried again. */
export const offersRepay = (view: PaymentView) => view === 'declined' || view === 'abandoned';
