import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { eventsOf } from './helpers/ical.ts';
import {
  buyReleasedSeat,
  release,
  type SeasonHolder,
  seasonHolder,
  seasonMatches,
  takeBack,
} from './helpers/seat-release.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(await availableKinds())('calendars after a season seat is released on %s', (kind) => {
  let t: TestApp;
  let holder: SeasonHolder;
  let matches: string[];
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://vstupenky.hokej.test' });
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' and published limit 1`,
    );
    holder = await seasonHolder(t, season?.id as string, 0);
    matches = (await seasonMatches(t, season?.id as string)).map((m) => m.id);
    if (matches.length < 3) throw new Error('the seed has fewer than three matches in a season');
  });
  afterAll(() => t.close());

  const uid = (matchId: string) => `${matchId}@vstupenky.hokej.test`;
  /** The uids of a fan's personal feed, read at its secret address. */
  async function feedOf(token: string) {
    const address = await t.app.inject({ method: 'GET', url: '/v2/user/calendar', headers: bearer(token) });
    const feed = await t.app.inject({ method: 'GET', url: new URL(address.json().url).pathname });
    expect(feed.statusCode).toBe(200);
    return eventsOf(feed.body);
  }
  const uidsOf = async (token: string) => (await feedOf(token)).map((e) => e.uid);
  /** The uids of the season order's own .ics (the confirmation's attachment). */
  const orderUids = async () =>
    eventsOf(await t.app.services.calendar.orderIcs(holder.orderId, 1, 'sk')).map((e) => e.uid);

  it('a released match leaves the holder’s feed and order calendar; sold, it is the buyer’s; taken back, it returns', async () => {
    const [forSale, sold, kept] = matches as [string, string, string];
    // Control: before any release every match of the season is in both.
    const before = await uidsOf(holder.fan.token);
    expect(before).toEqual(expect.arrayContaining([uid(forSale), uid(sold), uid(kept)]));
    expect(await orderUids()).toEqual(before);

    for (const match of [forSale, sold]) {
      expect((await release(t, holder.fan.token, holder.itemId, match)).statusCode).toBe(200);
    }
    const { fan: buyer } = await buyReleasedSeat(t, sold, holder.seat);
    const after = await uidsOf(holder.fan.token);
    expect(after).toEqual(before.filter((u) => u !== uid(forSale) && u !== uid(sold)));
    expect(await orderUids()).toEqual(after);
    const bought = await feedOf(buyer.token);
    expect(bought.map((e) => e.uid)).toEqual([uid(sold)]);
    const { sector, row, name } = holder.seat;
    expect(bought[0]?.description).toContain(`Sektor ${sector}, rad ${row}, miesto ${name}`);

    // Taken back before anyone bought it: the seat is the holder's again at that match.
    expect((await takeBack(t, holder.fan.token, holder.itemId, forSale)).statusCode).toBe(200);
    expect(await uidsOf(holder.fan.token)).toEqual(before.filter((u) => u !== uid(sold)));
  });
});
