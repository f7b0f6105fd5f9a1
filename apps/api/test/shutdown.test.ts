import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock.ts';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { availableKinds, createDemoDatabase, openSeededDataDir } from './helpers/databases.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { openSse } from './helpers/sse.ts';
import { waitUntil } from './helpers/wait.ts';

const onPostgres = (await availableKinds()).includes('postgres');

describe('SIGTERM with a live-seat stream open', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hokej-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('tells the page to reconnect, closes its stream and exits within 10 s', async () => {
    // The folder starts as the run's seeded snapshot: the process does not spend a minute seeding PGlite.
    await (await openSeededDataDir(dataDir)).close();
    const server = await startServerProcess({ DATABASE_URL: undefined, DATA_DIR: dataDir, SEED: 'none' });
    try {
      const events = (await (await fetch(`${server.base}/v2/event`)).json()) as {
        data: Array<{ uuid: string }>;
      };
      const page = await openSse(`${server.base}/v2/push/EVENT/${events.data[0]?.uuid}`);
      await page.waitForRetries(1);
      expect(page.retries).toEqual([2000]);
      const started = Date.now();
      await server.stop('SIGTERM');
      const took = Date.now() - started;
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(took).toBeLessThan(10_000);
      // The stream ended from the server's side, after a retry line of 1–3 s.
      await page.ended;
      expect(page.retries).toHaveLength(2);
      expect(page.retries[1]).toBeGreaterThanOrEqual(1000);
      expect(page.retries[1]).toBeLessThan(3000);
      // A clean stop leaves the embedded database's folder free for the next start.
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      console.info(`SIGTERM with an open stream: exited in ${took} ms`);
    } finally {
      await server.stop('SIGKILL');
    }
  }, 120_000);
});

describe.runIf(onPostgres)('SIGTERM with a request in flight on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createDemoDatabase>>;
  beforeAll(async () => {
    database = await createDemoDatabase();
  });
  afterAll(() => database?.drop());

  it('finishes the request, closes the stream, refuses new work and exits with 0', async () => {
    const secret = randomBytes(32).toString('hex');
    const server = await startServerProcess({
      DATABASE_URL: database.url,
      JWT_SECRET: secret,
      SEED: 'demo',
      PG_LOCK_TIMEOUT_MS: '8000',
    });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows: users } = await admin.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name, email_verified_at)
         values ('shutdown@hokej.test', 'no-login', 'Fanúšik', 'Koniec', now()) returning id`,
      );
      const token = await createAccessTokens(secret, 600).sign({
        id: users[0]?.id as string,
        roles: ['USER'],
        name: 'Fanúšik Koniec',
      });
      const { rows: seats } = await admin.query<{
        id: string;
        setup_id: string;
        sector: string;
        row: string;
        name: string;
      }>(
        `select s.id, s.setup_id, s.sector, s.row, s.name from setup_seats s join setups u on u.id = s.setup_id
         where u.setup_type = 'EVENT' and s.state = 'ACTIVE' order by u.starts_at, s.sector, s.row, s.name limit 1`,
      );
      const seat = seats[0];
      if (!seat) throw new Error('no free seat');
      const page = await openSse(`${server.base}/v2/push/EVENT/${seat.setup_id}`);
      await page.waitForRetries(1);
      // The hold waits for the seat's row lock: a request in flight when SIGTERM comes.
      await admin.query('begin');
      await admin.query('select id from setup_seats where id = $1 for update', [seat.id]);
      const hold = fetch(`${server.base}/v2/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          type: 'ADD_SEAT',
          setupType: 'EVENT',
          uuid: seat.setup_id,
          seat: { sector: seat.sector, row: seat.row, name: seat.name },
        }),
      });
      const watcher = new pg.Client({ connectionString: database.url });
      await watcher.connect();
      await waitUntil(
        async () => {
          const { rows } = await watcher.query(
            `select 1 from pg_stat_activity where datname = current_database()
             and application_name = 'hokej-shop' and wait_event_type = 'Lock'`,
          );
          return rows.length > 0;
        },
        { what: 'the hold in flight waiting on the seat lock', timeoutMs: 30_000, everyMs: 20 },
      );
      await watcher.end();
      const started = Date.now();
      const stopped = server.stop('SIGTERM');
      await page.ended;
      expect(page.retries).toHaveLength(2);
      // New work is refused while the request in flight is still waiting.
      const late = await fetch(`${server.base}/v2/event`).then(
        (r) => r.status,
        () => 'refused',
      );
      expect([503, 'refused']).toContain(late);
      expect(server.running()).toBe(true);
      await admin.query('rollback');
      expect((await hold).status).toBe(201);
      await stopped;
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await admin.end();
      await server.stop('SIGKILL');
    }
  }, 120_000);
});
