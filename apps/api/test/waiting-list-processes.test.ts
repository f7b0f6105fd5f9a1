import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { HOLD_MINUTES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { advanceClock, blocker, joinList, offerLinesPerSeat, soldOutMatch } from './helpers/waiting-list.ts';

// Two processes run the offer round at once: PostgreSQL only (PGlite is one process by nature).
const onPostgres = (await availableKinds()).includes('postgres');
const FREED = 4;
const FANS = [2, 1, 2, 1, 3];
const offerProcess = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'helpers/waiting-list-offer-process.ts',
);

/** An offer process of its own (helpers/waiting-list-offer-process.ts) and the lines it says. */
type Offerer = { child: ChildProcess; next: () => Promise<string> };

async function startOfferer(databaseUrl: string): Promise<Offerer> {
  const child = spawn(process.execPath, ['--import', 'tsx', offerProcess], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream })[Symbol.asyncIterator]();
  const next = async () => String((await lines.next()).value);
  const first = await next();
  if (first !== 'ready') throw new Error(`offer process said ${first}`);
  return { child, next };
}

describe.runIf(onPostgres)('the waiting list’s offer round in two processes on one PostgreSQL', () => {
  let t: TestApp;
  let offerers: Offerer[] = [];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const url = t.url;
    if (!url) throw new Error('the PostgreSQL test app has no URL');
    offerers = await Promise.all([startOfferer(url), startOfferer(url)]);
  }, 120_000);
  afterAll(async () => {
    for (const offerer of offerers) {
      const exited = new Promise((resolve) => offerer.child.once('exit', resolve));
      offerer.child.stdin?.end();
      await exited;
    }
    await t.close();
  });

  /** A sold-out match whose FREED seats a lapsed hold gives back, and FANS joined in this order. */
  async function freedSeatsAndFans(offset: number) {
    const { matchId } = await soldOutMatch(t, FREED, offset);
    await blocker(t, matchId, FREED);
    const fans = [];
    for (const count of FANS) {
      const fan = await t.newUser();
      expect((await joinList(t, fan.token, matchId, { count })).statusCode).toBe(201);
      fans.push(fan);
    }
    // The hold lapses: the shop's clock moves on from where the last test left it.
    await advanceClock(t, (HOLD_MINUTES + 1) * 60_000);
    return { matchId, fans };
  }

  async function offersOf(matchId: string) {
    return queryRows<{ email: string; seats: number }>(
      t.db,
      sql`select u.email, count(ci.id)::int as seats from waiting_list_entries e join users u on u.id = e.user_id
        left join cart_items ci on ci.cart_id = e.offer_cart_id
        where e.setup_id = ${matchId} and e.state = 'OFFERED' group by u.email, e.seq order by e.seq`,
    );
  }

  it('each freed seat is offered once, to the first fans in join order whose count fits', async () => {
    const { matchId, fans } = await freedSeatsAndFans(0);
    for (const o of offerers) o.child.stdin?.write('race locked\n');
    const told = await Promise.all(offerers.map((o) => o.next()));
    // One process made the three offers; the other found the list taken or nothing left.
    expect(told.sort()).toEqual(['offered 0', 'offered 3']);
    expect((await offerLinesPerSeat(t, matchId)).map((l) => l.lines)).toEqual([1, 1, 1, 1]);
    expect(await offersOf(matchId)).toEqual([
      { email: fans[0]?.email, seats: 2 },
      { email: fans[1]?.email, seats: 1 },
      { email: fans[3]?.email, seats: 1 },
    ]);
  });

  it('control run: rounds without the list lock and the free-seat condition offer the same seats twice', async () => {
    const { matchId } = await freedSeatsAndFans(1);
    for (const o of offerers) o.child.stdin?.write('race control\n');
    // Both processes have picked their seats before either holds them.
    expect(await Promise.all(offerers.map((o) => o.next()))).toEqual(['picked', 'picked']);
    for (const o of offerers) o.child.stdin?.write('go\n');
    const told = await Promise.all(offerers.map((o) => o.next()));
    expect(told.every((line) => line.startsWith('offered'))).toBe(true);
    expect((await offerLinesPerSeat(t, matchId)).some((l) => l.lines > 1)).toBe(true);
  });
});
