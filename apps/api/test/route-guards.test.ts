import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/http/error-handler.ts';
import { guardsBeforeValidation } from '../src/modules/auth/guard.ts';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The club's routes a CASHIER may call besides an ADMIN; every other /v2/admin/* route is for ADMIN only,
 * every other route with a bearer login for any signed-in user.
 */
const STAFF = new Set([
  'get /v2/admin/orders',
  'get /v2/admin/orders/{id}',
  'post /v2/admin/orders/{id}/resend-tickets',
  'get /v2/admin/orders/{id}/invoice',
  'get /v2/admin/orders/{id}/tickets',
  'get /v2/admin/orders/{id}/credit-note',
  'post /v2/admin/orders/{id}/payment-link',
  'post /v2/admin/orders/{id}/payment-link/revoke',
  'get /v2/admin/push-carts',
  'post /v2/admin/push-carts',
  'delete /v2/admin/push-carts/{id}',
  'get /v2/tickets/check/matches',
  'post /v2/tickets/check',
  'post /v2/admin/renewals/offers/{id}/renew',
  'get /v2/admin/seat-releases',
  'get /v2/admin/seat-releases/{id}/credit-note',
]);

type Operation = { security?: Array<Record<string, string[]>>; requestBody?: unknown };
type Call = { key: string; method: string; url: string; body: boolean; login: boolean; admin: boolean };

/** Every documented operation, called with nonsense path parameters, no query and (if it takes one) an empty body. */
function operations(paths: Record<string, Record<string, Operation>>): Call[] {
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const key = `${method} ${path}`;
      // A route that also takes a push link's secret instead of a login documents `{}` as a second way in.
      const login = (op.security ?? []).length > 0 && (op.security ?? []).every((way) => 'bearer' in way);
      return {
        key,
        method: method.toUpperCase(),
        url: path.replace(/\{\w+\}/g, 'x'),
        body: op.requestBody !== undefined,
        login,
        admin: path.startsWith('/v2/admin/') || STAFF.has(key),
      };
    }),
  );
}

describe.each(await availableKinds())(
  'every route refuses a stranger before judging the input on %s',
  (kind) => {
    let t: TestApp;
    let calls: Call[];
    const tokens: Record<'fan' | 'cashier' | 'admin', string> = { fan: '', cashier: '', admin: '' };
    beforeAll(async () => {
      t = await createTestApp(kind);
      calls = operations((t.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths);
      tokens.fan = (await t.newUser()).token;
      tokens.cashier = (await t.newUser(['USER', 'CASHIER'])).token;
      tokens.admin = (await t.newUser(['USER', 'ADMIN'])).token;
    });
    afterAll(() => t.close());

    const send = (call: Call, token: string | null) =>
      t.app.inject({
        method: call.method as 'GET',
        url: call.url,
        headers: token ? bearer(token) : {},
        ...(call.body ? { payload: {} } : {}),
      });

    it('the document lists the club’s routes and every one of them needs a login', () => {
      const club = calls.filter((call) => call.admin);
      expect(club.length).toBeGreaterThan(30);
      for (const key of STAFF) expect(club.map((call) => call.key)).toContain(key);
      for (const call of club) expect(call.login, `${call.key} documents its bearer login`).toBe(true);
    });

    it('a route that needs a login answers 401 without a token, whatever the body, query and path', async () => {
      const guarded = calls.filter((call) => call.login);
      expect(guarded.length).toBeGreaterThan(50);
      for (const call of guarded) {
        const answer = await send(call, null);
        expect([answer.statusCode, answer.json().code], `${call.key}: ${answer.body}`).toEqual([
          401,
          'AUTH_REQUIRED',
        ]);
      }
    });

    it('a club route answers a fan 403, an ADMIN-only one a cashier 403, before judging the input', async () => {
      for (const call of calls.filter((c) => c.admin)) {
        const refused = STAFF.has(call.key) ? [tokens.fan] : [tokens.fan, tokens.cashier];
        for (const token of refused) {
          const answer = await send(call, token);
          expect([answer.statusCode, answer.json().code], `${call.key}: ${answer.body}`).toEqual([
            403,
            'ROLE_FORBIDDEN',
          ]);
        }
      }
    });

    it('lets the roles it names through to the input checks', async () => {
      for (const call of calls.filter((c) => c.login)) {
        const allowed = !call.admin
          ? [tokens.fan]
          : STAFF.has(call.key)
            ? [tokens.cashier, tokens.admin]
            : [tokens.admin];
        for (const token of allowed) {
          const answer = await send(call, token);
          expect(answer.statusCode, `${call.key}: ${answer.body}`).not.toBe(401);
          if (answer.statusCode === 403) expect(answer.json().code, call.key).not.toBe('ROLE_FORBIDDEN');
        }
      }
    });
  },
);

describe('a guard a route names under preHandler', () => {
  it('still runs before validation, so the stranger hears 401, not the field errors', async () => {
    const t = await createTestApp('pglite');
    const fan = await t.newUser();
    const app = Fastify();
    registerErrorHandler(app);
    guardsBeforeValidation(app);
    const body = Type.Object({ name: Type.String() });
    app.post('/late', { preHandler: t.app.guards.requireUser, schema: { body } }, (request) => ({
      id: request.user?.id,
    }));
    // A hook that is not a guard stays where it was put.
    const seen: string[] = [];
    app.post(
      '/other',
      {
        preHandler: [t.app.guards.requireRole('ADMIN'), async () => void seen.push('preHandler')],
        schema: { body },
      },
      () => ({}),
    );
    try {
      const stranger = await app.inject({ method: 'POST', url: '/late', payload: {} });
      expect([stranger.statusCode, stranger.json().code]).toEqual([401, 'AUTH_REQUIRED']);
      const invalid = await app.inject({
        method: 'POST',
        url: '/late',
        headers: bearer(fan.token),
        payload: {},
      });
      expect(invalid.statusCode).toBe(400);
      const valid = await app.inject({
        method: 'POST',
        url: '/late',
        headers: bearer(fan.token),
        payload: { name: 'x' },
      });
      expect(valid.json()).toEqual({ id: fan.id });
      const refused = await app.inject({
        method: 'POST',
        url: '/other',
        headers: bearer(fan.token),
        payload: {},
      });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ROLE_FORBIDDEN']);
      expect(seen).toEqual([]);
    } finally {
      await app.close();
      await t.close();
    }
  });
});
