import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { ServiceSeams } from '../src/services.ts';
import { availableKinds } from './helpers/databases.ts';
import { addCartItemsBarrier, gatedCart, holdsAtOnce } from './helpers/hold-gates.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

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
  const answers = await holdsAtOnce(
    t,
    { gate: GATE, barrier: barrier ? BARRIER : undefined },
    picks.length,
    () => Promise.all(picks.map((p) => t.holdSeat(p.fan.token, match, p.seat))),
  );
  const codes = answers.map((a) => (a.statusCode === 201 ? 'HELD' : a.json().code));
  return Promise.all(
    ROWS.map(async (row, i) => ({
      codes: codes.slice(2 * i, 2 * i + 2).sort(),
      seatTwo: (await t.seatRow(match, { ...row, name: '2' }))?.state,
      stranded:
        (await t.seatRow(match, { ...row, name: '1' }))?.state === 'BOOKED' &&
        (await t.seatRow(match, { ...row, name: '3' }))?.state === 'BOOKED',
    })),
  );
}

describe.runIf(onPostgres)('two fans’ picks that together would strand a seat, on PostgreSQL', () => {
  const run = (seams: ServiceSeams, barrier: boolean) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('postgres', {}, { poolSize: 20 }, seams);
      if (barrier) await addCartItemsBarrier(t, BARRIER);
    });
    afterAll(() => t.close());
    return () => picksAroundSeatTwo(t, barrier);
  };

  describe('the shop (the row lock)', () => {
    const rush = run({ lockCartQuery: gatedCart(GATE) }, false);
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
    const rush = run({ lockCartQuery: gatedCart(GATE), lockRowQuery: () => sql`select 1` }, true);
    it('both picks of a row are held and seat 2 is stranded between them', async () => {
      const rows = await rush();
      expect(rows.filter((row) => row.stranded).length).toBeGreaterThan(0);
      for (const row of rows.filter((r) => r.stranded)) expect(row.codes).toEqual(['HELD', 'HELD']);
    });
  });
});
