import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, toDateTimeInput } from './dateTimeInput.ts';

describe('date-time inputs on the club clock', () => {
  it('reads the wall clock of Bratislava in winter and in summer', () => {
    expect(fromDateTimeInput('2026-12-05T18:30')).toBe('2026-12-05T17:30:00.000Z');
    expect(fromDateTimeInput('2026-07-01T18:30')).toBe('2026-07-01T16:30:00.000Z');
  });

  it('writes an instant back as the same wall clock', () => {
    expect(toDateTimeInput('2026-12-05T17:30:00.000Z')).toBe('2026-12-05T18:30');
    expect(toDateTimeInput(fromDateTimeInput('2027-03-01T00:05') as string)).toBe('2027-03-01T00:05');
  });

  it('anything else is no time', () => {
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('zajtra')).toBeNull();
    expect(fromDateTimeInput('2026-12-05')).toBeNull();
  });
});
