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

describe('where the login-required dialog leads', () => {
  it("the route guard's dialog has no return location, so a login goes to /events", () => {
    const state = reduce({ ...closed, returnLocation: '/my-orders' }, loginRequired());
    expect(state.loginDialog).toBe('required');
    expect(state.returnLocation).toBeNull();
    expect(postLoginPath(state.returnLocation)).toBe(DEFAULT_POST_LOGIN_PATH);
    expect(DEFAULT_POST_LOGIN_PATH).toBe('/events');
  });

  it('an explicit caller may still give a return location', () => {
    const state = reduce(closed, loginRequired('/account'));
    expect(postLoginPath(state.returnLocation)).toBe('/account');
  });

  it('a failed token refresh asks to log in again and returns to the page the user was on', () => {
    const state = reduce(closed, sessionExpired('/event/abc/A11'));
    expect(state.loginDialog).toBe('required');
    expect(postLoginPath(state.returnLocation)).toBe('/event/abc/A11');
  });
});
