import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../src/db/client.ts';
import { type HoldRelease, releaseExpiredHolds, releaseLapsedBatch } from '../src/jobs/hold-sweeper.ts';
import { availableKinds } from './helpers/databases.ts';
import { releaseReadThenWrite } from './helpers/hold-sweeper-control-run.ts';
import { raceMeeting } from './helpers/meet.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const onPostgres = (await availableKinds()).includes('postgres');
const HELD = 30;

describe.runIf(onPostgres)('the hold sweeper with several processes on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  /** 30 seats held by six fans, their holds lapsed; three sweepers with their own pools run at once. */
  async function sweepAtOnce(release: HoldRelease) {
    const eventId = await t.firstEvent();
    const seats = await t.freeSeats(eventId, HELD);
    for (let i = 0; i < HELD; i += 5) {
      const fan = await t.newUser();
      for (const seat of seats.slice(i, i + 5)) {
        const res = await t.holdSeat(fan.token, eventId, seat);
        expect(res.statusCode).toBe(201);
      }
    }
    // Each sweeper has its own pool, as separate processes would.
    const others = await Promise.all([1, 2].map(() => openDatabase({ databaseUrl: t.url, dataDir: '' })));
    try {
      await t.setClockOffset(16 * 60 * 1000);
      const since = await t.count('push_log');
      const freed = await Promise.all(
        [t.db, ...others.map((o) => o.db)].map((db) => releaseExpiredHolds(db, release)),
      );
      const pushes = await queryRows<{ state: string; n: number }>(
        t.db,
        sql`select payload->>'state' as state, count(*)::int as n from push_log where id > ${since}
          group by 1`,
      );
      const [stillHeld] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from setup_seats where setup_id = ${eventId} and state = 'BOOKED'`,
      );
      return { freed: freed.reduce((a, b) => a + b, 0), pushes, stillHeld: stillHeld?.n };
    } finally {
      await t.setClockOffset(0);
      await Promise.all(others.map((o) => o.close()));
    }
  }

  it('three sweepers at once free each lapsed seat exactly once and push it once', async () => {
    const { freed, pushes, stillHeld } = await sweepAtOnce(releaseLapsedBatch);
    expect(freed).toBe(HELD);
    expect(pushes).toEqual([{ state: 'ACTIVE', n: HELD }]);
    expect(stillHeld).toBe(0);
  });

  // The control run: with a release that reads without the lock (helpers/hold-sweeper-control-run.ts), the
  // three sweepers read the same lapsed seats and each frees and pushes them, so the test above can fail.
  it('control run: three sweepers without the lock free the same seats several times', async () => {
    // The first two sweepers to read meet before either frees (helpers/meet.ts): they read the same seats.
    const sweepers = raceMeeting('sweepers reading the lapsed holds', 2);
    const { freed, pushes } = await sweepAtOnce(releaseReadThenWrite(sweepers.meet));
    expect(freed).toBeGreaterThan(HELD);
    expect(pushes[0]?.n).toBeGreaterThan(HELD);
  });
});
