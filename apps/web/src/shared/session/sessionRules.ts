/** The spec's session rules: who counts as logged in and when the access token must be refreshed. */
import { DEFAULT_POST_LOGIN_PATH, SESSION_MARGIN_MS } from '@hokej/contract/constants';
import { readAccessClaims } from './accessToken.ts';
import type { StoredSession } from './sessionSlice.ts';

/** Logged in = an access token exists and the refresh token lives more than the margin longer. */
export function isSessionValid(session: StoredSession | null, now = Date.now()): session is StoredSession {
  return (
    Boolean(session?.accessToken) &&
    session !== null &&
    session.expRefreshToken * 1000 - now > SESSION_MARGIN_MS
  );
}

/** The access token counts as expired the margin (5 s) early. */
export function isAccessTokenFresh(session: StoredSession | null, now = Date.now()): boolean {
  if (!session?.accessToken) return false;
  const claims = readAccessClaims(session.accessToken);
  if (!claims) return false;
  return claims.exp * 1000 - now > SESSION_MARGIN_MS;
}

export function sessionRoles(session: StoredSession | null): string[] {
  if (!session) return [];
  return readAccessClaims(session.accessToken)?.role ?? session.roles;
}

export function sessionUserName(session: StoredSession | null): string {
  if (!session) return '';
  const name = readAccessClaims(session.accessToken)?.name;
  return name || `${session.firstName} ${session.lastName}`.trim() || session.email;
}

/** Where the login-required dialog leads after a successful login: the caller's return location, else /events. */
export const postLoginPath = (returnLocation: string | null) => returnLocation ?? DEFAULT_POST_LOGIN_PATH;
