import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { atTheGate, entriesOf, paidMatchTickets, scan } from './helpers/gate.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { acceptHeldAtDecision } from './helpers/transfer-control-run.ts';
import { acceptTransfer, offerTransfer, transferSecret } from './helpers/transfers.ts';

const ROUNDS = 6;
const HOUR = 3_600_000;
const onPostgres = (await availableKinds()).includes('postgres');

type Offered = { match: string; serial: string; token: string; secret: string; transferId: string };

/** `count` paid tickets of the first match, each offered to a new friend; the clock then at the gate's hour. */
async function offeredTickets(t: TestApp, count: number) {
  const match = await t.firstEvent();
  const offered: (Offered & { friendToken: string })[] = [];
  for (let i = 0; i < count; i++) {
    const { fan, orderId, tokens, serials } = await paidMatchTickets(t, match, 1);
    const friend = await t.newUser();
    const made = await offerTransfer(t, fan.token, orderId, serials[0] ?? '', { email: friend.email });
    expect(made.statusCode, made.body).toBe(201);
    offered.push({
      match,
      serial: serials[0] ?? '',
      token: tokens[0] ?? '',
      secret: await transferSecret(t, friend.email),
      transferId: made.json().id,
      friendToken: friend.token,
    });
  }
  // Two hours before the start: the gate is open (three hours before) and so is the transfer (until one hour).
  await atTheGate(t, match, 2 * HOUR);
  return offered;
}

const stateOf = async (t: TestApp, id: string) =>
  (await queryRows<{ state: string }>(t.db, sql`select state from ticket_transfers where id = ${id}`))[0]
    ?.state;

describe.each(await availableKinds())(
  'a transfer accepted while the old QR is scanned at the gate, on %s',
  (kind) => {
    let t: TestApp;
    let cashier: { token: string };
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { poolSize: 10 });
      cashier = await t.newUser(['USER', 'CASHIER']);
    });
    afterAll(async () => {
      await t.setClockOffset(0);
      await t.close();
    });

    it(`never both: in ${ROUNDS} rounds either the old QR enters or the friend gets the ticket`, async () => {
      for (const round of await offeredTickets(t, ROUNDS)) {
        const [accepted, scanned] = await Promise.all([
          acceptTransfer(t, round.friendToken, round.secret),
          scan(t, cashier.token, { code: round.token, matchId: round.match }),
        ]);
        const acceptOk = accepted.statusCode === 200;
        const scanOk = scanned.statusCode === 200;
        expect(Number(acceptOk) + Number(scanOk), `${accepted.body} / ${scanned.body}`).toBe(1);
        if (acceptOk) expect(scanned.json()).toMatchObject({ code: 'TICKET_TRANSFERRED' });
        else expect(accepted.json()).toMatchObject({ code: 'TRANSFER_TICKET_USED' });
        expect(await entriesOf(t, round.serial, round.match)).toBe(scanOk ? 1 : 0);
        expect(await stateOf(t, round.transferId)).toBe(acceptOk ? 'ACCEPTED' : 'PENDING');
      }
    });
  },
);

// The control run: an acceptance that locks no ticket row, held at its decision while the old QR is scanned,
// lets both succeed (the seat would enter twice), or the test above proves nothing. It holds its transaction
// open meanwhile, which PGlite's one connection cannot share with the scan: PostgreSQL only.
describe.runIf(onPostgres)('control run: an acceptance without the ticket lock', () => {
  const control = acceptHeldAtDecision();
  let t: TestApp;
  let cashier: { token: string };
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 10 }, control.seams);
    cashier = await t.newUser(['USER', 'CASHIER']);
  });
  afterAll(async () => {
    await t.setClockOffset(0);
    await t.close();
  });

  it('the old QR enters and the friend gets the ticket too', async () => {
    const [round] = await offeredTickets(t, 1);
    if (!round) throw new Error('no offered ticket');
    const accepting = acceptTransfer(t, round.friendToken, round.secret);
    await control.atDecision;
    const scanned = await scan(t, cashier.token, { code: round.token, matchId: round.match });
    control.letGo();
    const accepted = await accepting;
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await entriesOf(t, round.serial, round.match)).toBe(1);
    expect(await stateOf(t, round.transferId)).toBe('ACCEPTED');
  });
});
