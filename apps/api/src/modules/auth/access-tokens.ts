import type { AccessClaims, Role } from '@hokej/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** Who a token speaks for; `sessionVersion` is the user's version when it was signed (0 before any change). */
export type AuthUser = { id: string; roles: Role[]; name: string; sessionVersion: number };

/** Signs and checks the short-lived HS256 access tokens. */
const CACHE_LIMIT = 20_000;

/**
 * `secret` signs and verifies; `previous` (JWT_SECRET_PREVIOUS) only verifies, so a rolling rotation of the
 * secret leaves every token valid that some process signed (docs/operations.md, "Rotating secrets").
 */
export function createAccessTokens(secret: string, ttlSeconds: number, previous?: string) {
  const key = new TextEncoder().encode(secret);
  const keys = previous ? [key, new TextEncoder().encode(previous)] : [key];
  // A fan sends many requests with one token during a rush: remember verified tokens until they
  // expire instead of checking the signature again each time. Only valid tokens are kept.
  const verified = new Map<string, { user: AuthUser; expMs: number }>();
  const remember = (token: string, user: AuthUser, exp: number) => {
    if (verified.size >= CACHE_LIMIT) verified.delete(verified.keys().next().value as string);
    verified.set(token, { user, expMs: exp * 1000 });
  };
  return {
    ttlSeconds,
    /** A signed token carrying the user id, roles, display name and session version. */
    sign(user: Omit<AuthUser, 'sessionVersion'> & { sessionVersion?: number }): Promise<string> {
      return new SignJWT({ role: user.roles, name: user.name, sv: user.sessionVersion ?? 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The user of a valid token, or null for a forged, expired or malformed one (alg none included). */
    async verify(token: string): Promise<AuthUser | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expMs > Date.now()) return known.user;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await verifyWithAny(token, keys);
        if (!payload.sub || !Array.isArray(payload.role) || typeof payload.exp !== 'number') return null;
        const sessionVersion = typeof payload.sv === 'number' ? payload.sv : 0;
        const user = {
          id: payload.sub,
          roles: payload.role as Role[],
          name: String(payload.name ?? ''),
          sessionVersion,
        };
        remember(token, user, payload.exp);
        return user;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Verifies with the first key whose signature matches; any other failure (expired, malformed) is final. */
async function verifyWithAny(token: string, keys: Uint8Array[]) {
  for (const [index, key] of keys.entries()) {
    try {
      return await jwtVerify<Partial<AccessClaims>>(token, key, { algorithms: ['HS256'] });
    } catch (error) {
      const last = index === keys.length - 1;
      if (last || !(error instanceof joseErrors.JWSSignatureVerificationFailed)) throw error;
    }
  }
  throw new TypeError('no key');
}
