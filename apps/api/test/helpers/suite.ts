import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { ServiceSeams } from '../../src/services.ts';
import type { DbKind } from './databases.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A value a describe block's tests share, made in its `beforeAll` (and given back in its `afterAll`):
 * the body of a describe runs before any hook, so it gets a stand-in that reads the value once it is
 * made. Its members are read through the stand-in (`t.db`, `t.holdSeat(…)`); reading one before the
 * value is made (in the describe body itself) throws.
 */
export function madeBeforeAll<T extends object>(
  make: () => Promise<T>,
  dispose?: (value: T) => Promise<unknown> | unknown,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (dispose) afterAll(async () => value && (await dispose(value)));
  return new Proxy({} as T, {
    get(_, key) {
      if (!value) throw new Error(`read ${String(key)} before the suite's beforeAll made it`);
      return Reflect.get(value, key);
    },
  });
}

/** The whole app on a fresh seeded database for the tests of one describe block (createTestApp's arguments). */
export function suiteApp(
  kind: DbKind,
  overrides: Record<string, string> = {},
  dbOptions: { poolSize?: number; lockTimeoutMs?: number } = {},
  seams?: ServiceSeams,
): TestApp {
  return madeBeforeAll(
    () => createTestApp(kind, overrides, dbOptions, seams),
    (t) => t.close(),
  );
}

export type AppArguments = Parameters<typeof createTestApp>;
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

/** A suite's app and what `read` finds on it once made (closed with the app, also when `read` fails). */
export function suiteAppWith<X extends object>(
  [kind, ...rest]: AppArguments,
  read: (t: TestApp) => Promise<X>,
): TestApp & X {
  return madeBeforeAll(
    async () => {
      const t = await createTestApp(kind, ...rest);
      try {
        return Object.assign(t, await read(t));
      } catch (error) {
        await t.close();
        throw error;
      }
    },
    (t) => t.close(),
  );
}

/** A suite's app (`suiteApp`) and the seed's first match, read as `t.match`. */
export type AppWithMatch = TestApp & { match: string };

/** The whole app on a fresh seeded database for one describe block, with the seed's first match (`t.match`). */
export function suiteAppWithMatch(kind: DbKind, ...rest: Tail<AppArguments>): AppWithMatch {
  return suiteAppWith([kind, ...rest], async (t) => ({ match: await t.firstEvent() }));
}

/**
 * A suite's app with the seed's first match (`t.match`), its season (`t.season`) and the season's matches,
 * those that need a verified phone last.
 */
export type AppWithSeason = AppWithMatch & { season: string; seasonMatches: string[] };

/** The whole app on a fresh seeded database for one describe block, with the first match and the seed's season. */
export function suiteAppWithSeason(kind: DbKind, ...rest: Tail<AppArguments>): AppWithSeason {
  return suiteAppWith([kind, ...rest], async (t) => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' limit 1`,
    );
    if (!season) throw new Error('no season seeded');
    const matches = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where season_id = ${season.id} order by phone_required, id`,
    );
    return { match: await t.firstEvent(), season: season.id, seasonMatches: matches.map((m) => m.id) };
  });
}

/** A suite's app with the seed's first match (`t.match`) and an ADMIN of the club (`t.admin`: id, token, e-mail). */
export type AppWithAdmin = AppWithMatch & { admin: Awaited<ReturnType<TestApp['newUser']>> };

/** The whole app on a fresh seeded database for one describe block, with the first match and an admin. */
export function suiteAppWithAdmin(kind: DbKind, ...rest: Tail<AppArguments>): AppWithAdmin {
  return suiteAppWith([kind, ...rest], async (t) => ({
    match: await t.firstEvent(),
    admin: await t.newUser(['USER', 'ADMIN']),
  }));
}

/** A suite's app listening on a free port (`t.base`, its address) with the seed's first match. */
export type ServedApp = AppWithMatch & { base: string };

/** The whole app for one describe block, listening on a free port: the start of the live seat stream tests. */
export function servedSuiteApp(kind: DbKind, overrides: Record<string, string> = {}): ServedApp {
  return suiteAppWith([kind, overrides], async (t) => ({
    base: await t.app.listen({ port: 0, host: '127.0.0.1' }),
    match: await t.firstEvent(),
  }));
}
