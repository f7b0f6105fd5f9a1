import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { atTheGate, entriesOf, paidMatchTickets, paidSeasonTicket, scan } from './helpers/gate.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const GATES = 20;
const onPostgres = (await availableKinds()).includes('postgres');

/** GATES gates (each its own cashier) scan one ticket at the same moment. */
async function raceAtTheGates(t: TestApp, code: string, matchId: string) {
  const cashiers = await Promise.all(Array.from({ length: GATES }, () => t.newUser(['USER', 'CASHIER'])));
  await atTheGate(t, matchId);
  const answers = await Promise.all(
    cashiers.map((cashier, i) => scan(t, cashier.token, { code, matchId, gate: `Brána ${i + 1}` })),
  );
  return answers;
}

/** A paid season ticket scanned by GATES gates at once at the season's first match. */
async function seasonTicketAtTheGates(t: TestApp) {
  const [season] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'SEASON'`,
  );
  const [first] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where season_id = ${season?.id} order by starts_at limit 1`,
  );
  const { serial } = await paidSeasonTicket(t, season?.id ?? '', 0);
  return { serial, answers: await raceAtTheGates(t, serial, first?.id ?? '') };
}

// On PGlite the scans queue on one connection; on PostgreSQL they run side by side (pool of 30).
describe.each(await availableKinds())('one ticket, %s gates at once', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { poolSize: 30 });
  });
  afterAll(() => t.close());

  it(`the same ticket scanned by ${GATES} gates at once: exactly one valid entry`, async () => {
    const match = await t.firstEvent();
    const { tokens, serials } = await paidMatchTickets(t, match, 1);
    const answers = await raceAtTheGates(t, tokens[0] ?? '', match);
    const valid = answers.filter((a) => a.statusCode === 200);
    expect(valid).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(GATES - 1);
    // Every refusal names the gate and the time of the one entry that won.
    for (const answer of refused)
      expect(answer.json()).toMatchObject({
        code: 'TICKET_ALREADY_USED',
        data: { gate: valid[0]?.json().gate, checkedInAt: valid[0]?.json().checkedInAt },
      });
    expect(await entriesOf(t, serials[0] ?? '')).toBe(1);
  });

  it(`a season ticket scanned by ${GATES} gates at once at one match: one entry for that match`, async () => {
    const { serial, answers } = await seasonTicketAtTheGates(t);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await entriesOf(t, serial)).toBe(1);
  });
});

// The control run: the same scans with the one-entry constraint dropped (in this test's own throw-away
// database) let the ticket in more than once, or the test above proves nothing.
describe.runIf(onPostgres)('control run without the unique (ticket, match) constraint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 30 });
    await queryRows(t.db, sql`drop index ticket_entries_once`);
  });
  afterAll(() => t.close());

  it(`${GATES} gates at once let the same ticket in more than once`, async () => {
    const match = await t.firstEvent();
    const { tokens, serials } = await paidMatchTickets(t, match, 1);
    const answers = await raceAtTheGates(t, tokens[0] ?? '', match);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(1);
    expect(await entriesOf(t, serials[0] ?? '')).toBeGreaterThan(1);
  });

  it(`${GATES} gates at once let the same season ticket in more than once at one match`, async () => {
    const { serial, answers } = await seasonTicketAtTheGates(t);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(1);
    expect(await entriesOf(t, serial)).toBeGreaterThan(1);
  });
});
