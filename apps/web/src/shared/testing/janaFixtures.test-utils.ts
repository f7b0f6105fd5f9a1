/** Jana Hrašková, the page tests' customer: her session and her account as the API answers them. */
import type { MyAccount } from '@hokej/contract';
import { accessToken } from '../session/sessionFixtures.test-utils.ts';
import type { StoredSession } from '../session/sessionSlice.ts';

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Jana logged in with a verified phone, valid an hour by the real clock; `claims` go into the access token. */
export function janaSession(
  overrides: Partial<StoredSession> = {},
  claims: Record<string, unknown> = {},
): StoredSession {
  return {
    accessToken: accessToken({
      sub: 'u-1',
      role: ['USER'],
      name: 'Jana Hrašková',
      exp: inAnHour(),
      ...claims,
    }),
    refreshToken: 'r'.repeat(40),
    expRefreshToken: inAnHour(),
    roles: ['USER'],
    phoneNumber: '+421901234567',
    phoneNumberVerified: true,
    firstName: 'Jana',
    lastName: 'Hrašková',
    email: 'jana@example.sk',
    ...overrides,
  };
}

/** Jana's account: a verified phone, no newsletter, no invoice details. */
export const janaAccount = (overrides: Partial<MyAccount> = {}): MyAccount => ({
  email: 'jana@example.sk',
  firstName: 'Jana',
  lastName: 'Hrašková',
  phoneNumber: '+421901234567',
  phoneNumberVerified: true,
  newsletter: false,
  roles: ['USER'],
  address: null,
  companyId: '',
  dic: '',
  icdph: '',
  iban: '',
  ...overrides,
});
