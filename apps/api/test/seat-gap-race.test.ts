import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { ServiceSeams } from '../src/services.ts';
import { availableKinds } from './helpers/databases.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { waitUntil } from './helpers/wait.ts';

// Two fans' picks, each fine alone, that together would strand a seat (SEAT_GAP): seat 1 and seat 3 of a
// free row of 7 leave seat 2 alone, and whichever comes second has a seat to take instead (in a row of 5
// the rule's exception would let the second through: after seat 3 every pick strands one). PostgreSQL only: PGlite runs one transaction at a time, so its picks never
// meet (the rule itself is tested on both databases in seat-gap.test.ts).
const onPostgres = (await availableKinds()).includes('postgres');
const GATE = 7_319_001;
const BARRIER = 7_319_002;
/** Free rows of the small test arena (2 rows of 5 seats per sector) no other pick in this file touches. */
const ROWS = [
  { sector: 'A12', row: '1' },
  { sector: 'A12', row: '2' },
  { sector: 'A13', row: '1' },
  { sector: 'A13', row: '2' },
  { sector: 'A14', row: '1' },
];

/** The cart statement of a hold behind a gate the test opens once every hold waits there, so they run at once. */
const gatedCart = (userId: string) =>
  sql`insert into carts (user_id) select ${userId} from (select pg_advisory_xact_lock_shared(${GATE})) gate
    on conflict (user_id) do update set user_id = excluded.user_id returning id`;

/** Waits until `count` transactions wait for advisory lock `key`, which `gate` holds. */
const waitersAt = (gate: pg.Client, key: number, count: number, what: string) =>
  waitUntil(
    async () => {
      const { rows } = await gate.query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
        [key],
      );
      return rows[0].n === count;
    },
    { what, everyMs: 5 },
  );

/**
 * The control run's second gate inside each hold statement, after it has read the row (a trigger on
 * cart_items waits for it): once every pick waits there, each has decided the rule before any committed.
 */
async function addReadBarrier(t: TestApp) {
  const client = new pg.Client({ connectionString: t.url });
  await client.connect();
  try {
    await client.query(`create function test_gap_barrier() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${BARRIER}); return null; end $$`);
    await client.query(`create trigger test_gap_barrier after insert on cart_items
      for each row execute function test_gap_barrier()`);
  } finally {
    await client.end();
  }
}

/** Lengthens the test rows to 7 seats (the small test arena has 5), at the rows' own seat pitch. */
async function sevenSeatRows(t: TestApp, match: string) {
  for (const { sector, row } of ROWS)
    await queryRows(
      t.db,
      sql`insert into setup_seats (setup_id, sector, row, name, x, y)
        select s5.setup_id, s5.sector, s5.row, (5 + k)::text, s5.x + k * (s2.x - s1.x), s5.y
        from setup_seats s5
        join setup_seats s1 on s1.setup_id = s5.setup_id and s1.sector = s5.sector and s1.row = s5.row and s1.name = '1'
        join setup_seats s2 on s2.setup_id = s5.setup_id and s2.sector = s5.sector and s2.row = s5.row and s2.name = '2'
        cross join generate_series(1, 2) k
        where s5.setup_id = ${match} and s5.sector = ${sector} and s5.row = ${row} and s5.name = '5'`,
    );
}

/** In each row one fan picks seat 1 and another seat 3, all at once; answers each row's outcome. */
async function picksAroundSeatTwo(t: TestApp, barrier: boolean) {
  const match = await t.firstEvent();
  await sevenSeatRows(t, match);
  const picks = await Promise.all(
    ROWS.flatMap((row) =>
      ['1', '3'].map(async (name) => ({ seat: { ...row, name }, fan: await t.newUser() })),
    ),
  );
  const gate = new pg.Client({ connectionString: t.url });
  await gate.connect();
  try {
    await gate.query('select pg_advisory_lock($1)', [GATE]);
    if (barrier) await gate.query('select pg_advisory_lock($1)', [BARRIER]);
    const answers = Promise.all(picks.map((p) => t.holdSeat(p.fan.token, match, p.seat)));
    await waitersAt(gate, GATE, picks.length, 'every pick at the gate');
    await gate.query('select pg_advisory_unlock($1)', [GATE]);
    if (barrier) {
      await waitersAt(gate, BARRIER, picks.length, 'every pick read and written, none committed');
      await gate.query('select pg_advisory_unlock($1)', [BARRIER]);
    }
    const codes = (await answers).map((a) => (a.statusCode === 201 ? 'HELD' : a.json().code));
    const rows = await Promise.all(
      ROWS.map(async (row, i) => ({
        codes: codes.slice(2 * i, 2 * i + 2).sort(),
        seatTwo: (await t.seatRow(match, { ...row, name: '2' }))?.state,
        stranded:
          (await t.seatRow(match, { ...row, name: '1' }))?.state === 'BOOKED' &&
          (await t.seatRow(match, { ...row, name: '3' }))?.state === 'BOOKED',
      })),
    );
    return rows;
  } finally {
    await gate.end();
  }
}

describe.runIf(onPostgres)('two fans’ picks that together would strand a seat, on PostgreSQL', () => {
  const run = (seams: ServiceSeams, barrier: boolean) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('postgres', {}, { poolSize: 20 }, seams);
      if (barrier) await addReadBarrier(t);
    });
    afterAll(() => t.close());
    return () => picksAroundSeatTwo(t, barrier);
  };

  describe('the shop (the row lock)', () => {
    const rush = run({ lockCartQuery: gatedCart }, false);
    it('in every row one pick is held and the other refused with SEAT_GAP: seat 2 is never left alone', async () => {
      const rows = await rush();
      for (const row of rows) {
        expect(row.codes).toEqual(['HELD', 'SEAT_GAP']);
        expect(row.stranded).toBe(false);
        expect(row.seatTwo).toBe('ACTIVE');
      }
    });
  });

  // The control run: without the row lock, each pick decides the rule in a snapshot without the other.
  describe('control run (no row lock)', () => {
    const rush = run({ lockCartQuery: gatedCart, lockRowQuery: () => sql`select 1` }, true);
    it('both picks of a row are held and seat 2 is stranded between them', async () => {
      const rows = await rush();
      expect(rows.filter((row) => row.stranded).length).toBeGreaterThan(0);
      for (const row of rows.filter((r) => r.stranded)) expect(row.codes).toEqual(['HELD', 'HELD']);
    });
  });
});
