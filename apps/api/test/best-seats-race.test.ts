import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { ServiceSeams } from '../src/services.ts';
import { readThenWriteHolds, readThenWriteSeasonBestSeats } from './helpers/cart-control-run.ts';
import { availableKinds } from './helpers/databases.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

type Line = { seat: { sector: string; row: string; name: string }; status: string };

/**
 * A rush for the best seats of a match and of a season: how many fans ask at once for how many seats, and
 * the control run's seam, holds that read the best block outside the lock and then take it without a
 * condition. A season's hold takes the seat in every match too, so its rush is smaller.
 */
const rushes = [
  {
    what: 'match',
    setupType: 'EVENT',
    fans: 50,
    count: 4,
    idOf: (t: TestApp) => t.firstEvent(),
    readThenWrite: (): ServiceSeams => ({ matchHolds: readThenWriteHolds }),
  },
  {
    what: 'season',
    setupType: 'SEASON',
    fans: 20,
    count: 3,
    idOf: async (t: TestApp) =>
      (
        await queryRows<{ id: string }>(t.db, sql`select id from setups where setup_type = 'SEASON' limit 1`)
      )[0]?.id as string,
    // A fresh control-run strategy per run: it keeps the meeting of its first readers.
    readThenWrite: (): ServiceSeams => ({ seasonBestSeats: readThenWriteSeasonBestSeats() }),
  },
] as const;
type Rush = (typeof rushes)[number];

/** All fans ask for the best seats at once: the refusals, the seats each answer gave, seats with two cart lines. */
async function rushForBestSeats(t: TestApp, rush: Rush) {
  const setupId = await rush.idOf(t);
  const fans = await Promise.all(Array.from({ length: rush.fans }, () => t.newUser()));
  const answers = await Promise.all(
    fans.map((fan) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/cart',
        headers: bearer(fan.token),
        payload: { type: 'ADD_BEST_SEATS', setupType: rush.setupType, uuid: setupId, count: rush.count },
      }),
    ),
  );
  const given = answers
    .filter((a) => a.statusCode === 201)
    .flatMap((a) => (a.json().items as Line[]).map((l) => `${l.seat.sector}|${l.seat.row}|${l.seat.name}`));
  const [oversold] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from (select setup_seat_id from cart_items where setup_id = ${setupId}
      group by setup_seat_id having count(*) > 1) twice`,
  );
  const refusals = answers.filter((a) => a.statusCode !== 201).map((a) => a.body);
  return { refusals, given, oversold: oversold?.n ?? -1 };
}

describe.each(await availableKinds())('%s: fans asking for the best seats at once', (kind) => {
  describe.each(rushes)('$fans fans, the best $count seats of a $what', (rush) => {
    const run = (seams?: ServiceSeams) => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(kind, {}, { poolSize: 30 }, seams);
      });
      afterAll(() => t.close());
      return () => rushForBestSeats(t, rush);
    };

    describe('the shop', () => {
      const go = run();
      it('every fan gets a block of their own and no seat is sold twice', async () => {
        const { refusals, given, oversold } = await go();
        expect(refusals).toEqual([]);
        expect(given).toHaveLength(rush.fans * rush.count);
        expect(new Set(given).size).toBe(rush.fans * rush.count);
        expect(oversold).toBe(0);
      });
    });

    // The control run: holds that read the best block, then take it without a condition, must go wrong.
    describe('control run (read-then-write holds)', () => {
      const go = run(rush.readThenWrite());
      it('fans are given the same seats and seats are sold twice', async () => {
        const { given, oversold } = await go();
        expect(new Set(given).size).toBeLessThan(given.length);
        expect(oversold).toBeGreaterThan(0);
      });
    });
  });
});
