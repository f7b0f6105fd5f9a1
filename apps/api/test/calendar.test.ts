import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { paidMatchTickets, paidSeasonTicket } from './helpers/gate.ts';
import { eventsOf } from './helpers/ical.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';
import { acceptTransfer, offerTransfer, transferSecret } from './helpers/transfers.ts';

describe.each(await availableKinds())('calendars on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://vstupenky.hokej.test' });
  });
  afterAll(() => t.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const matches = () =>
    queryRows<{ id: string; title: string; startsAt: Date | string; endsAt: Date | string }>(
      t.db,
      sql`select id, title, starts_at as "startsAt", ends_at as "endsAt" from setups
        where setup_type = 'EVENT' and published order by starts_at`,
    );
  /** A new fan whose seat at `setupId` (a match, or a season) is paid by card. */
  async function fanWithPaidSeat(setupId: string, setupType: 'EVENT' | 'SEASON' = 'EVENT') {
    const fan = await t.newUser();
    // A season seat must be free at every match: a season takes a seat far from the matches' first ones.
    const seat = (await t.freeSeats(setupId, setupType === 'SEASON' ? 30 : 1)).at(-1);
    if (!seat) throw new Error('no free seat');
    const held = await t.holdSeat(fan.token, setupId, seat, setupType);
    expect(held.statusCode, held.body).toBe(201);
    const paid = await payCart(t, fan.token);
    expect(paid.statusCode).toBe(201);
    expect((await notifyPayment(t, paymentIdOf(paid.json().redirectUrl))).statusCode).toBe(200);
    return { ...fan, seat };
  }

  it('gives a match as one VEVENT in the club’s local time, with the arena’s address and a link back', async () => {
    const [match] = await matches();
    if (!match) throw new Error('no match');
    const res = await get(`/v2/event/${match.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Bratislava');
    const events = eventsOf(res.body);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      uid: `${match.id}@vstupenky.hokej.test`,
      summary: match.title,
      startZone: 'Europe/Bratislava',
      location: 'Zimný štadión Orly, Štadiónová 1, 960 01 Zvolen',
      url: `https://vstupenky.hokej.test/event/${match.id}/arena`,
      stampIsUtc: true,
    });
    expect(event?.start.getTime()).toBe(new Date(match.startsAt).getTime());
    expect(event?.end.getTime()).toBe(new Date(match.endsAt).getTime());
  });

  it('writes a match’s words in the language asked for: the link’s lang, else Accept-Language', async () => {
    const [match] = await matches();
    if (!match) throw new Error('no match');
    const path = `/v2/event/${match.id}/calendar.ics`;
    const page = `https://vstupenky.hokej.test/event/${match.id}/arena`;
    const ask = (url: string, language?: string) =>
      t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });
    const slovak = await ask(path, 'sk-SK,sk;q=0.9,en;q=0.8');
    const english = await ask(path, 'en-GB,en;q=0.9');
    for (const [res, language, file, product, line] of [
      [slovak, 'sk', 'zapas', 'Vstupenky', 'Vstupenky na zápas'],
      [english, 'en', 'match', 'Tickets', 'Tickets for the match'],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-language']).toBe(language);
      expect(res.headers.vary).toMatch(/Accept-Language/);
      expect(res.headers['content-disposition']).toBe(`inline; filename="${file}.ics"`);
      expect(res.body).toContain(`PRODID:-//HK Orly Zvolen//${product}//${language.toUpperCase()}`);
      const [event] = eventsOf(res.body);
      expect(event?.description).toBe(`${line}: ${page}`);
      // The club's own names stay as the club wrote them.
      expect(event).toMatchObject({ summary: match.title, url: page });
    }
    // No preference is Slovak, a German browser reads English (the shop's rule).
    expect((await ask(path)).headers['content-language']).toBe('sk');
    expect((await ask(path, 'de-DE,de;q=0.9')).headers['content-language']).toBe('en');
    // A download link names the page's language, whatever the browser's header says.
    const linkedEnglish = await ask(`${path}?lang=en`, 'sk-SK');
    expect(linkedEnglish.headers['content-disposition']).toBe('inline; filename="match.ics"');
    expect(eventsOf(linkedEnglish.body)[0]?.description).toBe(`Tickets for the match: ${page}`);
    const linkedSlovak = await ask(`${path}?lang=sk`, 'en-GB');
    expect(linkedSlovak.headers['content-language']).toBe('sk');
    expect(eventsOf(linkedSlovak.body)[0]?.description).toBe(`Vstupenky na zápas: ${page}`);
    // An unknown match is refused in the language asked for.
    const missing = await ask('/v2/event/00000000-0000-4000-8000-000000000000/calendar.ics', 'en-GB');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).not.toMatch(/[áäčďéíĺľňóôŕšťúýž]/i);
  });

  it('answers 404 EVENT_NOT_FOUND for an unknown, unpublished or malformed match', async () => {
    const [, hidden] = await matches();
    await queryRows(t.db, sql`update setups set published = false where id = ${hidden?.id}`);
    try {
      for (const id of ['00000000-0000-4000-8000-000000000000', hidden?.id, 'zapas']) {
        const res = await get(`/v2/event/${id}/calendar.ics`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
      }
    } finally {
      await queryRows(t.db, sql`update setups set published = true where id = ${hidden?.id}`);
    }
  });

  it('feeds a fan the matches of their paid tickets and season ticket, with their seats, at a secret address', async () => {
    const [first, second] = await matches();
    const fan = await fanWithPaidSeat(first?.id as string);
    // An unpaid order of another match is not in the feed.
    const [other] = await t.freeSeats(second?.id as string, 1);
    await t.holdSeat(fan.token, second?.id as string, other as Record<string, string>);
    expect((await payCart(t, fan.token)).statusCode).toBe(201);

    const address = await get('/v2/user/calendar', fan.token);
    expect(address.statusCode).toBe(200);
    const { url } = address.json() as { url: string };
    expect(url).toMatch(/^https:\/\/vstupenky\.hokej\.test\/v2\/calendar\/[0-9a-f]{32}[\w-]{22}\.ics$/);
    const feed = await get(new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const events = eventsOf(feed.body);
    expect(events.map((e) => e.uid)).toEqual([`${first?.id}@vstupenky.hokej.test`]);
    expect(events[0]?.description).toContain(
      `Sektor ${fan.seat.sector}, rad ${fan.seat.row}, miesto ${fan.seat.name}`,
    );

    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' and published limit 1`,
    );
    const holder = await fanWithPaidSeat(season?.id as string, 'SEASON');
    const holderUrl = (await get('/v2/user/calendar', holder.token)).json().url as string;
    const seasonMatches = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where season_id = ${season?.id} and published order by starts_at`,
    );
    const holderEvents = eventsOf((await get(new URL(holderUrl).pathname)).body);
    expect(holderEvents.map((e) => e.uid)).toEqual(seasonMatches.map((m) => `${m.id}@vstupenky.hokej.test`));
    expect(seasonMatches.length).toBeGreaterThan(1);
  });

  it('speaks the account’s language: the feed’s name and the seats in English for an English account', async () => {
    const [first] = await matches();
    const fan = await fanWithPaidSeat(first?.id as string);
    const feedResponse = async () => {
      const { url } = (await get('/v2/user/calendar', fan.token)).json() as { url: string };
      return get(new URL(url).pathname);
    };
    const slovak = await feedResponse();
    expect(slovak.headers['content-disposition']).toBe('inline; filename="moje-zapasy.ics"');
    expect(slovak.body).toContain('X-WR-CALNAME:HK Orly Zvolen – moje zápasy');
    await queryRows(t.db, sql`update users set language = 'en' where id = ${fan.id}`);
    const response = await feedResponse();
    expect(response.headers['content-disposition']).toBe('inline; filename="my-matches.ics"');
    expect(response.headers['content-language']).toBe('en');
    const english = response.body;
    expect(english).toContain('X-WR-CALNAME:HK Orly Zvolen – my matches');
    expect(eventsOf(english)[0]?.description).toContain(
      `Sector ${fan.seat.sector}, row ${fan.seat.row}, seat ${fan.seat.name}`,
    );
  });

  /** The fan's personal feed, read at its secret address. */
  async function feedOf(token: string) {
    const { url } = (await get('/v2/user/calendar', token)).json() as { url: string };
    return eventsOf((await get(new URL(url).pathname)).body);
  }
  /** The feed's line for the seat of a ticket ("Sektor A15, rad 5, miesto 10"). */
  async function seatLineOf(serial: string) {
    const [seat] = await queryRows<{ sector: string; row: string; name: string }>(
      t.db,
      sql`select ss.sector, ss.row, ss.name from tickets tk join order_items oi on oi.id = tk.order_item_id
        join setup_seats ss on ss.id = oi.setup_seat_id where tk.serial = ${serial}`,
    );
    return `Sektor ${seat?.sector}, rad ${seat?.row}, miesto ${seat?.name}`;
  }
  /** Offers the ticket to `friend` and lets the friend accept it through the e-mailed link. */
  async function giveAway(
    from: { token: string },
    orderId: string,
    serial: string,
    friend: { token: string; email: string },
    matchId?: string,
  ) {
    const offered = await offerTransfer(t, from.token, orderId, serial, { email: friend.email, matchId });
    expect(offered.statusCode, offered.body).toBe(201);
    return async () => {
      const accepted = await acceptTransfer(t, friend.token, await transferSecret(t, friend.email));
      expect(accepted.statusCode, accepted.body).toBe(200);
    };
  }

  it('a ticket given to a friend leaves the sender’s feed and joins the friend’s once accepted', async () => {
    const match = await t.firstEvent();
    const uid = `${match}@vstupenky.hokej.test`;
    const { fan, orderId, serials } = await paidMatchTickets(t, match, 2);
    const [kept, given] = serials as [string, string];
    const [keptSeat, givenSeat] = [await seatLineOf(kept), await seatLineOf(given)];
    const friend = await t.newUser();
    const accept = await giveAway(fan, orderId, given, friend);

    // Offered, not accepted yet: the ticket is still the sender's.
    const pending = await feedOf(fan.token);
    expect(pending.map((e) => e.uid)).toEqual([uid]);
    expect(pending[0]?.description).toContain(givenSeat);
    expect(await feedOf(friend.token)).toEqual([]);

    await accept();
    const sender = await feedOf(fan.token);
    expect(sender.map((e) => e.uid)).toEqual([uid]);
    expect(sender[0]?.description).toContain(keptSeat);
    expect(sender[0]?.description).not.toContain(givenSeat);
    const received = await feedOf(friend.token);
    expect(received.map((e) => e.uid)).toEqual([uid]);
    expect(received[0]?.description).toContain(givenSeat);
    expect(received[0]?.description).not.toContain(keptSeat);

    // A fan whose only ticket of the match went to a friend has the match no more.
    const single = await paidMatchTickets(t, match, 1);
    expect((await feedOf(single.fan.token)).map((e) => e.uid)).toEqual([uid]);
    const another = await t.newUser();
    await (await giveAway(single.fan, single.orderId, single.serials[0] ?? '', another))();
    expect(await feedOf(single.fan.token)).toEqual([]);
    expect((await feedOf(another.token)).map((e) => e.uid)).toEqual([uid]);
  });

  it('a season ticket lent for one match: that match moves to the friend’s feed, the season’s others stay', async () => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' and published limit 1`,
    );
    const seasonMatches = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where season_id = ${season?.id} and published order by starts_at`,
    );
    const [lent] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where season_id = ${season?.id} and published and setup_type = 'EVENT'
        and starts_at > now() + interval '2 hours' order by starts_at limit 1`,
    );
    if (!lent) throw new Error('the seed has no future season match');
    const holder = await paidSeasonTicket(t, season?.id ?? '', 0);
    const friend = await t.newUser();
    await (await giveAway(holder.fan, holder.orderId, holder.serial, friend, lent.id))();

    const uids = (ids: { id: string }[]) => ids.map((m) => `${m.id}@vstupenky.hokej.test`);
    expect((await feedOf(holder.fan.token)).map((e) => e.uid)).toEqual(
      uids(seasonMatches.filter((m) => m.id !== lent.id)),
    );
    const received = await feedOf(friend.token);
    expect(received.map((e) => e.uid)).toEqual(uids([lent]));
    expect(received[0]?.description).toContain(await seatLineOf(holder.serial));
  });

  it('ends the old address when the fan asks for a new one; forged addresses are not found', async () => {
    const fan = await t.newUser();
    const old = new URL((await get('/v2/user/calendar', fan.token)).json().url).pathname;
    expect((await get(old)).statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/v2/user/calendar/renew',
      headers: bearer(fan.token),
    });
    expect(renewed.statusCode).toBe(200);
    const fresh = new URL(renewed.json().url).pathname;
    expect(fresh).not.toBe(old);
    expect((await get(fresh)).statusCode).toBe(200);
    const token = old.slice('/v2/calendar/'.length, -'.ics'.length);
    const forged = `${token.slice(0, 32)}${'A'.repeat(22)}`;
    for (const path of [old, `/v2/calendar/${forged}.ics`, '/v2/calendar/nieco.ics']) {
      const res = await get(path);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CALENDAR_FEED_NOT_FOUND' });
    }
  });

  it('keeps the feed address to its owner: it needs a login, and another fan gets their own', async () => {
    expect((await get('/v2/user/calendar')).statusCode).toBe(401);
    const a = await t.newUser();
    const b = await t.newUser();
    const urlA = (await get('/v2/user/calendar', a.token)).json().url;
    const urlB = (await get('/v2/user/calendar', b.token)).json().url;
    expect(urlA).not.toBe(urlB);
    expect((await get('/v2/user/calendar', a.token)).json().url).toBe(urlA);
  });
});
