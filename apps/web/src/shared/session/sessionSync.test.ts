import { describe, expect, it } from 'vitest';
import { accessToken, NOW, nowSeconds, storedSession } from './sessionFixtures.test-utils.ts';
import type { StoredSession } from './sessionSlice.ts';
import { decideOnStoredSession, newerSession, storedSessionInsteadOfRefresh } from './sessionSync.ts';

/** A session whose access token expires `accessLeft` seconds from NOW. */
function session(accessLeft: number, sub = 'u-1', refreshToken = `r-${sub}-${accessLeft}`): StoredSession {
  return storedSession({
    accessToken: accessToken({ sub, role: ['USER'], name: 'Jana', exp: nowSeconds + accessLeft }),
    refreshToken,
  });
}

describe('choosing the newer session', () => {
  it('the session with the later access token wins', () => {
    const old = session(2);
    const fresh = session(900);
    expect(newerSession(old, fresh)).toBe(fresh);
    expect(newerSession(fresh, old)).toBe(fresh);
  });

  it('a tie keeps the current session; a missing one gives way to the other', () => {
    const a = session(300);
    const b = session(300, 'u-1', 'other');
    expect(newerSession(a, b)).toBe(a);
    expect(newerSession(null, b)).toBe(b);
    expect(newerSession(a, null)).toBe(a);
  });
});

describe('another tab wrote the session (storage event)', () => {
  it('adopts the tokens another tab refreshed', () => {
    const mine = session(2);
    const theirs = session(900);
    expect(decideOnStoredSession(mine, theirs, NOW)).toEqual({ kind: 'adopt', session: theirs });
  });

  it('logs out when another tab cleared the session', () => {
    expect(decideOnStoredSession(session(300), null, NOW)).toEqual({ kind: 'logout' });
  });

  it('a cleared session changes nothing in a tab that was logged out', () => {
    expect(decideOnStoredSession(null, null, NOW)).toEqual({ kind: 'keep' });
  });

  it('adopts a login from another tab', () => {
    const theirs = session(900);
    expect(decideOnStoredSession(null, theirs, NOW)).toEqual({ kind: 'adopt', session: theirs });
  });

  it("adopts another user's login even if our token would live longer", () => {
    const theirs = session(300, 'u-2');
    expect(decideOnStoredSession(session(900, 'u-1'), theirs, NOW)).toEqual({
      kind: 'adopt',
      session: theirs,
    });
  });

  it('keeps our own session when the stored copy is the same or older', () => {
    const mine = session(900);
    expect(decideOnStoredSession(mine, { ...mine }, NOW)).toEqual({ kind: 'keep' });
    expect(decideOnStoredSession(mine, session(300), NOW)).toEqual({ kind: 'keep' });
  });

  it('a stored session whose refresh token has expired counts as a logout', () => {
    const expired = { ...session(900), expRefreshToken: nowSeconds + 2 };
    expect(decideOnStoredSession(session(300), expired, NOW)).toEqual({ kind: 'logout' });
  });
});

describe('before refreshing', () => {
  it('takes the newer fresh session another tab stored instead of refreshing', () => {
    const mine = session(3); // within the 5 s margin: due for a refresh
    const theirs = session(900);
    expect(storedSessionInsteadOfRefresh(mine, theirs, NOW)).toBe(theirs);
  });

  it('refreshes when the stored session is our own', () => {
    const mine = session(3);
    expect(storedSessionInsteadOfRefresh(mine, { ...mine }, NOW)).toBeNull();
  });

  it('refreshes when the stored access token is not fresh either', () => {
    expect(storedSessionInsteadOfRefresh(session(3), session(4, 'u-1', 'other'), NOW)).toBeNull();
  });

  it('refreshes when nothing is stored or the stored session has lapsed', () => {
    expect(storedSessionInsteadOfRefresh(session(3), null, NOW)).toBeNull();
    const lapsed = { ...session(900), expRefreshToken: nowSeconds - 1 };
    expect(storedSessionInsteadOfRefresh(session(3), lapsed, NOW)).toBeNull();
  });

  it('a valid stored session rescues a tab that has none in memory', () => {
    const theirs = session(900);
    expect(storedSessionInsteadOfRefresh(null, theirs, NOW)).toBe(theirs);
  });
});
