import { describe, expect, it } from 'vitest';
import { describeFailure, retryAfterOf, toApiError } from './apiError.ts';

describe('saying why something failed', () => {
  it('a 429 says when to try again, in seconds or minutes', () => {
    const limited = (retryAfter: number) =>
      toApiError({
        status: 429,
        data: { status: 429, code: 'RATE_LIMITED', message: 'Príliš veľa pokusov.', data: { retryAfter } },
      });
    expect(retryAfterOf(limited(45))).toBe(45);
    expect(describeFailure('Kód sa nepodarilo odoslať.', limited(1))).toBe(
      'Kód sa nepodarilo odoslať. Skúste to, prosím, znova o 1 sekundu.',
    );
    expect(describeFailure('Kód sa nepodarilo odoslať.', limited(45))).toBe(
      'Kód sa nepodarilo odoslať. Skúste to, prosím, znova o 45 sekúnd.',
    );
    expect(describeFailure('Kód sa nepodarilo odoslať.', limited(61))).toBe(
      'Kód sa nepodarilo odoslať. Skúste to, prosím, znova o 2 minúty.',
    );
    expect(describeFailure('Kód sa nepodarilo odoslať.', limited(900))).toBe(
      'Kód sa nepodarilo odoslať. Skúste to, prosím, znova o 15 minút.',
    );
  });

  it('a 429 without a wait, and other failures, give the API message', () => {
    const plain = toApiError({
      status: 429,
      data: { status: 429, code: 'RATE_LIMITED', message: 'Príliš veľa pokusov.' },
    });
    expect(retryAfterOf(plain)).toBeNull();
    expect(describeFailure('Neodoslané.', plain)).toBe('Neodoslané. Príliš veľa pokusov.');
    const down = toApiError({ status: 'FETCH_ERROR', error: 'TypeError' });
    expect(describeFailure('Neodoslané.', down)).toBe(
      'Neodoslané. Server je nedostupný. Skontrolujte pripojenie a skúste to znova.',
    );
  });

  it('takes the API code and message as they come; what is not a code is an unknown error', () => {
    const refused = toApiError({
      status: 409,
      data: { status: 409, code: 'SEAT_INACTIVE', message: 'Obsadené.' },
    });
    expect(refused).toEqual({ status: 409, code: 'SEAT_INACTIVE', message: 'Obsadené.' });
    // A gateway's page, not the API's answer.
    const gateway = toApiError({ status: 502, data: { code: 'bad gateway' } });
    expect(gateway.code).toBe('UNKNOWN_ERROR');
    // Without a message (the API always sends one) the fan reads the shop's own words.
    expect(toApiError({ status: 409, data: { code: 'SEAT_INACTIVE' } }).message).toBe(
      toApiError(undefined).message,
    );
  });
});
