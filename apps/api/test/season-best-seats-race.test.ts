import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { ServiceSeams } from '../src/services.ts';
import { readThenWriteSeasonBestSeats } from './helpers/cart-control-run.ts';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const FANS = 20;
const COUNT = 3;

type Line = { seat: { sector: string; row: string; name: string }; status: string };

/**
 * 20 fans ask for the best 3 season seats at once: the seats each answer gave, season seats with more than
 * one cart line, and match seats whose hold points at no line of the season seat's cart.
 */
async function rushForBestSeasonSeats(t: TestApp) {
  const [season] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'SEASON' limit 1`,
  );
  const seasonId = season?.id as string;
  const fans = await Promise.all(Array.from({ length: FANS }, () => t.newUser()));
  const answers = await Promise.all(
    fans.map((fan) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/cart',
        headers: bearer(fan.token),
        payload: { type: 'ADD_BEST_SEATS', setupType: 'SEASON', uuid: seasonId, count: COUNT },
      }),
    ),
  );
  const given = answers
    .filter((a) => a.statusCode === 201)
    .flatMap((a) => (a.json().items as Line[]).map((l) => `${l.seat.sector}|${l.seat.row}|${l.seat.name}`));
  const [oversold] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from (select setup_seat_id from cart_items where setup_id = ${seasonId}
      group by setup_seat_id having count(*) > 1) twice`,
  );
  const refusals = answers.filter((a) => a.statusCode !== 201).map((a) => a.body);
  return { refusals, given, oversold: oversold?.n ?? -1 };
}

describe.each(await availableKinds())('%s: 20 fans asking for the best 3 season seats at once', (kind) => {
  const run = (seams?: ServiceSeams) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { poolSize: 30 }, seams);
    });
    afterAll(() => t.close());
    return () => rushForBestSeasonSeats(t);
  };

  describe('the shop', () => {
    const rush = run();
    it('every fan gets a block of their own and no season seat is sold twice', async () => {
      const { refusals, given, oversold } = await rush();
      expect(refusals).toEqual([]);
      expect(given).toHaveLength(FANS * COUNT);
      expect(new Set(given).size).toBe(FANS * COUNT);
      expect(oversold).toBe(0);
    });
  });

  // The control run: holds that read the best block outside the lock, then take it without a condition.
  describe('control run (read-then-write holds)', () => {
    const rush = run({ seasonBestSeats: readThenWriteSeasonBestSeats() });
    it('fans are given the same seats and season seats are sold twice', async () => {
      const { given, oversold } = await rush();
      expect(new Set(given).size).toBeLessThan(given.length);
      expect(oversold).toBeGreaterThan(0);
    });
  });
});
