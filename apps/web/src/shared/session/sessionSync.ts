/**
 * One session across several tabs. Every tab writes the session to localStorage, but reads it only at start-up;
 * refresh tokens are single-use, so a tab that kept an old copy would present a spent refresh token and be
 * logged out. These rules decide when a tab adopts what another tab stored.
 */
import { readAccessClaims } from './accessToken.ts';
import { isAccessTokenFresh, isSessionValid } from './sessionRules.ts';
import type { StoredSession } from './sessionSlice.ts';

/** Expiry (ms) of the session's access token; 0 when it cannot be read. */
const accessExpiry = (session: StoredSession) => (readAccessClaims(session.accessToken)?.exp ?? 0) * 1000;

/** Of two sessions, the one with the later access token; a tie keeps the first (`current`). */
export function newerSession(
  current: StoredSession | null,
  other: StoredSession | null,
): StoredSession | null {
  if (!current) return other;
  if (!other) return current;
  return accessExpiry(other) > accessExpiry(current) ? other : current;
}

export type StorageDecision =
  | { kind: 'keep' }
  | { kind: 'adopt'; session: StoredSession }
  | { kind: 'logout' };

/**
 * Another tab wrote the session (a `storage` event): a cleared session is a logout, a different valid session
 * is adopted unless ours has the later access token.
 */
export function decideOnStoredSession(
  current: StoredSession | null,
  stored: StoredSession | null,
  now = Date.now(),
): StorageDecision {
  if (!stored || !isSessionValid(stored, now)) return current ? { kind: 'logout' } : { kind: 'keep' };
  if (current && stored.accessToken === current.accessToken && stored.refreshToken === current.refreshToken) {
    return { kind: 'keep' };
  }
  if (current && readAccessClaims(current.accessToken)?.sub === readAccessClaims(stored.accessToken)?.sub) {
    return newerSession(current, stored) === stored ? { kind: 'adopt', session: stored } : { kind: 'keep' };
  }
  // Someone else logged in (or we had no session): the other tab's login wins.
  return { kind: 'adopt', session: stored };
}

/**
 * Just before refreshing: if another tab already stored a newer, still fresh access token, that session is
 * taken instead of spending our refresh token (which the other tab's refresh may already have spent).
 */
export function storedSessionInsteadOfRefresh(
  current: StoredSession | null,
  stored: StoredSession | null,
  now = Date.now(),
): StoredSession | null {
  if (!stored || !isSessionValid(stored, now) || !isAccessTokenFresh(stored, now)) return null;
  if (current && stored.accessToken === current.accessToken) return null;
  return newerSession(current, stored) === stored ? stored : null;
}
