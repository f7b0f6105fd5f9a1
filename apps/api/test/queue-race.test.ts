import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import type { AdmissionStrategy } from '../src/modules/queue/admission-tick.ts';
import { availableKinds } from './helpers/databases.ts';
import { queueTools } from './helpers/queue.ts';
import { admitWithoutRoomLock } from './helpers/queue-control-run.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Several processes tick at once: PostgreSQL only (PGlite is one process by nature).
const onPostgres = (await availableKinds()).includes('postgres');
const PROCESSES = 4;
const ROUNDS = 6;
const FANS = 60;
const SHOPPERS = 5;

/** The rate binds: 1 a minute lets one fan in now (a burst is at most 5 s of the rate, at least 1). */
const RATE_BINDS = { ratePerMinute: 1, maxShopping: 10_000, tokens: 1, allowed: 1 };
/** The cap on shoppers binds: plenty in the bucket, room for SHOPPERS. */
const CAP_BINDS = { ratePerMinute: 600, maxShopping: SHOPPERS, tokens: 50, allowed: SHOPPERS };

/**
 * A room with FANS in line and `tokens` admissions in its bucket; then every "process" (its own
 * connection pool, as a separate server would have) runs ROUNDS admission rounds at once. Answers
 * how many fans got in.
 */
async function raceForAdmissions(
  t: TestApp,
  pools: Database[],
  room: typeof RATE_BINDS,
  strategy?: AdmissionStrategy,
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
  await Promise.all(pools.flatMap((pool) => Array.from({ length: ROUNDS }, () => q.tick(strategy, pool.db))));
  const admitted = (await admittedIn(t, id)) - before;
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
  let pools: Database[];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    pools = await Promise.all(
      Array.from({ length: PROCESSES }, () =>
        openDatabase({ databaseUrl: t.url, dataDir: '', poolSize: ROUNDS }),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.close()));
    await t.close();
  });

  it(`${PROCESSES} processes ticking ${ROUNDS} times at once admit the one fan the rate allows`, async () => {
    expect(await raceForAdmissions(t, pools, RATE_BINDS)).toBe(RATE_BINDS.allowed);
  });

  it(`${PROCESSES} processes ticking ${ROUNDS} times at once fill the ${SHOPPERS} shopping places exactly`, async () => {
    expect(await raceForAdmissions(t, pools, CAP_BINDS)).toBe(CAP_BINDS.allowed);
  });

  // The control run: without the room's row lock the same races admit more than allowed, or the
  // tests above prove nothing.
  it('control run: rounds that read the bucket without the lock admit more than the rate', async () => {
    expect(await raceForAdmissions(t, pools, RATE_BINDS, admitWithoutRoomLock)).toBeGreaterThan(
      RATE_BINDS.allowed,
    );
  });

  it('control run: rounds that count the shoppers without the lock admit more than the cap', async () => {
    expect(await raceForAdmissions(t, pools, CAP_BINDS, admitWithoutRoomLock)).toBeGreaterThan(
      CAP_BINDS.allowed,
    );
  });
});
