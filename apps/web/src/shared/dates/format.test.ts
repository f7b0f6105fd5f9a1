import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatLongCountdown,
  formatTime,
  formatWeekday,
} from './format.ts';

// Run with a visitor clock far from Bratislava, so the tests prove the club's zone is used.
const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe('dates in Slovak style', () => {
  const faceOff = '2025-01-15T17:30:00.000Z'; // 18:30 in Bratislava (CET, UTC+1)

  it('DD.MM.YYYY', () => {
    expect(formatDate(faceOff)).toBe('15.01.2025');
  });

  it('DD.MM.YYYY HH:mm', () => {
    expect(formatDateTime(faceOff)).toBe('15.01.2025 18:30');
  });

  it('HH:mm with a 24-hour clock and leading zeros', () => {
    expect(formatTime(faceOff)).toBe('18:30');
    expect(formatTime('2025-01-15T08:05:00.000Z')).toBe('09:05');
  });

  it('weekday name in Slovak', () => {
    expect(formatWeekday('2025-03-29T17:00:00.000Z')).toBe('sobota');
    expect(formatWeekday(faceOff)).toBe('streda');
  });

  it('accepts an ISO string, epoch milliseconds or a Date', () => {
    const ms = Date.parse(faceOff);
    expect(formatDateTime(ms)).toBe('15.01.2025 18:30');
    expect(formatDateTime(new Date(ms))).toBe('15.01.2025 18:30');
  });
});

describe('dates are shown in Bratislava time', () => {
  it('whatever the visitor clock says', () => {
    expect(new Date('2025-01-15T17:30:00.000Z').getHours()).toBe(9); // the visitor's own clock
    expect(formatTime('2025-01-15T17:30:00.000Z')).toBe('18:30');
  });

  it('a late UTC evening is already the next day in Bratislava', () => {
    expect(formatDate('2025-06-30T22:30:00.000Z')).toBe('01.07.2025');
    expect(formatDateTime('2025-12-31T23:15:00.000Z')).toBe('01.01.2026 00:15');
  });

  it('in summer time (UTC+2)', () => {
    expect(formatDateTime('2025-07-10T16:00:00.000Z')).toBe('10.07.2025 18:00');
  });

  it('dates are shown in Bratislava time across the spring DST change', () => {
    // 30 March 2025: clocks jump from 02:00 CET to 03:00 CEST at 01:00 UTC.
    expect(formatDateTime('2025-03-30T00:59:00.000Z')).toBe('30.03.2025 01:59');
    expect(formatDateTime('2025-03-30T01:00:00.000Z')).toBe('30.03.2025 03:00');
  });

  it('dates are shown in Bratislava time across the autumn DST change', () => {
    // 26 October 2025: clocks fall back from 03:00 CEST to 02:00 CET at 01:00 UTC; 02:30 happens twice.
    expect(formatTime('2025-10-26T00:30:00.000Z')).toBe('02:30');
    expect(formatTime('2025-10-26T01:30:00.000Z')).toBe('02:30');
    expect(formatTime('2025-10-26T02:30:00.000Z')).toBe('03:30');
  });
});

describe('countdown mm:ss', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(15 * 60_000 + 1000)).toBe('15:01');
  });

  it('drops partial seconds', () => {
    expect(formatCountdown(59_999)).toBe('00:59');
    expect(formatCountdown(999)).toBe('00:00');
  });

  it('lets minutes exceed 59', () => {
    expect(formatCountdown(75 * 60_000 + 5_000)).toBe('75:05');
  });

  it('never shows a negative time', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});

describe('a push link countdown h:mm:ss', () => {
  it('shows hours once the time is an hour or more', () => {
    expect(formatLongCountdown(12 * 3_600_000)).toBe('12:00:00');
    expect(formatLongCountdown(3_600_000 + 61_000)).toBe('1:01:01');
  });

  it('is mm:ss under an hour', () => {
    expect(formatLongCountdown(59 * 60_000 + 5_000)).toBe('59:05');
  });
});
