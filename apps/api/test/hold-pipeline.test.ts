import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The pipelined hold (cart/one-round-trip.ts) reaches into node-postgres' custom query interface and
// Drizzle's session: an upgrade of either that changes them would quietly put every hold back on a
// BEGIN … COMMIT transaction of several round trips. pg and drizzle-orm are pinned exactly for that,
// and this test fails when a hold is not sent as one batch.
const onPostgres = (await availableKinds()).includes('postgres');

type Submitted = { submit?: unknown; handleReadyForQuery?: unknown };
const isBatch = (query: unknown) =>
  typeof query === 'object' &&
  query !== null &&
  typeof (query as Submitted).submit === 'function' &&
  typeof (query as Submitted).handleReadyForQuery === 'function';

describe.runIf(onPostgres)('the match hold on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('travels to PostgreSQL as one batch of statements', async () => {
    const match = await t.firstEvent();
    const [seat] = await t.freeSeats(match, 1);
    const fan = await t.newUser();
    const sent: unknown[] = [];
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      sent.push(args[0]);
      return original.apply(this, args as never);
    } as never);
    try {
      const held = await t.holdSeat(fan.token, match, seat ?? {});
      expect(held.statusCode).toBe(201);
    } finally {
      spy.mockRestore();
    }
    // The fallback (a Drizzle transaction, as on PGlite) sends its statements one by one: no batch.
    expect(sent.filter(isBatch)).toHaveLength(1);
  });
});
