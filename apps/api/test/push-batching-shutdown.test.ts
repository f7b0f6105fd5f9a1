import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { availableKinds, createDemoDatabase, type DbKind, openSeededDataDir } from './helpers/databases.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { openStreamWrites } from './helpers/sse-writes.ts';

/**
 * SIGTERM while a batch of seat changes waits for its window (PUSH_BATCH_MS, issue 17): nothing is lost.
 * Either the stream gets the pending batch before it is closed, or the page, coming back to the shop
 * started again on the same database, gets what it missed from its Last-Event-ID. Each change once.
 */
const secret = randomBytes(32).toString('hex');
const EMAIL = 'batch-shutdown@hokej.test';

/** Where a shop process keeps its data, and a fan's token it accepts (the fan made before it starts). */
async function shopDatabase(kind: DbKind) {
  const insertFan = sql`insert into users (email, password_hash, first_name, last_name, email_verified_at)
    values (${EMAIL}, 'no-login', 'Fanúšik', 'Dávka', now()) returning id`;
  const sign = (id: string) =>
    createAccessTokens(secret, 600).sign({ id, roles: ['USER'], name: 'Fanúšik Dávka' });
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hokej-batch-'));
    const database = await openSeededDataDir(dataDir);
    const [fan] = await queryRows<{ id: string }>(database.db, insertFan);
    await database.close();
    return {
      env: { DATABASE_URL: undefined, DATA_DIR: dataDir },
      token: await sign(fan?.id as string),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createDemoDatabase();
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, email_verified_at)
     values ($1, 'no-login', 'Fanúšik', 'Dávka', now()) returning id`,
    [EMAIL],
  );
  await client.end();
  return {
    env: { DATABASE_URL: database.url },
    token: await sign(rows[0]?.id as string),
    drop: database.drop,
  };
}

describe.each(await availableKinds())('SIGTERM with a batch pending on %s', (kind) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('the open page gets every change, from the flushed batch or by its last event id', async () => {
    const shop = await shopDatabase(kind);
    cleanups.push(shop.drop);
    const env = { ...shop.env, JWT_SECRET: secret, SEED: 'none', PUSH_BATCH_MS: '1000' };
    const first = await startServerProcess(env);
    cleanups.push(() => first.stop('SIGKILL'));
    const events = (await (await fetch(`${first.base}/v2/event`)).json()) as {
      data: Array<{ uuid: string }>;
    };
    const match = events.data[0]?.uuid as string;
    const stream = `/v2/push/EVENT/${match}`;
    const hold = async (base: string, count: number) => {
      const res = await fetch(`${base}/v2/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${shop.token}` },
        body: JSON.stringify({ type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: match, count }),
      });
      expect(res.status).toBe(201);
      const body = (await res.json()) as {
        items: Array<{ seat: { sector: string; row: string; name: string } }>;
      };
      return body.items.map(({ seat }) => `${seat.sector}|${seat.row}|${seat.name}`);
    };

    const page = await openStreamWrites(first.base, stream);
    await page.opened();
    // A first change gives the page a last event id, as a page open for a while has.
    const earlier = await hold(first.base, 1);
    await page.waitForSeatFrames(1);
    const seen = page.seatFrames()[0]?.id as number;

    // Three more seats change, and the process is told to stop while their window is open.
    const held = (await hold(first.base, 3)).filter((seat) => !earlier.includes(seat));
    expect(held).toHaveLength(3);
    await first.stop('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    await page.ended;
    const flushed = page.seatFrames().filter((f) => f.id > seen);
    const last = Math.max(seen, ...flushed.map((f) => f.id));

    // The page comes back (to the shop started again on the same database) with its last event id.
    const second = await startServerProcess(env);
    cleanups.push(() => second.stop('SIGKILL'));
    const back = await openStreamWrites(second.base, stream, last);
    try {
      // The replay starts a margin before the page's last id (push-replay.ts: a lower id can commit
      // later), so it may send again a change the page already has, under the same event id. A change is
      // one event id: counted once, however many times it arrives.
      const after = () => {
        const byId = new Map(
          [...flushed, ...back.seatFrames()].filter((f) => f.id > seen).map((f) => [f.id, f]),
        );
        return [...byId.values()].sort((a, b) => a.id - b.id);
      };
      await back.waitFor(() => after().length >= held.length, `${held.length} changes after ${seen}`);
      const replayed = back.seatFrames().filter((f) => f.id > last);
      const all = after();
      expect(all.map((f) => `${f.seat.sector}|${f.seat.row}|${f.seat.name}`).sort()).toEqual(
        [...held].sort(),
      );
      const replayIds = back.seatFrames().map((f) => f.id);
      expect(replayIds).toEqual([...replayIds].sort((a, b) => a - b));
      console.info(
        `SIGTERM with a batch pending on ${kind}: ${flushed.length} of 3 flushed before the stream closed, ` +
          `${replayed.length} replayed by last event id`,
      );
    } finally {
      await back.close();
      await second.stop('SIGTERM');
    }
  }, 240_000);
});
