import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import type { ServiceSeams } from '../src/services.ts';
import { availableKinds } from './helpers/databases.ts';
import { matchSeat, release, seasonHolder, seasonMatches, takeBack } from './helpers/seat-release.ts';
import { buyerHoldGate, takeBackReadThenWrite } from './helpers/seat-release-control-run.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const BUYERS = 8;
const ROUNDS = 4;

/**
 * Rounds of the race over one holder's seat, one match each: the holder releases it, then takes it
 * back while BUYERS fans try to hold it, all at once. Answers what each round's requests were told
 * and whom the seat belongs to afterwards.
 */
async function raceForReleasedSeat(t: TestApp, gate?: { close(): Promise<void> }) {
  const [season] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'SEASON'`,
  );
  const seasonId = season?.id as string;
  const matches = (await seasonMatches(t, seasonId)).slice(0, ROUNDS);
  expect(matches).toHaveLength(ROUNDS);
  const holder = await seasonHolder(t, seasonId, 0);
  const rounds = [];
  for (const { id: matchId } of matches) {
    expect((await release(t, holder.fan.token, holder.itemId, matchId)).statusCode).toBe(200);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => t.newUser()));
    await gate?.close();
    const [back, ...holds] = await Promise.all([
      takeBack(t, holder.fan.token, holder.itemId, matchId),
      ...buyers.map((buyer) => t.holdSeat(buyer.token, matchId, holder.seat)),
    ]);
    const seat = await matchSeat(t, matchId, holder.seat);
    const [lines] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from cart_items ci join setup_seats ss on ss.id = ci.setup_seat_id
        where ci.setup_id = ${matchId} and ss.sector = ${holder.seat.sector} and ss.row = ${holder.seat.row}
          and ss.name = ${holder.seat.name} and ci.expire_at > now()`,
    );
    rounds.push({
      takenBack: back?.statusCode === 200,
      backCode: back?.statusCode === 200 ? null : back?.json().code,
      held: holds.filter((h) => h.statusCode === 201).length,
      holdCodes: [...new Set(holds.filter((h) => h.statusCode !== 201).map((h) => h.json().code))],
      seat,
      buyerLines: lines?.n ?? 0,
      holderItem: holder.itemId,
    });
  }
  return rounds;
}

describe.each(await availableKinds())(
  'a released seat: the holder’s take-back vs buyers’ holds on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {}, { poolSize: 20, lockTimeoutMs: 20_000 });
    });
    afterAll(() => t.close());

    it(`each round the seat goes to exactly one: the holder taking it back or one of ${BUYERS} buyers`, async () => {
      for (const round of await raceForReleasedSeat(t)) {
        expect(Number(round.takenBack) + round.held).toBe(1);
        if (round.takenBack) {
          expect(round.seat).toMatchObject({
            state: 'RESERVED',
            orderItemId: round.holderItem,
            cartItemId: null,
          });
          expect(round.buyerLines).toBe(0);
          expect(round.holdCodes).toEqual(['SEAT_INACTIVE']);
        } else {
          expect(round.backCode).toBe('SEAT_RELEASE_TAKEN');
          expect(round.seat).toMatchObject({ state: 'BOOKED', orderItemId: null });
          expect(round.buyerLines).toBe(1);
        }
      }
    });
  },
);

// The control run needs real connections in parallel: PostgreSQL only (PGlite serializes transactions).
const onPostgres = (await availableKinds()).includes('postgres');

describe.runIf(onPostgres)('control run: a take-back that reads, then writes without a condition', () => {
  let t: TestApp;
  let gate: Awaited<ReturnType<typeof buyerHoldGate>>;
  // Each round: the take-back reads the seat free, a buyer's hold lands, then the take-back writes.
  const seams: ServiceSeams = { seatTakeBack: takeBackReadThenWrite(() => gate.afterRead()) };
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 20, lockTimeoutMs: 20_000 }, seams);
    gate = await buyerHoldGate(t);
  });
  afterAll(async () => {
    await gate.end();
    await t.close();
  });

  it('the holder and a buyer both get the seat every round: the buyer’s cart line points at a seat reserved for the holder', async () => {
    const rounds = await raceForReleasedSeat(t, gate);
    const doubles = rounds.filter((r) => r.takenBack && r.held > 0);
    expect(doubles).toHaveLength(ROUNDS);
    for (const round of doubles) {
      expect(round.seat).toMatchObject({ state: 'RESERVED', orderItemId: round.holderItem });
      expect(round.buyerLines).toBe(1);
    }
  });
});
