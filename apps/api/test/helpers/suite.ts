import { afterAll, beforeAll } from 'vitest';
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

/**
 * A fresh app on a seeded database, listening on a free port, and the seed's first match: the common start
 * of the tests that open the live seat stream (`({ t, base, eventId } = await servedApp(kind))` in beforeAll).
 */
export async function servedApp(kind: DbKind, overrides: Record<string, string> = {}) {
  const t = await createTestApp(kind, overrides);
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base, eventId: await t.firstEvent() };
}
