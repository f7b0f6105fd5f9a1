import { describe, expect, it } from 'vitest';
import { formatPrice } from './money.ts';

// Slovak style: decimal comma, no-break space before the euro sign and between thousands.
const NBSP = '\u00a0';

describe('prices in euro cents shown Slovak style', () => {
  it('12,00 € formatting', () => {
    expect(formatPrice(1200)).toBe(`12,00${NBSP}€`);
  });

  it('always shows two decimals', () => {
    expect(formatPrice(1250)).toBe(`12,50${NBSP}€`);
    expect(formatPrice(5)).toBe(`0,05${NBSP}€`);
    expect(formatPrice(0)).toBe(`0,00${NBSP}€`);
  });

  it('groups thousands with a no-break space so a price never wraps', () => {
    expect(formatPrice(123456)).toBe(`1${NBSP}234,56${NBSP}€`);
    expect(formatPrice(45_000_00)).toBe(`45${NBSP}000,00${NBSP}€`);
    expect(formatPrice(123456)).not.toMatch(/ /);
  });

  it('treats the amount as cents, not euros', () => {
    expect(formatPrice(1)).toBe(`0,01${NBSP}€`);
    expect(formatPrice(100)).toBe(`1,00${NBSP}€`);
  });
});
