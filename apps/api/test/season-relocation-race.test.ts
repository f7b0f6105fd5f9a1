import { describe, expect, it } from 'vitest';
import type { ServiceSeams } from '../src/services.ts';
import { availableKinds } from './helpers/databases.ts';
import { swapReadThenWrite } from './helpers/relocation-control-run.ts';
import { IN_RELOCATION, relocationDesk, relocationRaceApp } from './helpers/relocations.ts';
import { barrier } from './helpers/renewal-control-run.ts';
import type { TestApp } from './helpers/test-app.ts';

const ROUNDS = 4;

/**
 * Rounds of two renewed holders (turns open) swapping into the same free place at once. Answers, per
 * round, what each was told and who owns what afterwards: the new place and each holder's seat before.
 */
async function raceForOnePlace(t: TestApp) {
  const r = await relocationDesk(t, 2);
  await t.setClockOffset(IN_RELOCATION);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const place = await r.freePlace();
    const before = await Promise.all(r.fans.map((f) => r.itemOf(f.offerId)));
    const answers = await Promise.all(r.fans.map((f) => r.relocate(f.fan.token, f.offerId, place)));
    const after = await Promise.all(r.fans.map((f) => r.itemOf(f.offerId)));
    rounds.push({
      codes: answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code)),
      place: await r.ownersOf(place),
      items: before.map((b) => b.id),
      // Each holder's former seat: who owns it in the season and its matches now.
      formerSeats: await Promise.all(before.map((b) => r.ownersOf(b))),
      pointsAt: after.map((a) => ({ sector: a.sector, row: a.row, name: a.name })),
      place$: place,
    });
  }
  return rounds;
}

describe.each(await availableKinds())('two holders swap into the same seat at once on %s', (kind) => {
  const t = relocationRaceApp(kind);

  it('exactly one wins the seat in the season and every match; the other keeps their own seat', async () => {
    for (const round of await raceForOnePlace(t)) {
      expect([...round.codes].sort()).toEqual(['OK', 'RELOCATION_SEAT_TAKEN']);
      const winner = round.codes.indexOf('OK');
      const loser = 1 - winner;
      const [winnerItem, loserItem] = [round.items[winner], round.items[loser]];
      expect(round.place).toEqual([winnerItem, winnerItem, winnerItem]);
      expect(round.pointsAt[winner]).toEqual(round.place$);
      expect(round.formerSeats[winner]).toEqual([null, null, null]);
      expect(round.formerSeats[loser]).toEqual([loserItem, loserItem, loserItem]);
      expect(round.pointsAt[loser]).not.toEqual(round.place$);
    }
  });
});

// The control run needs real connections in parallel: PostgreSQL only (PGlite serializes transactions).
const onPostgres = (await availableKinds()).includes('postgres');

describe.runIf(onPostgres)('control run: swaps that read the seat free, then move without a lock', () => {
  let meet = barrier(2);
  const seams: ServiceSeams = { relocationSwap: (tx, m) => swapReadThenWrite(() => meet())(tx, m) };
  const t = relocationRaceApp('postgres', seams);

  it('both are told they moved: one holder lost the old seat and got none (the seat is the other’s)', async () => {
    const r = await relocationDesk(t, 2);
    await t.setClockOffset(IN_RELOCATION);
    const place = await r.freePlace();
    const before = await Promise.all(r.fans.map((f) => r.itemOf(f.offerId)));
    meet = barrier(2);
    const answers = await Promise.all(r.fans.map((f) => r.relocate(f.fan.token, f.offerId, place)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const owners = await r.ownersOf(place);
    const owner = owners[0];
    expect(new Set(owners).size).toBe(1);
    const lost = before.find((b) => b.id !== owner);
    if (!lost) throw new Error('one holder must have lost');
    // The loser's order item points at a seat someone else owns, and their former seat is free.
    expect(await r.itemOf(r.fans[before.indexOf(lost)]?.offerId as string)).toMatchObject(place);
    expect(await r.ownersOf(lost)).toEqual([null, null, null]);
  });
});
