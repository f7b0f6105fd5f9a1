import { describe, expect, it } from 'vitest';
import { formatCount } from './number.ts';

const NBSP = '\u00a0';

describe('counts with Slovak thousands separators', () => {
  it('groups thousands with a no-break space: 10 009, not 10009', () => {
    expect(formatCount(10009)).toBe(`10${NBSP}009`);
    expect(formatCount(1_234_567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatCount(-2500)).toBe(`-2${NBSP}500`);
  });

  it('leaves small numbers as they are and uses a decimal comma', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234.5)).toBe(`1${NBSP}234,5`);
  });
});
