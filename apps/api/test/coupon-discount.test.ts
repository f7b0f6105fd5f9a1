import { describe, expect, it } from 'vitest';
import { discountOf, fitsCart } from '../src/modules/coupons/coupon-discount.ts';

const A = 'match-a';
const B = 'match-b';

describe('what a coupon takes off', () => {
  it('a percentage is rounded half up to a cent, once per order', () => {
    // 10 % of 10,05 € is 1,005 € → 1,01 €; per line it would have been 2 × 0,50 €.
    expect(discountOf({ kind: 'PERCENT', value: 10, setupId: null }, [{ setupId: A, price: 1005 }])).toBe(
      101,
    );
    expect(
      discountOf({ kind: 'PERCENT', value: 10, setupId: null }, [
        { setupId: A, price: 502 },
        { setupId: B, price: 503 },
      ]),
    ).toBe(101);
    expect(discountOf({ kind: 'PERCENT', value: 15, setupId: null }, [{ setupId: A, price: 333 }])).toBe(50);
    expect(discountOf({ kind: 'PERCENT', value: 100, setupId: null }, [{ setupId: A, price: 1234 }])).toBe(
      1234,
    );
  });

  it('a fixed amount never takes more than the covered lines cost', () => {
    expect(discountOf({ kind: 'FIXED', value: 500, setupId: null }, [{ setupId: A, price: 1200 }])).toBe(500);
    expect(discountOf({ kind: 'FIXED', value: 5000, setupId: null }, [{ setupId: A, price: 1200 }])).toBe(
      1200,
    );
    expect(discountOf({ kind: 'FIXED', value: 500, setupId: null }, [])).toBe(0);
  });

  it('a per-match coupon covers only that match', () => {
    const lines = [
      { setupId: A, price: 1000 },
      { setupId: B, price: 3000 },
    ];
    expect(discountOf({ kind: 'PERCENT', value: 50, setupId: A }, lines)).toBe(500);
    expect(discountOf({ kind: 'FIXED', value: 2000, setupId: A }, lines)).toBe(1000);
    expect(fitsCart({ setupId: A }, lines)).toBe(true);
    expect(fitsCart({ setupId: 'other' }, lines)).toBe(false);
    expect(fitsCart({ setupId: null }, [])).toBe(true);
  });
});
