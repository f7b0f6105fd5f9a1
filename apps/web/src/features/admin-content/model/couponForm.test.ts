import { describe, expect, it } from 'vitest';
import { type CouponFormValues, eurosToCents, parseLimit, toCouponBody } from './couponForm.ts';

const values = (over: Partial<CouponFormValues> = {}): CouponFormValues => ({
  code: ' JESEN20 ',
  kind: 'PERCENT',
  value: '20',
  validFrom: '2026-12-01T00:00',
  validTo: '2026-12-31T23:59',
  usageLimit: '',
  setupId: '',
  ...over,
});

describe('coupon form', () => {
  it('euros become cents, with a comma or a dot', () => {
    expect(eurosToCents('5')).toBe(500);
    expect(eurosToCents('5,5')).toBe(550);
    expect(eurosToCents('12.05')).toBe(1205);
    expect(eurosToCents('5,555')).toBeNull();
    expect(eurosToCents('-1')).toBeNull();
    expect(eurosToCents('päť')).toBeNull();
  });

  it('an empty limit is unlimited; a non-number is invalid', () => {
    expect(parseLimit('')).toBeNull();
    expect(parseLimit(' 10 ')).toBe(10);
    expect(parseLimit('0')).toBe(0);
    expect(parseLimit('1,5')).toBeUndefined();
  });

  it('a percentage coupon for every match, unlimited, on the club clock', () => {
    expect(toCouponBody(values())).toEqual({
      errors: {},
      body: {
        code: 'JESEN20',
        kind: 'PERCENT',
        value: 20,
        validFrom: '2026-11-30T23:00:00.000Z',
        validTo: '2026-12-31T22:59:00.000Z',
        usageLimit: null,
      },
    });
  });

  it('a fixed coupon for one match with a limit', () => {
    const setupId = '0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4';
    expect(
      toCouponBody(values({ kind: 'FIXED', value: '5,50', usageLimit: '3', setupId })).body,
    ).toMatchObject({
      kind: 'FIXED',
      value: 550,
      usageLimit: 3,
      setupId,
    });
  });

  it('says what is wrong with each field and builds no body', () => {
    const { body, errors } = toCouponBody(
      values({ code: ' ', value: '0', validFrom: '', validTo: 'x', usageLimit: 'veľa' }),
    );
    expect(body).toBeUndefined();
    expect(Object.keys(errors).sort()).toEqual(['code', 'usageLimit', 'validFrom', 'validTo', 'value']);
    expect(toCouponBody(values({ kind: 'FIXED', value: '0' })).errors.value).toMatch(/väčšiu ako 0/);
  });
});
