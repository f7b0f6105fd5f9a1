import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { availableKinds, createDemoDatabase } from './helpers/databases.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { waitUntil } from './helpers/wait.ts';

/**
 * Fairness under load (issue 17): FANS fans join one waiting room through two real shop processes on one
 * PostgreSQL while both run their admission rounds, and they are let in in the order they arrived.
 * Arrival is the queue's own ticket: the place each join draws from `queue_place_seq`, whichever process
 * served it. Admissions of one round share their time, so the order inside a round says nothing; the
 * test asserts that no fan is overtaken, by fans who arrived later and were let in earlier, by more than
 * the largest round. The control run starts the same two processes with a round that lets the newest in
 * first (helpers/queue-control-run.ts), and the same assertion catches it.
 */
const onPostgres = (await availableKinds()).includes('postgres');
const FANS = 200;
/** 10 a second: a round every 200 ms lets 2 in, and an idle bucket holds at most 50 (5 s of the rate). */
const RATE_PER_MINUTE = 600;
const JOINS_AT_ONCE = 16;
const secret = randomBytes(32).toString('hex');
const tokens = createAccessTokens(secret, 600);

type Entry = { place: number; admittedUs: string };

/** For each fan, how many who arrived later were let in by an earlier round; and the largest round. */
export function overtaking(entries: Entry[]) {
  const byPlace = [...entries].sort((a, b) => a.place - b.place);
  let most = 0;
  for (const [i, fan] of byPlace.entries()) {
    const by = byPlace
      .slice(i + 1)
      .filter((later) => BigInt(later.admittedUs) < BigInt(fan.admittedUs)).length;
    most = Math.max(most, by);
  }
  const rounds = new Map<string, number>();
  for (const { admittedUs } of entries) rounds.set(admittedUs, (rounds.get(admittedUs) ?? 0) + 1);
  return { mostOvertaken: most, largestRound: Math.max(...rounds.values()), rounds: rounds.size };
}

describe.runIf(onPostgres)(
  'the waiting room admits in arrival order across two processes on PostgreSQL',
  () => {
    let database: Awaited<ReturnType<typeof createDemoDatabase>>;
    let client: pg.Client;
    beforeAll(async () => {
      database = await createDemoDatabase();
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
    }, 120_000);
    afterAll(async () => {
      await client?.end();
      await database?.drop();
    });

    /** New accounts made in one statement, each answered as a token the processes accept. */
    async function accounts(count: number, role: 'USER' | 'ADMIN') {
      const { rows } = await client.query<{ id: string }>(
        `insert into users (email, password_hash, first_name, last_name, email_verified_at)
       select 'fair-' || md5(random()::text) || '@hokej.test', 'no-login', 'Fanúšik', 'Rad ' || n, now()
       from generate_series(1, $1) n returning id`,
        [count],
      );
      return Promise.all(rows.map(({ id }) => tokens.sign({ id, roles: [role], name: 'Fanúšik' })));
    }

    /** Two processes with the given round; FANS join through both at once while they admit; answers the order. */
    async function rush(order: 'fair' | 'newest-first') {
      const env = {
        DATABASE_URL: database.url,
        JWT_SECRET: secret,
        SEED: 'none',
        QUEUE_TICK_MS: '200',
        QUEUE_JOINS_PER_MINUTE: '1000000',
        ADMISSION_ORDER: order,
      };
      const entry = 'test/helpers/queue-order-server.ts';
      const shops = await Promise.all([1, 2].map(() => startServerProcess(env, undefined, undefined, entry)));
      try {
        const [admin] = await accounts(1, 'ADMIN');
        const fans = await accounts(FANS, 'USER');
        const call = (i: number, method: string, path: string, token: string, body?: unknown) =>
          fetch(`${shops[i % 2]?.base}${path}`, {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
        const opened = await call(0, 'POST', '/v2/admin/queue', admin as string, {
          setupId: null,
          opensAt: new Date(Date.now() - 1000).toISOString(),
          ratePerMinute: RATE_PER_MINUTE,
          maxShopping: 10_000,
        });
        expect(opened.status).toBe(201);
        const roomId = ((await opened.json()) as { id: string }).id;
        // The opening's round (an empty pre-queue) comes first: every join after it draws a place.
        await waitUntil(
          async () =>
            (
              await client.query('select 1 from queue_rooms where id = $1 and shuffled_at is not null', [
                roomId,
              ])
            ).rowCount === 1,
          { what: 'the opening round', timeoutMs: 30_000, everyMs: 50 },
        );

        const told: Array<number | null> = [];
        let next = 0;
        await Promise.all(
          Array.from({ length: JOINS_AT_ONCE }, async () => {
            for (let i = next++; i < FANS; i = next++) {
              const res = await call(i, 'POST', `/v2/queue/${roomId}/entry`, fans[i] as string);
              expect(res.status).toBe(200);
              const status = (await res.json()) as { position: number | null; status: string };
              told.push(status.position ?? (status.status === 'ADMITTED' ? 0 : null));
            }
          }),
        );
        expect(told.filter((p) => p === null)).toEqual([]);

        const admitted = async () =>
          Number(
            (
              await client.query(
                'select count(*) as n from queue_entries where room_id = $1 and admitted_at is not null',
                [roomId],
              )
            ).rows[0]?.n,
          );
        await waitUntil(async () => (await admitted()) === FANS, {
          what: `all ${FANS} fans admitted`,
          timeoutMs: 120_000,
          everyMs: 200,
        });
        const { rows } = await client.query<Entry>(
          `select place, (extract(epoch from admitted_at) * 1000000)::bigint::text as "admittedUs"
         from queue_entries where room_id = $1`,
          [roomId],
        );
        expect(rows).toHaveLength(FANS);
        expect((await call(0, 'POST', `/v2/admin/queue/${roomId}/close`, admin as string)).status).toBe(200);
        return overtaking(rows);
      } finally {
        await Promise.all(shops.map((shop) => shop.stop('SIGTERM')));
      }
    }

    it(`${FANS} fans through two processes: nobody is overtaken by more than one round`, async () => {
      const seen = await rush('fair');
      console.info(`waiting room, fair rounds: ${JSON.stringify(seen)}`);
      expect(seen.mostOvertaken).toBeLessThanOrEqual(seen.largestRound);
    }, 300_000);

    it('control run: rounds that let the newest in first are caught by the same assertion', async () => {
      const seen = await rush('newest-first');
      console.info(`waiting room, newest first: ${JSON.stringify(seen)}`);
      expect(seen.mostOvertaken).toBeGreaterThan(seen.largestRound);
    }, 300_000);
  },
);
