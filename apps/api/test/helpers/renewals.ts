import { SEASON_CATEGORIES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { CONTACT } from './orders.ts';
import { bearer, type TestApp } from './test-app.ts';

const DAY = 86_400_000;
/** An instant `days` days from now (real clock), as ISO. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The body of a renewal (or any season-ticket checkout): terms agreed, `over` changes any field. */
export const renewBody = (over: Record<string, unknown> = {}) => ({
  paymentType: 'CARD',
  contact: CONTACT,
  termsAgreed: true,
  contactConsent: true,
  ...over,
});

/** A seat as the season helpers give it (sector, row, name). */
type Place = Record<string, string>;

/**
 * The club's side of a season renewal over a test app: next season made in the back office (with two
 * matches, priced for every category), the campaign opened, and readings of seats, offers and pushes.
 */
export async function renewalDesk(t: TestApp, previousSeasonId: string) {
  const admin = await t.newUser(['USER', 'ADMIN']);
  const cashier = await t.newUser(['USER', 'CASHIER']);
  const [arena] = await queryRows<{ id: string }>(
    t.db,
    sql`select arena_id as id from setups where id = ${previousSeasonId}`,
  );
  const templateId = arena?.id as string;
  const sectors = (
    await queryRows<{ sector: string }>(
      t.db,
      sql`select distinct sector from arena_seats where arena_id = ${templateId} order by sector`,
    )
  ).map((r) => r.sector);

  const admin$ = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/v2/admin${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** Next season (unpublished until its matches are in), its two matches, then both published. */
  /** Next season with two matches; `published: false` leaves all three unpublished (matches may still join). */
  async function nextSeason(title: string, { published = true } = {}) {
    const prices = sectors.flatMap((sector) =>
      SEASON_CATEGORIES.map((ticketType, i) => ({ sector, ticketType, price: 30000 - i * 1000 })),
    );
    const season = await admin$('POST', '/seasons', admin.token, {
      templateId,
      title,
      startsAt: inDays(200),
      endsAt: inDays(300),
      saleStartsAt: inDays(-1),
      prices,
    });
    expect(season.statusCode, season.body).toBe(201);
    const seasonId: string = season.json().id;
    const matchIds: string[] = [];
    for (const [i, opponent] of ['HK Poprad', 'HC Košice'].entries()) {
      const match = await admin$('POST', '/events', admin.token, {
        templateId,
        title: `Orly – ${opponent}`,
        opponent,
        startsAt: inDays(201 + i),
        endsAt: inDays(201.1 + i),
        saleStartsAt: inDays(-1),
        seasonId,
        prices: sectors.flatMap((sector) => [
          { sector, ticketType: 'ADULT', price: 1500 },
          { sector, ticketType: 'CHILD', price: 700 },
        ]),
      });
      expect(match.statusCode, match.body).toBe(201);
      matchIds.push(match.json().id);
    }
    if (!published) return { seasonId, matchIds };
    for (const id of matchIds)
      expect((await admin$('POST', `/events/${id}/publish`, admin.token)).statusCode).toBe(200);
    expect((await admin$('POST', `/seasons/${seasonId}/publish`, admin.token)).statusCode).toBe(200);
    return { seasonId, matchIds };
  }

  /** Opens the renewal of `nextSeasonId`: renewal now − 1 h … + `renewalDays`, then relocation, then public sale. */
  const open = (nextSeasonId: string, renewalDays = 10, token = admin.token) =>
    admin$('POST', '/renewals', token, {
      previousSeasonId,
      nextSeasonId,
      renewalFrom: inDays(-1 / 24),
      renewalTo: inDays(renewalDays),
      relocationFrom: inDays(renewalDays + 1),
      relocationTo: inDays(renewalDays + 5),
      publicSaleAt: inDays(renewalDays + 6),
    });

  const offers = (token: string | null) =>
    t.app.inject({ method: 'GET', url: '/v2/season/renewals', headers: token ? bearer(token) : {} });
  const renew = (token: string, offerId: string, over: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/season/renewals/${offerId}/renew`,
      headers: bearer(token),
      payload: renewBody(over),
    });
  const decline = (token: string, offerId: string) =>
    t.app.inject({ method: 'POST', url: `/v2/season/renewals/${offerId}/decline`, headers: bearer(token) });

  /** The place's state in the season and in each of its matches, season first. */
  const statesOf = async (seasonId: string, seat: Place) =>
    (
      await queryRows<{ state: string }>(
        t.db,
        sql`select ss.state::text from setup_seats ss join setups s on s.id = ss.setup_id
          where (s.id = ${seasonId} or s.season_id = ${seasonId}) and ss.sector = ${seat.sector ?? ''}
            and ss.row = ${seat.row ?? ''} and ss.name = ${seat.name ?? ''}
          order by s.setup_type desc, s.starts_at`,
      )
    ).map((r) => r.state);

  /** The pushes logged about the place since push_log id `since`: state per setup. */
  const pushesOf = (since: number, seat: Place) =>
    queryRows<{ setupId: string; state: string }>(
      t.db,
      sql`select setup_id as "setupId", payload->>'state' as state from push_log where id > ${since}
        and payload->'seat'->>'sector' = ${seat.sector ?? ''} and payload->'seat'->>'row' = ${seat.row ?? ''}
        and payload->'seat'->>'name' = ${seat.name ?? ''} order by id`,
    );
  const lastPush = async () =>
    (await queryRows<{ id: number }>(t.db, sql`select coalesce(max(id), 0)::int as id from push_log`))[0]
      ?.id ?? 0;

  return {
    admin,
    cashier,
    admin$,
    templateId,
    sectors,
    nextSeason,
    open,
    offers,
    renew,
    decline,
    statesOf,
    pushesOf,
    lastPush,
  };
}
