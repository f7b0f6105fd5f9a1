import { HOLD_MINUTES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { ServiceSeams } from '../src/services.ts';
import { availableKinds } from './helpers/databases.ts';
import { barrier } from './helpers/renewal-control-run.ts';
import { suiteApp } from './helpers/suite.ts';
import type { TestApp } from './helpers/test-app.ts';
import { blocker, joinList, offerLinesPerSeat, soldOutMatch } from './helpers/waiting-list.ts';
import { offersWithoutLocks } from './helpers/waiting-list-control-run.ts';

const FREED = 4;
const FANS = [2, 1, 2, 1, 3];
const RUNS = 2;

/**
 * A sold-out match whose FREED seats a lapsed hold gives back, FANS waiting for them, and RUNS offer
 * rounds at once (as the job of RUNS processes would be). Answers, per seat, how many offer lines point
 * at it, and how many offer e-mails each fan got.
 */
async function raceForFreedSeats(t: TestApp) {
  const { matchId } = await soldOutMatch(t, FREED);
  await blocker(t, matchId, FREED);
  const fans = await Promise.all(FANS.map(() => t.newUser()));
  for (const [i, fan] of fans.entries())
    expect((await joinList(t, fan.token, matchId, { count: FANS[i] })).statusCode).toBe(201);
  await t.setClockOffset((HOLD_MINUTES + 1) * 60_000);

  await Promise.all(Array.from({ length: RUNS }, () => t.app.services.waitingList.offerRound()));

  const mails = await queryRows<{ recipient: string; n: number }>(
    t.db,
    sql`select recipient, count(*)::int as n from outbox where channel = 'EMAIL'
      and subject like 'Uvoľnili sa miesta%' group by recipient`,
  );
  return { lines: await offerLinesPerSeat(t, matchId), mails, fans };
}

describe.each(await availableKinds())('two offer rounds at once over the same freed seats on %s', (kind) => {
  const t = suiteApp(kind, {}, { poolSize: 10, lockTimeoutMs: 20_000 });

  it('each freed seat is offered once, each fan gets at most one offer, in list order', async () => {
    const { lines, mails, fans } = await raceForFreedSeats(t);
    // 4 seats: the first fan's 2 and the second's 1 by list order; the third (2) does not fit the one
    // left, the fourth (1) does.
    expect(lines.map((l) => l.lines)).toEqual([1, 1, 1, 1]);
    expect(mails.every((m) => m.n === 1)).toBe(true);
    expect(mails.map((m) => m.recipient).sort()).toEqual(
      [fans[0], fans[1], fans[3]].map((f) => f?.email as string).sort(),
    );
  });
});

// The control run needs real connections in parallel: PostgreSQL only (PGlite serializes transactions).
const onPostgres = (await availableKinds()).includes('postgres');

describe.runIf(onPostgres)(
  'control run: rounds that take lists without a lock and hold without a condition',
  () => {
    const seams: ServiceSeams = { waitingListOffers: offersWithoutLocks(barrier(RUNS)) };
    const t = suiteApp('postgres', {}, { poolSize: 10, lockTimeoutMs: 20_000 }, seams);

    it('the same seats go to two offers and the first fan is e-mailed twice', async () => {
      const { lines, mails, fans } = await raceForFreedSeats(t);
      expect(lines.some((l) => l.lines > 1)).toBe(true);
      expect(mails.find((m) => m.recipient === fans[0]?.email)?.n).toBe(2);
    });
  },
);
