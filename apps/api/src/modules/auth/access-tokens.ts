import type { AccessClaims, Role } from '@hokej/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

export type AuthUser = { id: string; roles: Role[]; name: string };

/** Signs and checks the short-lived HS256 access tokens. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    /** A signed token carrying the user id, roles and display name. */
    sign(user: AuthUser): Promise<string> {
      return new SignJWT({ role: user.roles, name: user.name })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The user of a valid token, or null for a forged, expired or malformed one (alg none included). */
    async verify(token: string): Promise<AuthUser | null> {
      try {
        const { payload } = await jwtVerify<Partial<AccessClaims>>(token, key, { algorithms: ['HS256'] });
        if (!payload.sub || !Array.isArray(payload.role)) return null;
        return { id: payload.sub, roles: payload.role as Role[], name: String(payload.name ?? '') };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
