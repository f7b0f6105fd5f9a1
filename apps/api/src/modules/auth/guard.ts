import type { Role } from '@hokej/contract';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../http/shop-error.ts';
import type { AccessTokens, AuthUser } from './access-tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Hooks that read the bearer token: `optionalUser` tolerates none, `requireUser` refuses without one. */
export function createGuards(tokens: AccessTokens) {
  return {
    async optionalUser(request: FastifyRequest) {
      const token = bearer(request);
      request.user = token ? await tokens.verify(token) : null;
    },
    /** A hook letting through a signed-in user with at least one of `roles` (ROLE_FORBIDDEN otherwise). */
    requireRole(...roles: Role[]) {
      return async (request: FastifyRequest) => {
        const token = bearer(request);
        if (!token) fail('AUTH_REQUIRED');
        const user = await tokens.verify(token);
        if (!user) fail('USER_TOKEN_INVALID');
        if (!user.roles.some((role) => roles.includes(role))) fail('ROLE_FORBIDDEN');
        request.user = user;
      };
    },
    async requireUser(request: FastifyRequest) {
      const token = bearer(request);
      if (!token) fail('AUTH_REQUIRED');
      const user = await tokens.verify(token);
      if (!user) fail('USER_TOKEN_INVALID');
      request.user = user;
    },
  };
}

export type Guards = ReturnType<typeof createGuards>;

/** The id of the user `requireUser` let through. */
export function currentUserId(request: FastifyRequest): string {
  if (!request.user) fail('AUTH_REQUIRED');
  return request.user.id;
}

/** The user `requireUser` let through, with the roles of the access token. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) fail('AUTH_REQUIRED');
  return request.user;
}
