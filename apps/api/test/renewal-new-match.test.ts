import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { renewalRound } from '../src/modules/renewals/renewal-deadline.ts';
import { availableKinds } from './helpers/databases.ts';
import { inDays, renewalDesk } from './helpers/renewals.ts';
import { seasonHolders } from './helpers/season-holders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

// A match the club adds to next season while its renewal runs (issue 21): the holders' kept places are
// kept in it too, in the match's own transaction, so the renewal takes them whole and the deadline frees them.
describe.each(await availableKinds())('a match added to a season with a running renewal on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.setClockOffset(0);
    await t.close();
  });

  it('keeps the holders’ places in the new match; the renewal takes them, the deadline frees the others', async () => {
    const sh = await seasonHolders(t);
    const desk = await renewalDesk(t, sh.seasonId);
    const a = await sh.fanWithSeasonTicket();
    const b = await sh.fanWithSeasonTicket();
    const next = await desk.nextSeason(`Permanentka nový zápas ${Math.random()}`, { published: false });
    expect((await desk.open(next.seasonId)).statusCode).toBe(201);
    const offerOf = async (token: string) => (await desk.offers(token)).json().data[0] as { id: string };
    expect((await desk.decline(b.fan.token, (await offerOf(b.fan.token)).id)).statusCode).toBe(200);

    const added = await desk.admin$('POST', '/events', desk.admin.token, {
      templateId: desk.templateId,
      title: 'Orly – HC Nitra',
      opponent: 'HC Nitra',
      startsAt: inDays(210),
      endsAt: inDays(210.1),
      saleStartsAt: inDays(-1),
      seasonId: next.seasonId,
      prices: desk.sectors.map((sector) => ({ sector, ticketType: 'ADULT', price: 1500 })),
    });
    expect(added.statusCode, added.body).toBe(201);
    const matchId: string = added.json().id;
    for (const holder of [a, b])
      expect(await desk.statesOf(next.seasonId, holder.seat)).toEqual([
        'RESERVED',
        'RESERVED',
        'RESERVED',
        'RESERVED',
      ]);
    // Only the two places: every other seat of the new match is as the arena's template has it.
    const [counts] = await queryRows<{ kept: number; template: number }>(
      t.db,
      sql`select (select count(*)::int from setup_seats where setup_id = ${matchId} and state = 'RESERVED') as kept,
        (select count(*)::int from arena_seats where arena_id = ${desk.templateId} and initial_state = 'RESERVED')
          as template`,
    );
    expect(counts && counts.kept - counts.template).toBe(2);

    const renewed = await desk.renew(a.fan.token, (await offerOf(a.fan.token)).id);
    expect(renewed.statusCode, renewed.body).toBe(201);
    expect(await desk.statesOf(next.seasonId, a.seat)).toEqual(['BOOKED', 'BOOKED', 'BOOKED', 'BOOKED']);

    await t.setClockOffset(11 * DAY);
    await renewalRound(t.db, t.app.services.links);
    expect(await desk.statesOf(next.seasonId, b.seat)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE', 'ACTIVE']);
  });
});
