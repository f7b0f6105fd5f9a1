import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { ServiceSeams } from '../src/services.ts';
import { readThenWriteHolds } from './helpers/cart-control-run.ts';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const FANS = 50;
const COUNT = 4;

type Line = { seat: { sector: string; row: string; name: string }; status: string };

/** 50 fans ask for the best 4 at once: the seats each answer gave, and seats with more than one cart line. */
async function rushForBestFour(t: TestApp) {
  const eventId = await t.firstEvent();
  const fans = await Promise.all(Array.from({ length: FANS }, () => t.newUser()));
  const answers = await Promise.all(
    fans.map((fan) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/cart',
        headers: bearer(fan.token),
        payload: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: eventId, count: COUNT },
      }),
    ),
  );
  const given = answers
    .filter((a) => a.statusCode === 201)
    .flatMap((a) => (a.json().items as Line[]).map((l) => `${l.seat.sector}|${l.seat.row}|${l.seat.name}`));
  const [oversold] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from (select setup_seat_id from cart_items where setup_id = ${eventId}
      group by setup_seat_id having count(*) > 1) twice`,
  );
  return { codes: answers.map((a) => a.statusCode), given, oversold: oversold?.n ?? -1 };
}

describe.each(await availableKinds())('%s: 50 fans asking for the best 4 seats at once', (kind) => {
  const run = (seams?: ServiceSeams) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { poolSize: 30 }, seams);
    });
    afterAll(() => t.close());
    return () => rushForBestFour(t);
  };

  describe('the shop', () => {
    const rush = run();
    it('every fan gets a block of their own and no seat is sold twice', async () => {
      const { codes, given, oversold } = await rush();
      expect(codes.filter((c) => c === 201)).toHaveLength(FANS);
      expect(given).toHaveLength(FANS * COUNT);
      expect(new Set(given).size).toBe(FANS * COUNT);
      expect(oversold).toBe(0);
    });
  });

  // The control run: holds that read the best block, then take it without a condition, must go wrong.
  describe('control run (read-then-write holds)', () => {
    const rush = run({ matchHolds: readThenWriteHolds });
    it('fans are given the same seats and seats are sold twice', async () => {
      const { given, oversold } = await rush();
      expect(new Set(given).size).toBeLessThan(given.length);
      expect(oversold).toBeGreaterThan(0);
    });
  });
});
