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

/** Pages whose purpose ends with a login: after it the fan goes on to buy rather than stay on them. */
const LOGIN_DONE_PAGES = [/^\/verify$/, /^\/register$/, /^\/reset\//];
const isStaff = (roles: readonly string[]) => roles.includes('ADMIN') || roles.includes('CASHIER');

type LoginContext = {
  /** The dialog was the login-required one (a guarded page, a lapsed session) rather than the top bar's. */
  required: boolean;
  returnLocation: string | null;
  roles: readonly string[];
  pathname: string;
  /** A page remembered when the visitor went to create an account (`signupReturn.ts`), or null. */
  signupReturn?: string | null;
};

/**
 * Where a successful login leads (null: stay). The login-required dialog returns to the page that opened
 * it (issue 20: a deep link comes back to itself), else staff go to the back office and fans to /events.
 * From the top bar staff go to the back office; a fan on /verify, /register or /reset/… goes to /events, or back
 * to the page that sent them to create the account.
 */
export function postLoginPath({
  required,
  returnLocation,
  roles,
  pathname,
  signupReturn = null,
}: LoginContext): string | null {
  if (required) return returnLocation ?? (isStaff(roles) ? '/admin' : DEFAULT_POST_LOGIN_PATH);
  if (isStaff(roles)) return pathname.startsWith('/admin') ? null : '/admin';
  if (!LOGIN_DONE_PAGES.some((page) => page.test(pathname))) return null;
  return signupReturn ?? DEFAULT_POST_LOGIN_PATH;
}
