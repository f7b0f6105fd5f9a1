import { describe, expect, it } from 'vitest';
import {
  centsDecimal,
  clubDay,
  clubInstant,
  clubWallClock,
  formatClubDateTime,
  formatEuroCents,
} from '../src/format.ts';

describe("the club's clock (Europe/Bratislava)", () => {
  it('a wall-clock time in winter is UTC+1, in summer UTC+2', () => {
    expect(clubInstant(2025, 1, 15, 18, 30).toISOString()).toBe('2025-01-15T17:30:00.000Z');
    expect(clubInstant(2025, 7, 10, 18, 0).toISOString()).toBe('2025-07-10T16:00:00.000Z');
  });

  it('a day past the end of the month rolls over into the next', () => {
    expect(clubInstant(2025, 1, 32, 17, 0).toISOString()).toBe('2025-02-01T16:00:00.000Z');
  });

  it('the days around both daylight-saving changes keep their wall-clock time', () => {
    // 30 March 2025 02:00 → 03:00; 26 October 2025 03:00 → 02:00.
    expect(formatClubDateTime(clubInstant(2025, 3, 29, 18, 30))).toBe('29.03.2025 18:30');
    expect(formatClubDateTime(clubInstant(2025, 3, 30, 18, 30))).toBe('30.03.2025 18:30');
    expect(clubInstant(2025, 3, 30, 18, 30).getTime() - clubInstant(2025, 3, 29, 18, 30).getTime()).toBe(
      23 * 3_600_000,
    );
    expect(clubInstant(2025, 10, 26, 18, 30).getTime() - clubInstant(2025, 10, 25, 18, 30).getTime()).toBe(
      25 * 3_600_000,
    );
  });

  it('reads an instant back as the same wall clock, and its calendar day', () => {
    const instant = clubInstant(2026, 12, 31, 23, 45);
    expect(clubWallClock(instant)).toEqual({
      year: '2026',
      month: '12',
      day: '31',
      hour: '23',
      minute: '45',
    });
    expect(clubDay(instant)).toBe('2026-12-31');
    expect(clubDay(new Date(instant.getTime() + 20 * 60_000))).toBe('2027-01-01');
  });

  it('prints a moment Slovak-style by default and en-GB-style in English, on the club clock either way', () => {
    const summer = new Date('2026-07-04T16:05:00Z');
    expect(formatClubDateTime(summer)).toBe('04.07.2026 18:05');
    expect(formatClubDateTime(summer, 'en')).toBe('04/07/2026 18:05');
  });
});

describe('money', () => {
  const NBSP = '\u00a0';
  it('integer cents in Slovak style with non-breaking spaces, negative amounts with a minus', () => {
    expect(formatEuroCents(1250)).toBe(`12,50${NBSP}€`);
    expect(formatEuroCents(123_456_789)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}€`);
    expect(formatEuroCents(-310)).toBe(`-3,10${NBSP}€`);
  });

  it('in English the euro sign first, a point for cents and commas for thousands', () => {
    expect(formatEuroCents(1250, 'en')).toBe('€12.50');
    expect(formatEuroCents(123_456_789, 'en')).toBe('€1,234,567.89');
    expect(formatEuroCents(-310, 'en')).toBe('-€3.10');
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => formatEuroCents(12.5)).toThrow(/integer cents/);
    expect(() => centsDecimal(12.5)).toThrow(/integer cents/);
  });

  it('as a bare decimal (CSV, price grid): a comma, no grouping, no currency', () => {
    expect(centsDecimal(1250)).toBe('12,50');
    expect(centsDecimal(600)).toBe('6,00');
    expect(centsDecimal(5)).toBe('0,05');
    expect(centsDecimal(123_456_789)).toBe('1234567,89');
    expect(centsDecimal(-310)).toBe('-3,10');
  });
});
