import { formatClubDateTime, formatClubTime } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { atTheGate, entriesOf, paidMatchTickets, paidSeasonTicket, scan } from './helpers/gate.ts';
import { suiteAppWithSeason } from './helpers/suite.ts';

describe.each(await availableKinds())('ticket check at the gate on %s', (kind) => {
  const t = suiteAppWithSeason(kind);
  let otherMatch: string;
  let seasonMatches: { id: string; startsAt: Date | string }[];
  let cashier: { id: string; token: string };
  beforeAll(async () => {
    seasonMatches = await queryRows<{ id: string; startsAt: Date | string }>(
      t.db,
      sql`select id, starts_at as "startsAt" from setups where season_id = ${t.season} and setup_type = 'EVENT'
        order by starts_at`,
    );
    otherMatch = seasonMatches.find((m) => m.id !== t.match)?.id ?? '';
    cashier = await t.newUser(['USER', 'CASHIER']);
  });
  // The shop's clock an hour before the first match: its tickets are let in (the entry window has its own test).
  beforeEach(() => atTheGate(t, t.match));

  const auditEntries = async (serial: string) =>
    queryRows<{ actorId: string; after: { serial: string; gate: string | null; matchId: string } }>(
      t.db,
      sql`select actor_id as "actorId", after from audit_log where action = 'TICKET_ENTRY'
        and entity = 'TICKET' and after->>'serial' = ${serial}`,
    );

  it('the QR code read from the ticket PDF lets its holder in once; a second scan says when and at which gate', async () => {
    const { tokens, serials } = await paidMatchTickets(t, t.match, 2);
    const first = await scan(t, cashier.token, { code: tokens[0], matchId: t.match, gate: 'Brána A' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      serial: serials[0],
      matchId: t.match,
      season: null,
      holder: 'Gabriela Vstupná',
      ticketType: 'ADULT',
      seat: { sector: expect.any(String), row: expect.any(String), name: expect.any(String) },
      gate: 'Brána A',
    });
    const again = await scan(t, cashier.token, { code: tokens[0], matchId: t.match, gate: 'Brána C' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TICKET_ALREADY_USED',
      message: 'Vstupenka už bola pri vstupe použitá.',
      data: { checkedInAt: first.json().checkedInAt, gate: 'Brána A', serial: serials[0] },
    });
    expect(await entriesOf(t, serials[0] ?? '')).toBe(1);
    // The entry is audited once: who let the ticket in, for which match, through which gate.
    expect(await auditEntries(serials[0] ?? '')).toEqual([
      { actorId: cashier.id, after: { serial: serials[0], matchId: t.match, gate: 'Brána A' } },
    ]);
    // The other ticket of the order is its own ticket; without a match it is checked for its own one.
    const second = await scan(t, cashier.token, { code: tokens[1] });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ matchId: t.match, gate: null });
  });

  it('a typed serial is accepted like the QR code, and the same ticket cannot enter twice either way', async () => {
    const { tokens, serials } = await paidMatchTickets(t, t.match, 1);
    const typed = await scan(t, cashier.token, {
      code: ` ${serials[0]} `,
      matchId: t.match,
      gate: 'Brána B',
    });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ serial: serials[0], gate: 'Brána B' });
    const byQr = await scan(t, cashier.token, { code: tokens[0], matchId: t.match });
    expect(byQr.json()).toMatchObject({ code: 'TICKET_ALREADY_USED', data: { gate: 'Brána B' } });
    const unknown = await scan(t, cashier.token, { code: '999999-9', matchId: t.match });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'TICKET_NOT_FOUND', message: 'Vstupenka sa nenašla.' });
  });

  it('a ticket for another match is refused as the wrong match, naming its match; nothing is recorded', async () => {
    const { tokens, serials } = await paidMatchTickets(t, t.match, 1);
    const wrong = await scan(t, cashier.token, { code: tokens[0], matchId: otherMatch, gate: 'Brána A' });
    expect(wrong.statusCode).toBe(409);
    const [own] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from setups where id = ${t.match}`,
    );
    expect(wrong.json()).toMatchObject({
      code: 'TICKET_WRONG_MATCH',
      message: 'Vstupenka neplatí na tento zápas.',
      data: { serial: serials[0], validFor: own?.title, startsAt: expect.any(String) },
    });
    expect(await entriesOf(t, serials[0] ?? '')).toBe(0);
    // A match the shop does not have, or a season given as the match: not found.
    for (const matchId of ['00000000-0000-4000-8000-000000000000', t.season]) {
      const missing = await scan(t, cashier.token, { code: tokens[0], matchId });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'EVENT_NOT_FOUND' });
    }
    expect((await scan(t, cashier.token, { code: tokens[0], matchId: t.match })).statusCode).toBe(200);
  });

  it('a refunded ticket is refused as refunded, by QR code and by serial', async () => {
    const { orderId, tokens, serials } = await paidMatchTickets(t, t.match, 1);
    await queryRows(t.db, sql`update orders set status = 'REFUNDED' where id = ${orderId}`);
    for (const code of [tokens[0], serials[0]]) {
      const refused = await scan(t, cashier.token, { code, matchId: t.match });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'TICKET_REFUNDED',
        message: 'Vstupenka bola vrátená a už neplatí.',
      });
    }
    expect(await entriesOf(t, serials[0] ?? '')).toBe(0);
  });

  it('a tampered or made-up code is refused as invalid; a malformed request too, each with its code', async () => {
    const { tokens, serials } = await paidMatchTickets(t, t.match, 1);
    const token = tokens[0] ?? '';
    const tampered = `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`;
    const bad = [
      { code: tampered },
      { code: 'x'.repeat(40) },
      { code: '   ' },
      { code: '' },
      {},
      { code: token, matchId: 'not-a-uuid' },
      { code: token, gate: 'G'.repeat(41) },
      { code: token, gate: '' },
      { code: token, extra: 1 },
    ];
    for (const body of bad) {
      const refused = await scan(t, cashier.token, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'TICKET_PARAMETER_INVALID',
        message: 'Neplatné údaje vstupenky.',
      });
    }
    expect(await entriesOf(t, serials[0] ?? '')).toBe(0);
  });

  it('only CASHIER and ADMIN may check tickets: a fan 403, no login 401, whatever the body', async () => {
    const { fan, tokens, serials } = await paidMatchTickets(t, t.match, 1);
    const byFan = await scan(t, fan.token, { code: tokens[0] });
    expect(byFan.statusCode).toBe(403);
    expect(byFan.json()).toMatchObject({ code: 'ROLE_FORBIDDEN' });
    const anonymous = await scan(t, null, { code: tokens[0] });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
    // A stranger with an empty body hears the missing login or role, not the missing ticket code.
    const empty = await scan(t, null, {});
    expect([empty.statusCode, empty.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    const emptyByFan = await scan(t, fan.token, {});
    expect([emptyByFan.statusCode, emptyByFan.json().code]).toEqual([403, 'ROLE_FORBIDDEN']);
    expect(await entriesOf(t, serials[0] ?? '')).toBe(0);
    const admin = await t.newUser(['USER', 'ADMIN']);
    expect((await scan(t, admin.token, { code: tokens[0] })).statusCode).toBe(200);
  });

  it('the gate lists the matches it may check for, soonest first, for CASHIER and ADMIN only', async () => {
    const list = (token: string | null) =>
      t.app.inject({
        method: 'GET',
        url: '/v2/tickets/check/matches',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const answer = await list(cashier.token);
    expect(answer.statusCode).toBe(200);
    const ids = answer.json().data.map((m: { id: string }) => m.id);
    const upcoming = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'EVENT' and starts_at > shop_now() - interval '6 hours'
        order by starts_at, id`,
    );
    expect(ids).toEqual(upcoming.map((m) => m.id).slice(0, 50));
    expect(answer.json().data[0]).toEqual({
      id: t.match,
      title: expect.any(String),
      startsAt: expect.any(String),
    });
    const fan = await t.newUser();
    expect((await list(fan.token)).json()).toMatchObject({ status: 403, code: 'ROLE_FORBIDDEN' });
    expect((await list(null)).json()).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
  });

  it('a season ticket enters every match of its season once, by QR code or serial', async () => {
    const { token, serial } = await paidSeasonTicket(t, t.season, 0);
    const [first, second] = seasonMatches;
    await atTheGate(t, first?.id ?? '');
    const inFirst = await scan(t, cashier.token, { code: token, matchId: first?.id, gate: 'Brána A' });
    expect(inFirst.statusCode).toBe(200);
    const [season] = await queryRows<{ title: string }>(
      t.db,
      sql`select title from setups where id = ${t.season}`,
    );
    expect(inFirst.json()).toMatchObject({
      serial,
      matchId: first?.id,
      season: season?.title,
      gate: 'Brána A',
    });
    const again = await scan(t, cashier.token, { code: serial, matchId: first?.id });
    expect(again.json()).toMatchObject({ code: 'TICKET_ALREADY_USED', data: { gate: 'Brána A' } });
    await atTheGate(t, second?.id ?? '');
    const inSecond = await scan(t, cashier.token, { code: serial, matchId: second?.id, gate: 'Brána B' });
    expect(inSecond.statusCode).toBe(200);
    expect(inSecond.json()).toMatchObject({ matchId: second?.id, season: season?.title });
    expect(await entriesOf(t, serial)).toBe(2);
    // A match ticket of one of the season's matches does not get in to another one.
    const { tokens } = await paidMatchTickets(t, second?.id ?? '', 1);
    expect((await scan(t, cashier.token, { code: tokens[0], matchId: first?.id })).json()).toMatchObject({
      code: 'TICKET_WRONG_MATCH',
    });
  });

  it('a registered season-ticket holder is named at the gate, with the photo the cashier may open', async () => {
    const { orderId, token } = await paidSeasonTicket(t, t.season, 2);
    const [item] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from order_items where order_id = ${orderId}`,
    );
    // The holder as the registration stores it (the registration itself is tested with its own API).
    await queryRows(
      t.db,
      sql`insert into season_ticket_holders (order_item_id, first_name, last_name, phone_number, date_of_birth,
          email, zip, city, country, address, season_ticket_type, photo, photo_width, photo_height)
        values (${item?.id}, 'Tomáš', 'Permanentný', '+421905000111', '1990-01-01', 'tomas@hokej.test', '96001',
          'Zvolen', 'SK', 'Hlavná 1', 'CLASSIC', decode('ffd8ffe000104a464946', 'hex'), 1, 1)`,
    );
    await atTheGate(t, seasonMatches[0]?.id ?? '');
    const entered = await scan(t, cashier.token, { code: token, matchId: seasonMatches[0]?.id });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ holder: 'Tomáš Permanentný', holderPhotoId: item?.id });
    const photo = await t.app.inject({
      method: 'GET',
      url: `/v2/season/tickets/${item?.id}/photo`,
      headers: { authorization: `Bearer ${cashier.token}` },
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // A match ticket has no holder photo.
    const { tokens } = await paidMatchTickets(t, t.match, 1);
    await atTheGate(t, t.match);
    expect((await scan(t, cashier.token, { code: tokens[0], matchId: t.match })).json()).toMatchObject({
      holderPhotoId: null,
    });
  });

  it('without a match given, a season ticket is checked for the season match nearest in time', async () => {
    const { token, serial } = await paidSeasonTicket(t, t.season, 1);
    const nearest = seasonMatches[2];
    await atTheGate(t, nearest?.id ?? '');
    const entered = await scan(t, cashier.token, { code: token });
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({ matchId: nearest?.id });
    expect(await entriesOf(t, serial, nearest?.id)).toBe(1);
  });

  it("outside the match day's entry window a ticket is refused as the wrong day, naming the match's date; nothing is recorded", async () => {
    const { tokens, serials } = await paidMatchTickets(t, t.match, 1);
    const [own] = await queryRows<{ startsAt: Date | string }>(
      t.db,
      sql`select starts_at as "startsAt" from setups where id = ${t.match}`,
    );
    const startsAt = new Date(own?.startsAt ?? '');
    const HOUR = 3_600_000;
    // Ten days before, 3 h 1 min before the start, and after the end of the match day (club's clock).
    const endOfDay = await queryRows<{ at: Date | string }>(
      t.db,
      sql`select (((starts_at at time zone 'Europe/Bratislava')::date + 1)::timestamp
        at time zone 'Europe/Bratislava') as at from setups where id = ${t.match}`,
    );
    const afterDay = startsAt.getTime() - new Date(endOfDay[0]?.at ?? '').getTime() - 60_000;
    for (const before of [240 * HOUR, 3 * HOUR + 60_000, afterDay]) {
      await atTheGate(t, t.match, before);
      for (const code of [tokens[0], serials[0]]) {
        const refused = await scan(t, cashier.token, { code, matchId: t.match, gate: 'Brána A' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toEqual({
          status: 409,
          code: 'TICKET_WRONG_DAY',
          message: `Vstupenka teraz neplatí: zápas sa hrá ${formatClubDateTime(startsAt)}. Vstup je možný v deň zápasu od ${formatClubTime(startsAt.getTime() - 3 * HOUR)}.`,
          data: {
            serial: serials[0],
            startsAt: startsAt.toISOString(),
            matchDate: formatClubDateTime(startsAt),
            entryFrom: formatClubTime(startsAt.getTime() - 3 * HOUR),
          },
        });
      }
      // Without a match given, the ticket's own match: the same refusal.
      expect((await scan(t, cashier.token, { code: tokens[0] })).json()).toMatchObject({
        code: 'TICKET_WRONG_DAY',
      });
    }
    expect(await entriesOf(t, serials[0] ?? '')).toBe(0);
    expect(await auditEntries(serials[0] ?? '')).toEqual([]);
    // 2 h 59 min before the start the gate is open, and until the last minute of the match day.
    await atTheGate(t, t.match, 3 * HOUR - 60_000);
    expect((await scan(t, cashier.token, { code: tokens[0], matchId: t.match })).statusCode).toBe(200);
    const late = await paidMatchTickets(t, t.match, 1);
    await atTheGate(t, t.match, afterDay + 120_000);
    expect((await scan(t, cashier.token, { code: late.serials[0], matchId: t.match })).statusCode).toBe(200);
  });

  it('a season ticket is refused as the wrong day between its matches', async () => {
    const { token, serial } = await paidSeasonTicket(t, t.season, 3);
    await atTheGate(t, seasonMatches[1]?.id ?? '', 24 * 3_600_000);
    const refused = await scan(t, cashier.token, { code: token, matchId: seasonMatches[1]?.id });
    expect(refused.json()).toMatchObject({ status: 409, code: 'TICKET_WRONG_DAY', data: { serial } });
    expect(await entriesOf(t, serial)).toBe(0);
  });
});
