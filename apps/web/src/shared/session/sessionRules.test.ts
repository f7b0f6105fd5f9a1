import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessToken, NOW, nowSeconds, storedSession } from './sessionFixtures.test-utils.ts';
import { isAccessTokenFresh, isSessionValid, sessionRoles, sessionUserName } from './sessionRules.ts';

const session = storedSession;

afterEach(() => {
  vi.useRealTimers();
});

describe('who counts as logged in', () => {
  it('is logged in with an access token and a refresh token valid for more than 5 s', () => {
    expect(isSessionValid(session(), NOW)).toBe(true);
    expect(isSessionValid(session({ expRefreshToken: nowSeconds + 6 }), NOW)).toBe(true);
  });

  it('the session ends 5 s before the refresh token expires', () => {
    const s = session({ expRefreshToken: nowSeconds + 60 });
    expect(isSessionValid(s, NOW + 54_999)).toBe(true);
    expect(isSessionValid(s, NOW + 55_000)).toBe(false);
    expect(isSessionValid(s, NOW + 60_000)).toBe(false);
  });

  it('an expired refresh token means logged out', () => {
    expect(isSessionValid(session({ expRefreshToken: nowSeconds - 1 }), NOW)).toBe(false);
  });

  it('no stored session or no access token means logged out', () => {
    expect(isSessionValid(null, NOW)).toBe(false);
    expect(isSessionValid(session({ accessToken: '' }), NOW)).toBe(false);
  });

  it('takes the refresh expiry in seconds, not milliseconds', () => {
    // An expiry 10 s ahead must still count as valid (10 s > 5 s margin).
    expect(isSessionValid(session({ expRefreshToken: nowSeconds + 10 }), NOW)).toBe(true);
  });

  it('uses the clock when no time is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    const s = session({ expRefreshToken: nowSeconds + 10 });
    expect(isSessionValid(s)).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(isSessionValid(s)).toBe(false);
  });
});

describe('when the access token must be refreshed', () => {
  it('an access token expiring in more than 5 s is still fresh', () => {
    const s = session({ accessToken: accessToken({ exp: nowSeconds + 6 }) });
    expect(isAccessTokenFresh(s, NOW)).toBe(true);
  });

  it('the access token is treated as expired 5 s early', () => {
    const s = session({ accessToken: accessToken({ exp: nowSeconds + 30 }) });
    expect(isAccessTokenFresh(s, NOW + 24_999)).toBe(true);
    expect(isAccessTokenFresh(s, NOW + 25_000)).toBe(false);
  });

  it('an already expired access token is not fresh', () => {
    expect(isAccessTokenFresh(session({ accessToken: accessToken({ exp: nowSeconds - 1 }) }), NOW)).toBe(
      false,
    );
  });

  it('an unreadable or missing access token is not fresh', () => {
    expect(isAccessTokenFresh(session({ accessToken: 'garbage' }), NOW)).toBe(false);
    expect(isAccessTokenFresh(session({ accessToken: '' }), NOW)).toBe(false);
    expect(isAccessTokenFresh(null, NOW)).toBe(false);
  });

  it('a token without an exp claim is not fresh', () => {
    expect(isAccessTokenFresh(session({ accessToken: accessToken({ sub: 'u-1' }) }), NOW)).toBe(false);
  });
});

describe('roles and the user name come from the access token', () => {
  it('the roles are read from the token rather than the stored list', () => {
    const s = session({ accessToken: accessToken({ role: ['ADMIN', 'CASHIER'] }), roles: ['USER'] });
    expect(sessionRoles(s)).toEqual(['ADMIN', 'CASHIER']);
  });

  it('falls back to the stored roles when the token cannot be read', () => {
    expect(sessionRoles(session({ accessToken: 'garbage', roles: ['B2B'] }))).toEqual(['B2B']);
  });

  it('nobody logged in has no roles', () => {
    expect(sessionRoles(null)).toEqual([]);
  });

  it('the name is read from the token', () => {
    const s = session({ accessToken: accessToken({ name: 'Mgr. Jana Hrašková' }) });
    expect(sessionUserName(s)).toBe('Mgr. Jana Hrašková');
  });

  it('without a name in the token, the stored first and last name are shown', () => {
    expect(sessionUserName(session({ accessToken: accessToken({}) }))).toBe('Jana Hrašková');
    expect(sessionUserName(session({ accessToken: 'garbage', lastName: '' }))).toBe('Jana');
  });

  it('without any name, the e-mail is shown', () => {
    const s = session({ accessToken: accessToken({}), firstName: '', lastName: '' });
    expect(sessionUserName(s)).toBe('jana@example.sk');
  });

  it('nobody logged in has an empty name', () => {
    expect(sessionUserName(null)).toBe('');
  });
});
