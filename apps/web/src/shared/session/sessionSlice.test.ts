import { DEFAULT_POST_LOGIN_PATH } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import { postLoginPath } from './sessionRules.ts';
import { loginRequired, type SessionState, sessionExpired, sessionSlice } from './sessionSlice.ts';

const closed: SessionState = {
  session: null,
  loginDialog: 'closed',
  returnLocation: null,
  loginEmail: null,
  wrongCredentials: false,
  emailNotVerified: false,
  loading: false,
};
const reduce = sessionSlice.reducer;

const fanRoles = ['USER'];
const at = (pathname: string, returnLocation: string | null = null) => ({ returnLocation, pathname });

describe('where a login leads', () => {
  it("the route guard's dialog returns to the page the deep link opened", () => {
    const state = reduce(closed, loginRequired('/my-orders?page=2'));
    expect(state.loginDialog).toBe('required');
    expect(
      postLoginPath({ required: true, roles: fanRoles, ...at('/my-orders', state.returnLocation) }),
    ).toBe('/my-orders?page=2');
  });

  it('without a return location a fan goes to /events and staff to the back office', () => {
    expect(postLoginPath({ required: true, roles: fanRoles, ...at('/') })).toBe(DEFAULT_POST_LOGIN_PATH);
    expect(DEFAULT_POST_LOGIN_PATH).toBe('/events');
    expect(postLoginPath({ required: true, roles: ['USER', 'CASHIER'], ...at('/') })).toBe('/admin');
  });

  it('a failed token refresh asks to log in again and returns to the page the user was on', () => {
    const state = reduce(closed, sessionExpired('/event/abc/A11'));
    expect(state.loginDialog).toBe('required');
    expect(postLoginPath({ required: true, roles: fanRoles, ...at('/', state.returnLocation) })).toBe(
      '/event/abc/A11',
    );
  });

  it('from the top bar, a fan done with verification, registration or a reset goes on to /events', () => {
    for (const pathname of ['/verify', '/register', '/reset/abc123']) {
      expect(postLoginPath({ required: false, roles: fanRoles, ...at(pathname) })).toBe('/events');
    }
  });

  it('a fan who went to create an account from a transfer link goes back to it after the first login', () => {
    const signupReturn = '/transfer/abc';
    for (const pathname of ['/verify', '/register']) {
      expect(postLoginPath({ required: false, roles: fanRoles, ...at(pathname), signupReturn })).toBe(
        signupReturn,
      );
    }
    expect(postLoginPath({ required: false, roles: fanRoles, ...at('/'), signupReturn })).toBeNull();
  });

  it('from the top bar, a fan elsewhere stays on the page', () => {
    for (const pathname of ['/', '/page/permanentky', '/event/abc/arena']) {
      expect(postLoginPath({ required: false, roles: fanRoles, ...at(pathname) })).toBeNull();
    }
  });

  it('from the top bar, staff land in the back office (and stay there if already in it)', () => {
    expect(postLoginPath({ required: false, roles: ['USER', 'ADMIN'], ...at('/') })).toBe('/admin');
    expect(postLoginPath({ required: false, roles: ['CASHIER'], ...at('/register') })).toBe('/admin');
    expect(postLoginPath({ required: false, roles: ['ADMIN'], ...at('/admin/orders') })).toBeNull();
  });
});
