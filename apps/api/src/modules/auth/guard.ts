import type { Role } from '@hokej/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { fail } from '../../http/shop-error.ts';
import type { AccessTokens, AuthUser } from './access-tokens.ts';
import type { SessionVersions } from './session-versions.ts';

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

type GuardHook = (request: FastifyRequest) => Promise<void>;
const guardHooks = new WeakSet<GuardHook>();
const guard = (hook: GuardHook): GuardHook => {
  guardHooks.add(hook);
  return hook;
};

/**
 * Hooks that read the bearer token: `optionalUser` tolerates none, `requireUser` refuses without one,
 * `requireRole` without one of the roles. Routes run them as `preValidation` (see `guardsBeforeValidation`),
 * so a stranger is refused 401/403 before the body or query is judged and learns nothing of the route's input.
 */
export function createGuards(tokens: AccessTokens, sessions: SessionVersions) {
  /** The token's user while its session lives: the signature is checked once per token, the version per user and few seconds. */
  async function userOf(token: string): Promise<AuthUser | null> {
    const user = await tokens.verify(token);
    return user && (await sessions.isCurrent(user.id, user.sessionVersion)) ? user : null;
  }
  const requireUser = guard(async (request) => {
    const token = bearer(request);
    if (!token) fail('AUTH_REQUIRED');
    const user = await userOf(token);
    if (!user) fail('USER_TOKEN_INVALID');
    request.user = user;
  });
  return {
    optionalUser: guard(async (request) => {
      const token = bearer(request);
      request.user = token ? await userOf(token) : null;
    }),
    /** A hook letting through a signed-in user with at least one of `roles` (ROLE_FORBIDDEN otherwise). */
    requireRole(...roles: Role[]) {
      return guard(async (request) => {
        await requireUser(request);
        if (!request.user?.roles.some((role) => roles.includes(role))) fail('ROLE_FORBIDDEN');
      });
    },
    requireUser,
    /** `requireUser`, except for a push order's call that carries its link's secret (`?pushId=`) instead of a login. */
    requireUserOrPushLink: guard(async (request) => {
      const { pushId } = request.query as { pushId?: unknown };
      if (!pushId) await requireUser(request);
    }),
  };
}

export type Guards = ReturnType<typeof createGuards>;

const hookList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Makes every route run its guards before validation: a guard listed under `preHandler` (which Fastify runs
 * only after the body, query and params passed their schemas) is moved to the front of `preValidation`.
 * Routes name their guards under `preValidation` themselves; this keeps a new route that forgets it from
 * answering a stranger 400 with the field errors instead of 401/403.
 */
export function guardsBeforeValidation(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    const preHandler = hookList(route.preHandler);
    const misplaced = preHandler.filter((hook) => guardHooks.has(hook as GuardHook));
    if (misplaced.length === 0) return;
    route.preHandler = preHandler.filter((hook) => !guardHooks.has(hook as GuardHook));
    route.preValidation = [...misplaced, ...hookList(route.preValidation)] as RouteOptions['preValidation'];
  });
}

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
