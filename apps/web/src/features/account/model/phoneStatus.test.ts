import { describe, expect, it } from 'vitest';
import { phoneStatus } from './phoneStatus.ts';

describe('the phone warning of My account', () => {
  it('no number is missing', () => {
    expect(phoneStatus({ phoneNumber: null, phoneNumberVerified: false })).toBe('missing');
    expect(phoneStatus({ phoneNumber: '  ', phoneNumberVerified: false })).toBe('missing');
  });

  it('a number without the country prefix, or with letters, is malformed', () => {
    for (const phone of ['0901234567', '+42 1901', '+421 abc', '00421901234567']) {
      expect(phoneStatus({ phoneNumber: phone, phoneNumberVerified: false })).toBe('malformed');
    }
  });

  it('a well-formed number is unverified until verified', () => {
    expect(phoneStatus({ phoneNumber: '+421901234567', phoneNumberVerified: false })).toBe('unverified');
    expect(phoneStatus({ phoneNumber: '+(421)901 234 567', phoneNumberVerified: false })).toBe('unverified');
    expect(phoneStatus({ phoneNumber: '+421901234567', phoneNumberVerified: true })).toBe('verified');
  });
});
