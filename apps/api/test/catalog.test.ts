import {
  EventSummary,
  SEASON_CATEGORIES,
  SeasonSummary,
  SeasonTicketOffer,
  seasonCategoryInfo,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

type Summary = { uuid: string; title: string; startsAt: string; availableSeats: number; priceFrom: number };
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;
const DAY_MS = 86_400_000;

describe.each(await availableKinds())('match and season catalogue on %s', (kind) => {
  const t = suiteApp(kind);

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const events = async (token?: string) => {
    const res = await get('/v2/event', token);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Summary[]; isPhoneNumberRequired: boolean; phoneNumberVerified: boolean };
  };
  const minPrice = async (setupId: string) => {
    const [row] = await queryRows<{ min: number }>(
      t.db,
      sql`select min(price)::int as min from prices where setup_id = ${setupId}`,
    );
    return row?.min;
  };
  const freeSeatCount = async (setupId: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from setup_seats where setup_id = ${setupId} and state = 'ACTIVE'`,
    );
    return row?.n;
  };

  it('lists the eight upcoming home matches, soonest first, with every field of the summary', async () => {
    const body = await events();
    expect(body.data).toHaveLength(8);
    const starts = body.data.map((e) => new Date(e.startsAt).getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const start of starts) expect(start).toBeGreaterThan(Date.now());
    expect(body.data[0]?.title).toBe('HK Orly Zvolen – HC Košice');
    for (const event of body.data) {
      expect(Object.keys(event).sort()).toEqual(Object.keys(EventSummary.properties).sort());
      expect(event).toMatchObject({ venue: 'Zimný štadión Orly', onSale: true });
      expect(event.uuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(event.title).toContain((event as unknown as { opponent: string }).opponent);
      expect(Number.isInteger(event.availableSeats)).toBe(true);
    }
  });

  it('shows the COVID restriction and the phone requirement only on the matches that have them', async () => {
    const body = (await events()).data as unknown as Array<{
      opponent: string;
      covidRestriction: string | null;
      isPhoneNumberRequired: boolean;
    }>;
    const covid = body.filter((e) => e.covidRestriction !== null);
    expect(covid.map((e) => e.opponent)).toEqual(['HK Poprad']);
    expect(covid[0]?.covidRestriction).toBe('Vstup len s respirátorom FFP2');
    const phone = body.filter((e) => e.isPhoneNumberRequired);
    expect(phone.map((e) => e.opponent)).toEqual(['HC Slovan Bratislava']);
  });

  it('gives the lowest price in whole euro cents', async () => {
    const body = await events();
    for (const event of body.data) {
      expect(Number.isInteger(event.priceFrom)).toBe(true);
      expect(event.priceFrom).toBe(await minPrice(event.uuid));
    }
    // HK Nitra is not a derby: a child in an upper corner sector pays 6 €.
    const nitra = body.data.find((e) => e.title.endsWith('HK Nitra'));
    expect(nitra?.priceFrom).toBe(600);
    // HC Košice is a derby: 2 € more for an adult, so 7 € for that child.
    expect(body.data[0]?.priceFrom).toBe(700);
  });

  it('counts free seats without the camera platforms and the club row', async () => {
    const body = await events();
    // Small seed: 36 sectors × 10 seats, 4 × 2 camera seats DISABLED, 5 club seats RESERVED.
    for (const event of body.data) {
      expect(event.availableSeats).toBe(360 - 8 - 5);
      expect(event.availableSeats).toBe(await freeSeatCount(event.uuid));
    }
  });

  it('a seat held in a cart lowers that match’s free seats by one and no other match’s', async () => {
    const before = await events();
    const [first, second] = before.data;
    if (!first || !second) throw new Error('no events');
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(first.uuid, 1);
    const hold = await t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: bearer(fan.token),
      payload: { type: 'ADD_SEAT', setupType: 'EVENT', uuid: first.uuid, seat },
    });
    expect(hold.statusCode).toBe(201);
    const after = await events();
    expect(after.data[0]?.availableSeats).toBe(first.availableSeats - 1);
    expect(after.data[1]?.availableSeats).toBe(second.availableSeats);
  });

  it('an anonymous visitor is told a phone is needed for some matches but not verified', async () => {
    const body = await events();
    expect(body.isPhoneNumberRequired).toBe(true);
    expect(body.phoneNumberVerified).toBe(false);
  });

  it('the demo fan with a verified phone is told so; a new fan without one is not', async () => {
    const [demo] = await queryRows<{ id: string; roles: string[]; phoneVerified: boolean }>(
      t.db,
      sql`select id, roles, phone_verified as "phoneVerified" from users where email = 'fanusik@hokej.test'`,
    );
    if (!demo) throw new Error('demo fan not seeded');
    expect(demo.phoneVerified).toBe(true);
    const token = await t.app.accessTokens.sign({ id: demo.id, roles: ['USER'], name: 'Jozef Fanúšik' });
    const verified = await events(token);
    expect(verified.phoneNumberVerified).toBe(true);
    expect(verified.isPhoneNumberRequired).toBe(true);
    const newcomer = await t.newUser();
    expect((await events(newcomer.token)).phoneNumberVerified).toBe(false);
  });

  it('a broken token does not stop anybody from browsing the matches', async () => {
    const fan = await t.newUser();
    const body = await events(`${fan.token}x`);
    expect(body.data).toHaveLength(8);
    expect(body.phoneNumberVerified).toBe(false);
  });

  it('an unpublished match disappears from the list and its arena', async () => {
    const list = await events();
    const hidden = list.data[2];
    if (!hidden) throw new Error('no third event');
    const admin = await t.newUser(['ADMIN']);
    const publishing = (action: 'publish' | 'unpublish') =>
      t.app.inject({
        method: 'POST',
        url: `/v2/admin/events/${hidden.uuid}/${action}`,
        headers: bearer(admin.token),
      });
    try {
      expect((await publishing('unpublish')).statusCode).toBe(200);
      const after = await events();
      expect(after.data).toHaveLength(7);
      expect(after.data.map((e) => e.uuid)).not.toContain(hidden.uuid);
      const arena = await get(`/v2/arena/${hidden.uuid}`);
      expect(arena.statusCode).toBe(404);
      expect(arena.json()).toMatchObject({ status: 404, code: 'EVENT_NOT_FOUND' });
      expect(arena.json().message).toMatch(SLOVAK);
    } finally {
      expect((await publishing('publish')).statusCode).toBe(200);
    }
    expect((await events()).data).toHaveLength(8);
  });

  it('a match that is over is no longer offered', async () => {
    const [arena] = await queryRows<{ id: string }>(t.db, sql`select id from arenas limit 1`);
    const [past] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into setups (setup_type, arena_id, title, starts_at, ends_at, published, opponent)
        values ('EVENT', ${arena?.id}, 'HK Orly Zvolen – HK Minulosť', now() - interval '2 days',
          now() - interval '2 days' + interval '150 minutes', true, 'HK Minulosť')
        returning id`,
    );
    try {
      const body = await events();
      expect(body.data).toHaveLength(8);
      expect(body.data.map((e) => e.uuid)).not.toContain(past?.id);
    } finally {
      await queryRows(t.db, sql`delete from setups where id = ${past?.id}`);
    }
  });

  it('when the first match has been played it drops off the list', async () => {
    const before = await events();
    try {
      await t.setClockOffset(4 * DAY_MS);
      const after = await events();
      expect(after.data).toHaveLength(7);
      expect(after.data[0]?.uuid).toBe(before.data[1]?.uuid);
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('offers the season ticket covering all eight matches', async () => {
    const res = await get('/v2/season');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Array<Summary & { endsAt: string; matchCount: number }> };
    expect(data).toHaveLength(1);
    const season = data[0];
    if (!season) throw new Error('no season');
    expect(Object.keys(season).sort()).toEqual(Object.keys(SeasonSummary.properties).sort());
    expect(season).toMatchObject({
      title: 'Permanentka 2026/2027',
      matchCount: 8,
      venue: 'Zimný štadión Orly',
      onSale: true,
    });
    // Free for a season = free in the season and in every match (earlier tests hold match seats).
    const arena = (await get(`/v2/season/arena/${season.uuid}`)).json() as {
      arena: Record<string, { availableSeats: number }>;
    };
    const sum = Object.values(arena.arena).reduce((n, s) => n + s.availableSeats, 0);
    expect(season.availableSeats).toBe(sum);
    expect(season.availableSeats).toBeLessThanOrEqual(360 - 8 - 5);
    expect(season.priceFrom).toBe(await minPrice(season.uuid));
    expect(Number.isInteger(season.priceFrom)).toBe(true);
    const matches = (await events()).data;
    const first = new Date(matches[0]?.startsAt ?? 0).getTime();
    const last = new Date(matches.at(-1)?.startsAt ?? 0).getTime();
    expect(new Date(season.startsAt).getTime()).toBeLessThan(first);
    expect(new Date(season.endsAt).getTime()).toBeGreaterThan(last);
    expect(matches.map((m) => m.uuid)).not.toContain(season.uuid);
  });

  it('offers every season-ticket category with its Slovak label, description and price range', async () => {
    const res = await get('/v2/season/offers');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as {
      data: Array<{
        seasonUuid: string;
        category: keyof typeof seasonCategoryInfo;
        label: string;
        description: string;
        priceFrom: number;
        priceTo: number;
      }>;
    };
    expect(data.map((o) => o.category).sort()).toEqual([...SEASON_CATEGORIES].sort());
    const seasonId = (await get('/v2/season')).json().data[0].uuid;
    for (const offer of data) {
      expect(Object.keys(offer).sort()).toEqual(Object.keys(SeasonTicketOffer.properties).sort());
      expect(offer.seasonUuid).toBe(seasonId);
      expect(offer.label).toBe(seasonCategoryInfo[offer.category].label);
      expect(offer.description).toBe(seasonCategoryInfo[offer.category].description);
      expect(offer.description).toMatch(SLOVAK);
      expect(Number.isInteger(offer.priceFrom) && Number.isInteger(offer.priceTo)).toBe(true);
      expect(offer.priceFrom).toBeGreaterThan(0);
      expect(offer.priceFrom).toBeLessThanOrEqual(offer.priceTo);
    }
    const byCategory = Object.fromEntries(data.map((o) => [o.category, o]));
    expect(byCategory.PRODUCT?.label).toBe('Orly Fan Pack');
    // CLASSIC costs 190–250 €; GOLD is the dearest and KIDS the cheapest.
    expect(byCategory.CLASSIC).toMatchObject({ priceFrom: 19_000, priceTo: 25_000 });
    const maxTo = Math.max(...data.map((o) => o.priceTo));
    const minFrom = Math.min(...data.map((o) => o.priceFrom));
    expect(byCategory.GOLD?.priceTo).toBe(maxTo);
    expect(byCategory.KIDS?.priceFrom).toBe(minFrom);
  });
});
