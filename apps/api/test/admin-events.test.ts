import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { adminEventsSuite, at, type Method, NO_SUCH } from './helpers/admin-events-suite.ts';
import { availableKinds } from './helpers/databases.ts';

describe.each(await availableKinds())('matches in the back office on %s', (kind) => {
  const { t, template, call, matchPrices, matchBody, createMatch, setupCount, auditOf, shopEvents } =
    adminEventsSuite(kind);

  it('is for ADMIN only: no token 401, a fan and a cashier 403 on every call (an empty body too), nothing changed', async () => {
    const fan = await t.newUser();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    const { id } = await createMatch();
    const seat = { sector: template.sectors[0], row: '1', name: '1' };
    const calls: [Method, string, unknown?][] = [['GET', '/templates']];
    for (const kind of ['events', 'seasons']) {
      calls.push(
        ['GET', `/${kind}`],
        ['GET', `/${kind}/${id}`],
        ['POST', `/${kind}`, matchBody()],
        ['PATCH', `/${kind}/${id}`, { title: 'Iný' }],
        ['POST', `/${kind}/${id}/publish`],
        ['POST', `/${kind}/${id}/unpublish`],
        ['PUT', `/${kind}/${id}/prices`, { prices: [] }],
        ['PUT', `/${kind}/${id}/seats`, { state: 'DISABLED', seats: [seat] }],
        ['GET', `/${kind}/${id}/arena`],
        ['GET', `/${kind}/${id}/sector/${template.sectors[0]}`],
        ['DELETE', `/${kind}/${id}`],
        // An invalid body is refused for the missing login or role, not for its fields.
        ['POST', `/${kind}`, {}],
        ['PATCH', `/${kind}/${id}`, { title: 7 }],
        ['PUT', `/${kind}/${id}/prices`, {}],
        ['PUT', `/${kind}/${id}/seats`, {}],
      );
    }
    const before = await setupCount();
    for (const [method, url, payload] of calls) {
      const anonymous = await call(method, url, null, payload);
      expect(anonymous.json(), `${method} ${url}`).toMatchObject({ status: 401, code: 'AUTH_REQUIRED' });
      for (const who of [fan, cashier]) {
        const refused = await call(method, url, who.token, payload);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json()).toMatchObject({ status: 403, code: 'ROLE_FORBIDDEN' });
      }
    }
    expect(await setupCount()).toBe(before);
    const still = (await call('GET', `/events/${id}`, t.admin.token)).json();
    expect(still).toMatchObject({ title: 'HC Hokej – HK Poprad', published: false });
    expect(still.prices).toHaveLength(matchPrices().length);
  });

  it('creates a match from the template with prices, unpublished; publishing puts it in the shop where a fan can hold a seat', async () => {
    const created = await createMatch({ phoneRequired: false, covidRestriction: 'Len s respirátorom FFP2' });
    expect(created).toMatchObject({
      setupType: 'EVENT',
      templateId: template.id,
      opponent: 'HK Poprad',
      published: false,
      covidRestriction: 'Len s respirátorom FFP2',
      season: null,
      orderItems: 0,
      sectors: template.sectors,
    });
    const [seats] = await queryRows<{ n: number; free: number }>(
      t.db,
      sql`select count(*)::int as n, count(*) filter (where initial_state = 'ACTIVE')::int as free
        from arena_seats where arena_id = ${template.id}`,
    );
    expect(created.seats).toMatchObject({ total: seats?.n, free: seats?.free, sold: 0, held: 0 });
    expect(created.prices).toHaveLength(template.sectors.length * 2);
    expect((await shopEvents()).map((e) => e.uuid)).not.toContain(created.id);
    expect((await t.app.inject({ url: `/v2/arena/${created.id}` })).statusCode).toBe(404);
    // The back office sees the unpublished arena and its sectors.
    const arena = await call('GET', `/events/${created.id}/arena`, t.admin.token);
    expect(arena.statusCode).toBe(200);
    expect(Object.keys(arena.json().arena)).toEqual(template.sectors);
    const sector = await call('GET', `/events/${created.id}/sector/${template.sectors[0]}`, t.admin.token);
    expect(sector.json().prices).toEqual([
      { ticketType: 'ADULT', price: 1500 },
      { ticketType: 'CHILD', price: 700 },
    ]);

    const published = await call('POST', `/events/${created.id}/publish`, t.admin.token);
    expect(published.json()).toMatchObject({ published: true });
    expect((await shopEvents()).find((e) => e.uuid === created.id)).toMatchObject({ opponent: 'HK Poprad' });
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(created.id, 1);
    const held = await t.holdSeat(fan.token, created.id, seat ?? {});
    expect(held.statusCode, held.body).toBe(201);
    expect(held.json().items[0]).toMatchObject({ price: 1500 });
    expect((await call('GET', `/events/${created.id}`, t.admin.token)).json().seats.held).toBe(1);

    const unpublished = await call('POST', `/events/${created.id}/unpublish`, t.admin.token);
    expect(unpublished.json()).toMatchObject({ published: false });
    expect((await shopEvents()).map((e) => e.uuid)).not.toContain(created.id);
    const [other] = await t.freeSeats(created.id, 1);
    expect((await t.holdSeat(fan.token, created.id, other ?? {})).statusCode).toBe(404);

    const actions = (await auditOf(created.id)).map((e) => e.action);
    expect(actions).toEqual(['EVENT_CREATE', 'EVENT_PUBLISH', 'EVENT_UNPUBLISH']);
    const [first] = await auditOf(created.id);
    expect(first).toMatchObject({
      actorId: t.admin.id,
      before: null,
      after: { opponent: 'HK Poprad', published: false },
    });
    const templates = (await call('GET', '/templates', t.admin.token)).json().data;
    expect(templates.find((x: { id: string }) => x.id === template.id)).toMatchObject({
      name: 'Zimný štadión Orly',
      sectorNames: template.sectors,
      sectors: template.sectors.length,
    });
    const list = (await call('GET', '/events', t.admin.token)).json().data;
    expect(list.find((e: { id: string }) => e.id === created.id)).toMatchObject({ published: false });
    expect(list.length).toBeGreaterThan(1);
  });

  it('refuses a match without a template, with an unknown or empty template, without an opponent, with dates out of order or a wrong price list', async () => {
    const [empty] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into arenas (name, view_box, rink) values ('Prázdna', '0 0 10 10',
        '{"x":0,"y":0,"width":1,"height":1}'::jsonb) returning id`,
    );
    const before = await setupCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ templateId: undefined }, 400, 'TEMPLATE_UUID_MISSING'],
      [{ templateId: NO_SUCH }, 404, 'TEMPLATE_NOT_FOUND'],
      [{ templateId: empty?.id }, 400, 'TEMPLATE_PARAMETERS_MISSING'],
      [{ opponent: '  ' }, 400, 'EVENT_INVALID_REQUEST'],
      [{ opponent: undefined }, 400, 'EVENT_INVALID_REQUEST'],
      [{ endsAt: at(9) }, 400, 'SETUP_DATES_INVALID'],
      [{ saleStartsAt: at(5), saleEndsAt: at(4) }, 400, 'SETUP_DATES_INVALID'],
      [
        { prices: [{ sector: template.sectors[0], ticketType: 'GOLD', price: 1000 }] },
        400,
        'PRICE_LIST_INVALID',
      ],
      [
        {
          prices: [
            { sector: template.sectors[0], ticketType: 'ADULT', price: 1000 },
            { sector: template.sectors[0], ticketType: 'ADULT', price: 900 },
          ],
        },
        400,
        'PRICE_LIST_INVALID',
      ],
      [{ seasonId: NO_SUCH }, 404, 'SEASON_NOT_FOUND'],
      [{ title: '' }, 400, 'EVENT_INVALID_REQUEST'],
      [{ startsAt: 'v sobotu' }, 400, 'EVENT_INVALID_REQUEST'],
      [{ prices: [{ sector: 'X', ticketType: 'ADULT', price: 1000 }] }, 400, 'EVENT_INVALID_REQUEST'],
      [{ published: true }, 400, 'EVENT_INVALID_REQUEST'],
      [{ templateId: 'arena-1' }, 400, 'EVENT_INVALID_REQUEST'],
    ];
    for (const [over, status, code] of cases) {
      const answer = await call('POST', '/events', t.admin.token, matchBody(over));
      expect(answer.json(), JSON.stringify(over)).toMatchObject({ status, code });
      expect(answer.statusCode).toBe(status);
    }
    expect(
      (await call('POST', '/events', t.admin.token, matchBody({ templateId: undefined }))).json().message,
    ).toBe('Chýba šablóna hľadiska.');
    expect(await setupCount()).toBe(before);
  });

  it('edits opponent, date, sale window, COVID label and the phone rule; refuses dates out of order', async () => {
    const created = await createMatch();
    await call('POST', `/events/${created.id}/publish`, t.admin.token);
    const startsAt = '2026-12-27T17:30:00.000Z';
    const edited = await call('PATCH', `/events/${created.id}`, t.admin.token, {
      opponent: 'HC Košice',
      title: 'HC Hokej – HC Košice',
      startsAt,
      endsAt: '2026-12-27T20:00:00.000Z',
      saleEndsAt: startsAt,
      covidRestriction: 'Len očkovaní',
      phoneRequired: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      opponent: 'HC Košice',
      startsAt,
      saleEndsAt: startsAt,
      covidRestriction: 'Len očkovaní',
      phoneRequired: true,
      published: true,
    });
    const shopAnswer = await t.app.inject({ url: '/v2/event' });
    expect(shopAnswer.statusCode, shopAnswer.body).toBe(200);
    const shown = shopAnswer.json().data.find((e: { uuid: string }) => e.uuid === created.id);
    expect(shown).toMatchObject({
      opponent: 'HC Košice',
      startsAt,
      covidRestriction: 'Len očkovaní',
      isPhoneNumberRequired: true,
    });

    const refused: [Record<string, unknown>, number, string][] = [
      [{ endsAt: '2026-12-27T17:00:00.000Z' }, 400, 'SETUP_DATES_INVALID'],
      [{ saleStartsAt: '2026-12-28T00:00:00.000Z' }, 400, 'SETUP_DATES_INVALID'],
      [{ opponent: null }, 400, 'EVENT_INVALID_REQUEST'],
      [{}, 400, 'EVENT_INVALID_REQUEST'],
      [{ templateId: template.id }, 400, 'EVENT_INVALID_REQUEST'],
    ];
    for (const [payload, status, code] of refused) {
      const answer = await call('PATCH', `/events/${created.id}`, t.admin.token, payload);
      expect(answer.json(), JSON.stringify(payload)).toMatchObject({ status, code });
    }
    expect((await call('PATCH', `/events/${NO_SUCH}`, t.admin.token, { title: 'X' })).json()).toMatchObject({
      status: 404,
      code: 'EVENT_NOT_FOUND',
    });
    expect((await call('GET', `/events/${created.id}`, t.admin.token)).json()).toMatchObject({
      opponent: 'HC Košice',
    });
    const updates = (await auditOf(created.id)).filter((e) => e.action === 'EVENT_UPDATE');
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      before: { opponent: 'HK Poprad' },
      after: { opponent: 'HC Košice', phoneRequired: true },
    });
  });

  it('publishes only with a price in every sector; the price list is replaced as a whole and checked', async () => {
    const created = await createMatch({ prices: [] });
    const refused = await call('POST', `/events/${created.id}/publish`, t.admin.token);
    expect(refused.json()).toMatchObject({
      status: 409,
      code: 'SETUP_PRICES_MISSING',
      data: { sectors: template.sectors },
    });
    const partial = await call('PUT', `/events/${created.id}/prices`, t.admin.token, {
      prices: [{ sector: template.sectors[0], ticketType: 'ADULT', price: 1200 }],
    });
    expect(partial.json().prices).toEqual([
      { sector: template.sectors[0], ticketType: 'ADULT', price: 1200 },
    ]);
    expect((await call('POST', `/events/${created.id}/publish`, t.admin.token)).json().data.sectors).toEqual(
      template.sectors.slice(1),
    );
    const full = await call('PUT', `/events/${created.id}/prices`, t.admin.token, { prices: matchPrices() });
    expect(full.json().prices).toHaveLength(template.sectors.length * 2);
    expect((await call('POST', `/events/${created.id}/publish`, t.admin.token)).json().published).toBe(true);
    const emptied = await call('PUT', `/events/${created.id}/prices`, t.admin.token, { prices: [] });
    expect(emptied.json()).toMatchObject({ status: 409, code: 'SETUP_PRICES_MISSING' });
    const wrong = await call('PUT', `/events/${created.id}/prices`, t.admin.token, {
      prices: [{ sector: template.sectors[0], ticketType: 'CLASSIC', price: 1200 }],
    });
    expect(wrong.json()).toMatchObject({ status: 400, code: 'PRICE_LIST_INVALID' });
    const negative = await call('PUT', `/events/${created.id}/prices`, t.admin.token, {
      prices: [{ sector: template.sectors[0], ticketType: 'ADULT', price: -5 }],
    });
    expect(negative.json()).toMatchObject({ status: 400, code: 'EVENT_INVALID_REQUEST' });
    expect((await call('GET', `/events/${created.id}`, t.admin.token)).json().prices).toHaveLength(
      template.sectors.length * 2,
    );
    const priceChanges = (await auditOf(created.id)).filter((e) => e.action === 'EVENT_PRICES');
    expect(priceChanges).toHaveLength(2);
  });
});
