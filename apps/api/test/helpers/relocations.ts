import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { ServiceSeams } from '../../src/services.ts';
import type { DbKind } from './databases.ts';
import { notifyPayment, paymentIdOf } from './orders.ts';
import { renewalDesk } from './renewals.ts';
import { seasonHolders } from './season-holders.ts';
import { madeBeforeAll } from './suite.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

export const DAY = 86_400_000;
/** Inside the relocation window of `renewalDesk.open` (renewal 10 days, relocation day 11 to 15). */
export const IN_RELOCATION = 11 * DAY + 60_000;

export type Place = { sector: string; row: string; name: string };
/** A seat as the season helpers give it. */
type SeatLike = Record<string, string>;

/**
 * A renewal campaign whose `renewed` holders renewed and paid, one after the other (in that renewal
 * order), and `others` holders who did nothing; readings of the relocation as the fans and the club see it.
 */
export async function relocationDesk(t: TestApp, renewed: number, others = 0) {
  const sh = await seasonHolders(t);
  const desk = await renewalDesk(t, sh.seasonId);
  const holders = [];
  for (let i = 0; i < renewed + others; i++) holders.push(await sh.fanWithSeasonTicket());
  const next = await desk.nextSeason(`Permanentka presuny ${Math.random()}`);
  const opened = await desk.open(next.seasonId);
  expect(opened.statusCode, opened.body).toBe(201);
  const campaignId: string = opened.json().id;
  const fans = [];
  for (const [i, h] of holders.entries()) {
    const offer = (await desk.offers(h.fan.token)).json().data[0];
    if (i < renewed) {
      const answer = await desk.renew(h.fan.token, offer.id);
      expect(answer.statusCode, answer.body).toBe(201);
      expect((await notifyPayment(t, paymentIdOf(answer.json().redirectUrl))).statusCode).toBe(200);
    }
    fans.push({ ...h, offerId: offer.id as string });
  }

  const offerOf = async (token: string, offerId: string) =>
    (await desk.offers(token)).json().data.find((o: { id: string }) => o.id === offerId);
  const relocate = (token: string, offerId: string, seat: SeatLike) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/season/renewals/${offerId}/relocate`,
      headers: bearer(token),
      payload: { seat },
    });
  const queue = (token = desk.admin.token) => desk.admin$('GET', `/renewals/${campaignId}/relocation`, token);
  const setWaves = (body: Record<string, unknown>, token = desk.admin.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/v2/admin/renewals/${campaignId}/relocation`,
      headers: bearer(token),
      payload: body,
    });
  /** Free seats of the next season (free in the season and every match of it), from the last seat on. */
  const freePlaces = (count: number) =>
    queryRows<Place>(
      t.db,
      sql`select ss.sector, ss.row, ss.name from setup_seats ss where ss.setup_id = ${next.seasonId}
        and not exists (select 1 from setup_seats m join setups s on s.id = m.setup_id
          where (s.id = ${next.seasonId} or s.season_id = ${next.seasonId}) and m.sector = ss.sector
            and m.row = ss.row and m.name = ss.name and m.state <> 'ACTIVE')
        order by ss.id desc limit ${count}`,
    );
  const freePlace = async () => {
    const [place] = await freePlaces(1);
    if (!place) throw new Error('no free place left in the next season');
    return place;
  };
  /** Who owns the place in the season and each match (season first): the order item, or null. */
  const ownersOf = async (seat: SeatLike) =>
    (
      await queryRows<{ owner: string | null }>(
        t.db,
        sql`select ss.order_item_id as owner from setup_seats ss join setups s on s.id = ss.setup_id
          where (s.id = ${next.seasonId} or s.season_id = ${next.seasonId}) and ss.sector = ${seat.sector ?? ''}
            and ss.row = ${seat.row ?? ''} and ss.name = ${seat.name ?? ''} order by s.setup_type desc, s.starts_at`,
      )
    ).map((r) => r.owner);
  /** The renewal order's season-ticket line of an offer, and the place it points at. */
  const itemOf = async (offerId: string) => {
    const [row] = await queryRows<Place & { id: string }>(
      t.db,
      sql`select oi.id, ss.sector, ss.row, ss.name from renewal_offers ro
        join order_items oi on oi.order_id = ro.order_id join setup_seats ss on ss.id = oi.setup_seat_id
        where ro.id = ${offerId}`,
    );
    return row as Place & { id: string };
  };
  return {
    sh,
    desk,
    next,
    campaignId,
    fans,
    offerOf,
    relocate,
    queue,
    setWaves,
    freePlaces,
    freePlace,
    ownersOf,
    itemOf,
  };
}

/**
 * A describe block's app for relocation races (ten connections, `seams` for a control run), made in its
 * beforeAll; its afterAll puts the shop's clock back before closing it.
 */
export function relocationRaceApp(kind: DbKind, seams?: ServiceSeams): TestApp {
  return madeBeforeAll(
    () => createTestApp(kind, {}, { poolSize: 10, lockTimeoutMs: 20_000 }, seams),
    async (t) => {
      await t.setClockOffset(0);
      await t.close();
    },
  );
}
