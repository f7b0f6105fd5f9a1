import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { queueTools } from './helpers/queue.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Several processes tick at once: PostgreSQL only (PGlite is one process by nature).
const onPostgres = (await availableKinds()).includes('postgres');
const PROCESSES = 3;
const ROUNDS = 6;
const FANS = 60;
const SHOPPERS = 5;

/** The rate binds: 1 a minute lets one fan in now (a burst is at most 5 s of the rate, at least 1). */
const RATE_BINDS = { ratePerMinute: 1, maxShopping: 10_000, tokens: 1, allowed: 1 };
/** The cap on shoppers binds: plenty in the bucket, room for SHOPPERS. */
const CAP_BINDS = { ratePerMinute: 600, maxShopping: SHOPPERS, tokens: 50, allowed: SHOPPERS };

const tickProcess = path.join(path.dirname(fileURLToPath(import.meta.url)), 'helpers/queue-tick-process.ts');

/** An admission process of its own (helpers/queue-tick-process.ts): asked to race, it answers how many it let in. */
type Ticker = { child: ChildProcess; lines: AsyncIterator<string>; input: Interface };

async function startTicker(databaseUrl: string): Promise<Ticker> {
  const child = spawn(process.execPath, ['--import', 'tsx', tickProcess], {
    env: { ...process.env, DATABASE_URL: databaseUrl, ROUNDS: String(ROUNDS) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const input = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const lines = input[Symbol.asyncIterator]();
  const first = await lines.next();
  if (first.value !== 'ready') throw new Error(`admission process said ${String(first.value)}`);
  return { child, lines, input };
}

async function race(ticker: Ticker, strategy: 'locked' | 'control'): Promise<number> {
  ticker.child.stdin?.write(`race ${ROUNDS} ${strategy}\n`);
  const answer = await ticker.lines.next();
  const admitted = /^admitted (\d+)$/.exec(String(answer.value));
  if (!admitted) throw new Error(`admission process answered ${String(answer.value)}`);
  return Number(admitted[1]);
}

/**
 * A room with FANS in line and `tokens` admissions in its bucket; then PROCESSES admission processes
 * (real OS processes, each with its own event loop and pool, as the shop's servers are) run ROUNDS
 * admission rounds each at once. Answers how many fans got in.
 */
async function raceForAdmissions(
  t: TestApp,
  tickers: Ticker[],
  room: typeof RATE_BINDS,
  strategy: 'locked' | 'control' = 'locked',
) {
  const q = queueTools(t);
  const admin = (await t.newUser(['ADMIN'])).token;
  const { tokens, allowed: _, ...limits } = room;
  const id = (
    await q.openRoom(admin, { setupId: null, opensAt: new Date(Date.now() - 1000).toISOString(), ...limits })
  ).json().id as string;
  await q.tick(); // the opening (nobody in the pre-queue)
  for (let i = 0; i < FANS; i++) await q.join((await t.newUser()).token, id, `10.2.${i}.1`);
  await queryRows(
    t.db,
    sql`update queue_rooms set tokens = ${tokens}, tokens_at = shop_now() where id = ${id}`,
  );
  const before = await admittedIn(t, id);
  const told = await Promise.all(tickers.map((ticker) => race(ticker, strategy)));
  const admitted = (await admittedIn(t, id)) - before;
  // The processes' own counts agree with the database (no admission written and not reported, or the reverse).
  expect(told.reduce((a, b) => a + b, 0)).toBe(admitted);
  await q.admin(admin, 'POST', `/${id}/close`);
  return admitted;
}

async function admittedIn(t: TestApp, room: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from queue_entries where room_id = ${room} and admitted_at is not null`,
  );
  return row?.n ?? 0;
}

describe.runIf(onPostgres)('the admission race between processes on PostgreSQL', () => {
  let t: TestApp;
  let tickers: Ticker[] = [];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    const url = t.url;
    if (!url) throw new Error('the PostgreSQL test app has no URL');
    tickers = await Promise.all(Array.from({ length: PROCESSES }, () => startTicker(url)));
  }, 120_000);
  afterAll(async () => {
    for (const ticker of tickers) {
      const exited = new Promise((resolve) => ticker.child.once('exit', resolve));
      ticker.child.stdin?.end();
      await exited;
    }
    await t.close();
  });

  it(`${PROCESSES} processes ticking ${ROUNDS} times at once admit the one fan the rate allows`, async () => {
    expect(await raceForAdmissions(t, tickers, RATE_BINDS)).toBe(RATE_BINDS.allowed);
  });

  it(`${PROCESSES} processes ticking ${ROUNDS} times at once fill the ${SHOPPERS} shopping places exactly`, async () => {
    expect(await raceForAdmissions(t, tickers, CAP_BINDS)).toBe(CAP_BINDS.allowed);
  });

  // The control run: without the room's row lock the same races admit more than allowed, or the
  // tests above prove nothing. In each process the first two rounds that read the bucket meet before
  // either admits (helpers/queue-control-run.ts), so one race shows it: no retries left to chance.
  const controlRace = (room: typeof RATE_BINDS) => raceForAdmissions(t, tickers, room, 'control');

  it('control run: rounds that read the bucket without the lock admit more than the rate', async () => {
    expect(await controlRace(RATE_BINDS)).toBeGreaterThan(RATE_BINDS.allowed);
  });

  it('control run: rounds that count the shoppers without the lock admit more than the cap', async () => {
    expect(await controlRace(CAP_BINDS)).toBeGreaterThan(CAP_BINDS.allowed);
  });
});
