/** The spec's cart countdown rules, free of React so they can be read (and tested) on their own. */
import type { CartItem } from '@hokej/contract';
import {
  CART_TIMER_CAP_HOURS,
  COUNTDOWN_DANGER_MINUTES,
  COUNTDOWN_PADDING_MS,
  COUNTDOWN_WARNING_MINUTES,
} from '@hokej/contract/constants';

/** Earliest expiry among items awaiting payment; a cancelled item stops the countdown (null). */
export function earliestExpiry(items: readonly CartItem[]): number | null {
  let earliest: number | null = null;
  for (const item of items) {
    if (item.status === 'CANCELLED') return null;
    const expiry = Date.parse(item.expireAt);
    if (earliest === null || expiry < earliest) earliest = expiry;
  }
  return earliest;
}

/**
 * The spec's second countdown: the earliest ticket expiration of the items, overridden by `later` (a push
 * link's expiry) only when that is later; no items, the given value alone.
 */
export function ticketExpiry(items: readonly CartItem[], later?: number): number | null {
  const expirations = items.map((item) => Date.parse(item.ticket.expiration)).filter(Number.isFinite);
  const earliest = expirations.length > 0 ? Math.min(...expirations) : null;
  if (later === undefined) return earliest;
  return earliest === null ? later : Math.max(earliest, later);
}

/** Milliseconds left on the server's clock, plus the spec's 1 s padding. */
export function remainingMs(expiry: number, diffTimestamp: number, clientNow = Date.now()): number {
  const serverNow = clientNow - diffTimestamp;
  return expiry - serverNow + COUNTDOWN_PADDING_MS;
}

/** The timer runs only between 0 and 24 h. */
export const isTimerRunning = (remaining: number) =>
  remaining > 0 && remaining < CART_TIMER_CAP_HOURS * 3_600_000;

export function countdownVariant(remaining: number): 'success' | 'warning' | 'danger' {
  if (remaining <= COUNTDOWN_DANGER_MINUTES * 60_000) return 'danger';
  if (remaining <= COUNTDOWN_WARNING_MINUTES * 60_000) return 'warning';
  return 'success';
}

/** The client time the countdown reads, stamped with the expiry it was taken for. */
export interface CountdownClock {
  key: string;
  now: number;
}

/**
 * While no timer runs the clock is not refreshed, so a new hold would be counted from a stale time. When the
 * held expiry (or the server clock difference) changes, the clock is taken afresh from the current time.
 */
export function countdownClock(
  previous: CountdownClock,
  key: string,
  clientNow = Date.now(),
): CountdownClock {
  return previous.key === key ? previous : { key, now: clientNow };
}
