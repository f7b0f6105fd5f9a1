import type { StoredSession } from './sessionSlice.ts';

/** Tests' fixed "now": 15 January 2025, 12:00 UTC. */
export const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
export const nowSeconds = NOW / 1000;

export function base64Url(json: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned access token with the given claims (the web only reads them). */
export const accessToken = (claims: Record<string, unknown>) =>
  `${base64Url({ alg: 'HS256' })}.${base64Url(claims)}.sig`;

/** A stored session of Jana Hrašková, access valid 5 minutes and refresh 1 hour after NOW. */
export function storedSession(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    accessToken: accessToken({ sub: 'u-1', role: ['USER'], name: 'Jana Hrašková', exp: nowSeconds + 300 }),
    refreshToken: 'r'.repeat(40),
    expRefreshToken: nowSeconds + 3600,
    roles: ['USER'],
    phoneNumber: null,
    phoneNumberVerified: false,
    firstName: 'Jana',
    lastName: 'Hrašková',
    email: 'jana@example.sk',
    ...overrides,
  };
}
