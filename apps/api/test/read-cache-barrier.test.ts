import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { noBarriers } from './helpers/read-cache-control-run.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

// The feed is a LISTEN connection of its own on PostgreSQL: a notice arrives a moment after its commit.
const onPostgres = (await availableKinds()).includes('postgres');
const ROUNDS = 20;
type Seat = { sector: string; row: string; name: string };

/**
 * The club disables and enables one seat ROUNDS times (each change commits its NOTIFY inside its
 * transaction and is not reported to the kept reads any other way); right after each answer the same
 * process reads the seat's sector. Answers how many reads showed the seat as it was before the change.
 */
async function staleReadsAfterOwnChanges(t: TestApp) {
  const admin = await t.newUser(['ADMIN']);
  const match = await t.firstEvent();
  const [seat] = (await t.freeSeats(match, 1)) as Seat[];
  if (!seat) throw new Error('no free seat');
  const sectorOf = async () =>
    (await t.app.inject({ method: 'GET', url: `/v2/arena/${match}/sector/${seat.sector}` })).json() as {
      setup: Record<string, Array<{ name: string; buyState: string }>>;
    };
  expect((await sectorOf()).setup[seat.row]).toBeDefined(); // the sector is now kept
  let stale = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const state = round % 2 === 0 ? 'DISABLED' : 'ACTIVE';
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/v2/admin/events/${match}/seats`,
      headers: bearer(admin.token),
      payload: { state, seats: [seat] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const shown = (await sectorOf()).setup[seat.row]?.find((s) => s.name === seat.name)?.buyState;
    if (shown !== state) stale++;
  }
  return stale;
}

describe.runIf(onPostgres)('a process reads its own changes through its kept answers (PostgreSQL)', () => {
  let t: TestApp;
  let control: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    control = await createTestApp('postgres', {}, {}, { readBarriers: noBarriers });
  });
  afterAll(async () => {
    await t.close();
    await control.close();
  });

  it(`every read right after the club's change shows it (${ROUNDS} changes)`, async () => {
    expect(await staleReadsAfterOwnChanges(t)).toBe(0);
  });

  // The control run: without the barrier the same reads serve the sector from before the change, or the
  // test above proves nothing.
  it('control run: without the barrier a read right after the change serves the stale sector', async () => {
    expect(await staleReadsAfterOwnChanges(control)).toBeGreaterThan(0);
  });
});
