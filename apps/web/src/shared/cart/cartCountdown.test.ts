import type { CartItem } from '@hokej/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown } from '../dates/format.ts';
import {
  countdownClock,
  countdownVariant,
  earliestExpiry,
  isTimerRunning,
  remainingMs,
  ticketExpiry,
} from './cartCountdown.ts';

const SERVER_NOW = Date.UTC(2025, 1, 1, 18, 0, 0);
const MINUTE = 60_000;

let nextId = 0;
function item(expireAt: number, status: CartItem['status'] = 'AWAITING_PAYMENT'): CartItem {
  nextId += 1;
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    setupType: 'EVENT',
    setupUuid: '11111111-1111-4111-8111-111111111111',
    title: 'HK – HC',
    startsAt: new Date(SERVER_NOW + 2 * 3_600_000).toISOString(),
    seat: { sector: 'A11', row: '1', name: String(nextId) },
    ticketType: 'ADULT',
    price: 1200,
    plasticCard: false,
    status,
    expireAt: new Date(expireAt).toISOString(),
    ticket: { expiration: new Date(expireAt).toISOString() },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('which reservation the cart counts down', () => {
  it('picks the earliest expiry of the items awaiting payment', () => {
    const items = [
      item(SERVER_NOW + 14 * MINUTE),
      item(SERVER_NOW + 9 * MINUTE),
      item(SERVER_NOW + 12 * MINUTE),
    ];
    expect(earliestExpiry(items)).toBe(SERVER_NOW + 9 * MINUTE);
  });

  it('an empty cart has nothing to count down', () => {
    expect(earliestExpiry([])).toBeNull();
  });

  it('a cancelled item stops the countdown', () => {
    expect(earliestExpiry([item(SERVER_NOW + 5 * MINUTE, 'CANCELLED')])).toBeNull();
  });

  it('a cancelled item stops the countdown even after awaiting items, and even if it expires later', () => {
    const items = [item(SERVER_NOW + 5 * MINUTE), item(SERVER_NOW + 20 * MINUTE, 'CANCELLED')];
    expect(earliestExpiry(items)).toBeNull();
  });
});

describe('time left on the server clock', () => {
  it('the countdown shows the earliest reservation plus one second', () => {
    const expiry = earliestExpiry([item(SERVER_NOW + 15 * MINUTE), item(SERVER_NOW + 16 * MINUTE)]);
    expect(expiry).not.toBeNull();
    const remaining = remainingMs(expiry ?? 0, 0, SERVER_NOW);
    expect(remaining).toBe(15 * MINUTE + 1000);
    expect(formatCountdown(remaining)).toBe('15:01');
  });

  it('corrects a client clock that runs ahead of the server', () => {
    // The client's clock is 2 minutes ahead: diffTimestamp = client now − server time.
    const diff = 2 * MINUTE;
    const clientNow = SERVER_NOW + diff;
    expect(remainingMs(SERVER_NOW + 10 * MINUTE, diff, clientNow)).toBe(10 * MINUTE + 1000);
  });

  it('corrects a client clock that runs behind the server', () => {
    const diff = -3 * MINUTE;
    const clientNow = SERVER_NOW + diff;
    expect(remainingMs(SERVER_NOW + 10 * MINUTE, diff, clientNow)).toBe(10 * MINUTE + 1000);
  });

  it('goes negative once the reservation has expired (padding included)', () => {
    expect(remainingMs(SERVER_NOW, 0, SERVER_NOW + 1000)).toBe(0);
    expect(remainingMs(SERVER_NOW, 0, SERVER_NOW + 5000)).toBe(-4000);
  });

  it('counts down with the clock when no time is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(SERVER_NOW);
    const expiry = SERVER_NOW + 15 * MINUTE;
    expect(formatCountdown(remainingMs(expiry, 0))).toBe('15:01');
    vi.advanceTimersByTime(61_000);
    expect(formatCountdown(remainingMs(expiry, 0))).toBe('14:00');
    vi.advanceTimersByTime(14 * MINUTE);
    expect(formatCountdown(remainingMs(expiry, 0))).toBe('00:00');
  });
});

describe('when the timer runs', () => {
  it('runs only while the time left is above 0', () => {
    expect(isTimerRunning(1)).toBe(true);
    expect(isTimerRunning(0)).toBe(false);
    expect(isTimerRunning(-1000)).toBe(false);
  });

  it('does not run for 24 h or more left', () => {
    expect(isTimerRunning(24 * 3_600_000 - 1)).toBe(true);
    expect(isTimerRunning(24 * 3_600_000)).toBe(false);
    expect(isTimerRunning(3 * 24 * 3_600_000)).toBe(false);
  });
});

describe('countdown colours', () => {
  it('is green with more than 10 minutes left', () => {
    expect(countdownVariant(15 * MINUTE)).toBe('success');
    expect(countdownVariant(10 * MINUTE + 1)).toBe('success');
  });

  it('warns at 10 minutes left', () => {
    expect(countdownVariant(10 * MINUTE)).toBe('warning');
    expect(countdownVariant(3 * MINUTE + 1)).toBe('warning');
  });

  it('turns to danger at 3 minutes left', () => {
    expect(countdownVariant(3 * MINUTE)).toBe('danger');
    expect(countdownVariant(1000)).toBe('danger');
    expect(countdownVariant(0)).toBe('danger');
  });
});

describe('the clock the countdown reads', () => {
  it('a new hold is counted from the current time, not from a clock left stale while no timer ran', () => {
    // The page was opened 7 minutes before the first hold; no timer ran in between.
    const stale = { key: 'null|0', now: SERVER_NOW - 7 * MINUTE };
    const expiry = SERVER_NOW + 15 * MINUTE;
    const clock = countdownClock(stale, `${expiry}|0`, SERVER_NOW);
    expect(clock.now).toBe(SERVER_NOW);
    expect(formatCountdown(remainingMs(expiry, 0, clock.now))).toBe('15:01');
  });

  it('keeps the ticking clock while the expiry stays the same', () => {
    const ticking = { key: 'k', now: SERVER_NOW };
    expect(countdownClock(ticking, 'k', SERVER_NOW + 500)).toBe(ticking);
  });
});

describe('the second countdown (ticket expirations)', () => {
  const early = SERVER_NOW + 5 * MINUTE;
  const late = SERVER_NOW + 12 * MINUTE;

  it('takes the earliest ticket expiration', () => {
    expect(ticketExpiry([item(late), item(early)])).toBe(early);
    expect(ticketExpiry([])).toBeNull();
  });

  it('a given value overrides it only when later', () => {
    const link = SERVER_NOW + 60 * MINUTE;
    expect(ticketExpiry([item(early)], link)).toBe(link);
    expect(ticketExpiry([item(late)], SERVER_NOW + MINUTE)).toBe(late);
    expect(ticketExpiry([], link)).toBe(link);
  });
});
