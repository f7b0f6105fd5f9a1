import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer, type TestApp } from './helpers/test-app.ts';

type Place = { sector: string; row: string; name: string };
type Line = { seat: Place; price: number; status: string; setupType: string; ticketType: string };
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const firstSeason = async (t: TestApp) =>
  (await queryRows<{ id: string }>(t.db, sql`select id from setups where setup_type = 'SEASON' limit 1`))[0]
    ?.id as string;

/** What differs between asking for the best seats of a match and of a season; the rules are the same. */
const setups = [
  {
    label: 'a match',
    setupType: 'EVENT',
    idOf: (t: TestApp) => t.firstEvent(),
    otherIdOf: firstSeason,
    arenaUrl: (id: string) => `/v2/arena/${id}`,
    notFound: 'EVENT_NOT_FOUND',
    // A match counts its own five seats too (CART_MATCH_SEAT_LIMIT), whichever check comes first.
    overLimit: /^CART_(TICKET|MATCH_SEAT)_LIMIT$/,
    bandCount: 4,
  },
  {
    label: 'a season',
    setupType: 'SEASON',
    idOf: firstSeason,
    otherIdOf: (t: TestApp) => t.firstEvent(),
    arenaUrl: (id: string) => `/v2/season/arena/${id}`,
    notFound: 'SEASON_NOT_FOUND',
    overLimit: /^CART_TICKET_LIMIT$/,
    bandCount: 2,
  },
] as const;
type Setup = (typeof setups)[number];

/** The best-seats request of one setup and what to read from its answer. */
function bestSeatsOf(t: TestApp, setup: Setup) {
  let id = '';
  beforeAll(async () => {
    id = await setup.idOf(t);
  });
  return {
    id: () => id,
    best: (token: string, body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/cart',
        headers: bearer(token),
        payload: { type: 'ADD_BEST_SEATS', setupType: setup.setupType, uuid: id, ...body },
      }),
    heldOf: (res: { json(): unknown }) =>
      ((res.json() as { items: Line[] }).items ?? []).filter((i) => i.status === 'AWAITING_PAYMENT'),
    /** Asserts one row and consecutive seats; the seat numbers in order. */
    together: (lines: Line[]) => {
      const names = lines.map((l) => Number(l.seat.name)).sort((a, b) => a - b);
      expect(new Set(lines.map((l) => `${l.seat.sector}|${l.seat.row}`)).size).toBe(1);
      expect(names).toEqual(names.map((_, i) => (names[0] ?? 0) + i));
      return names;
    },
  };
}

describe.each(await availableKinds())('best seats together (ADD_BEST_SEATS) on %s', (kind) => {
  describe.each(setups)('of $label', (setup) => {
    const t = suiteApp(kind);
    const kit = bestSeatsOf(t, setup);
    const { id, best, heldOf, together } = kit;

    it('refuses with SEATS_NOT_TOGETHER in Slovak when no row has the block free, holding nothing', async () => {
      const [other, fan] = [await t.newUser(), await t.newUser()];
      for (const row of ['1', '2'])
        expect(
          (await t.holdSeat(other.token, id(), { sector: 'A11', row, name: '3' }, setup.setupType))
            .statusCode,
        ).toBe(201);
      const before = await t.count('cart_items');
      const res = await best(fan.token, { count: 3, sector: 'A11' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'SEATS_NOT_TOGETHER' });
      expect(res.json().message).toMatch(SLOVAK);
      expect(await t.count('cart_items')).toBe(before);
      // Two together still fit beside the taken seats.
      const two = await best(fan.token, { count: 2, sector: 'A11' });
      expect(two.statusCode).toBe(201);
      expect(heldOf(two)).toHaveLength(2);
      await t.emptyCart(fan.token);
      await t.emptyCart(other.token);
    });

    it('counts against the five seats of a cart, all or nothing', async () => {
      const fan = await t.newUser();
      expect((await best(fan.token, { count: 3 })).statusCode).toBe(201);
      const before = await t.count('cart_items');
      const res = await best(fan.token, { count: 3 });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toMatch(setup.overLimit);
      expect(await t.count('cart_items')).toBe(before);
      expect(heldOf(await best(fan.token, { count: 2 }))).toHaveLength(5);
      await t.emptyCart(fan.token);
    });

    it('keeps to the price band asked for', async () => {
      const arena = (await t.app.inject({ method: 'GET', url: setup.arenaUrl(id()) })).json();
      const bands = arena.priceBands as number[];
      expect(bands.length).toBeGreaterThan(0);
      const band = Math.min(...bands);
      const fan = await t.newUser();
      const res = await best(fan.token, { count: setup.bandCount, priceBand: band });
      expect(res.statusCode, res.body).toBe(201);
      const lines = heldOf(res);
      expect(lines).toHaveLength(setup.bandCount);
      together(lines);
      for (const line of lines) expect(arena.arena[line.seat.sector].priceBand).toBe(band);
      await t.emptyCart(fan.token);
    });

    it('takes 1 to 5 seats of a known setup of its kind: other counts, an unknown id and the other kind’s id are refused', async () => {
      const fan = await t.newUser();
      const before = await t.count('cart_items');
      for (const body of [{ count: 0 }, { count: 6 }, { count: 2, setupType: 'PARKING' }]) {
        const res = await best(fan.token, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('INVALID_BOOKING_REQUEST');
      }
      for (const uuid of [UNKNOWN, await setup.otherIdOf(t)]) {
        const res = await best(fan.token, { count: 2, uuid });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe(setup.notFound);
      }
      expect(await t.count('cart_items')).toBe(before);
    });

    if (setup.setupType === 'EVENT') matchOnly(t, kit);
    else seasonOnly(t, kit);
  });
});

/** What only a match's best seats do: the centre's front row, a sector's adult price, accessible places. */
function matchOnly(t: TestApp, { id, best, heldOf, together }: ReturnType<typeof bestSeatsOf>) {
  it('holds neighbours in the front row of a centre sector, leaving no single seat beside them', async () => {
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 2 });
    expect(res.statusCode).toBe(201);
    const lines = heldOf(res);
    expect(lines).toHaveLength(2);
    const names = together(lines);
    // The club's row of A15 is not for sale, so the centre's front row is B15's.
    expect(lines[0]?.seat).toMatchObject({ sector: 'B15', row: '1' });
    // Seats 2–3 or 3–4 of five would strand seat 1 or 5: the block takes an end.
    expect([1, 4]).toContain(names[0]);
    for (const line of lines) expect((await t.seatRow(id(), line.seat))?.state).toBe('BOOKED');
    await t.emptyCart(fan.token);
  });

  it('keeps to the sector asked for, at its adult price', async () => {
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 3, sector: 'A31' });
    expect(res.statusCode).toBe(201);
    const lines = heldOf(res);
    expect(lines).toHaveLength(3);
    together(lines);
    expect(lines.every((l) => l.seat.sector === 'A31')).toBe(true);
    const [price] = await queryRows<{ price: number }>(
      t.db,
      sql`select price from prices where setup_id = ${id()} and sector = 'A31' and ticket_type = 'ADULT'`,
    );
    expect(lines.every((l) => l.price === price?.price)).toBe(true);
    await t.emptyCart(fan.token);
  });

  it('with accessible: only wheelchair and companion places, which the sector read marks', async () => {
    await queryRows(
      t.db,
      sql`update setup_seats set accessibility = case name when '1' then 'WHEELCHAIR' else 'COMPANION' end
        where setup_id = ${id()} and sector = 'B18' and row = '2' and name in ('1', '2')`,
    );
    const sector = (await t.app.inject({ method: 'GET', url: `/v2/arena/${id()}/sector/B18` })).json();
    const row = sector.setup['2'] as { name: string; accessibility?: string }[];
    expect(row.filter((s) => s.accessibility).map((s) => [s.name, s.accessibility])).toEqual([
      ['1', 'WHEELCHAIR'],
      ['2', 'COMPANION'],
    ]);
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 2, accessible: true });
    expect(res.statusCode).toBe(201);
    expect(
      heldOf(res)
        .map((l) => l.seat)
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { sector: 'B18', row: '2', name: '1' },
      { sector: 'B18', row: '2', name: '2' },
    ]);
    expect((await best(fan.token, { count: 1, accessible: true })).json().code).toBe('SEATS_NOT_TOGETHER');
    await t.emptyCart(fan.token);
  });

  it('the arena read and the live feed see the block as they see single holds', async () => {
    const arenaFree = async () =>
      (await t.app.inject({ method: 'GET', url: `/v2/arena/${id()}` })).json().arena.B17.availableSeats;
    const free = await arenaFree();
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 4, sector: 'B17' });
    expect(res.statusCode).toBe(201);
    expect(await arenaFree()).toBe(free - 4);
    const logged = await queryRows<{ payload: { seat: { sector: string }; state: string } }>(
      t.db,
      sql`select payload from push_log where setup_id = ${id()} order by id desc limit 4`,
    );
    expect(logged.every((l) => l.payload.seat.sector === 'B17' && l.payload.state === 'BOOKED')).toBe(true);
    await t.emptyCart(fan.token);
    expect(await arenaFree()).toBe(free);
  });
}

/** What only a season's best seats do: CLASSIC season tickets whose seats are taken in every match too. */
function seasonOnly(t: TestApp, { id, best, heldOf, together }: ReturnType<typeof bestSeatsOf>) {
  let matchIds: string[] = [];
  beforeAll(async () => {
    const rows = await queryRows<{ id: string }>(t.db, sql`select id from setups where season_id = ${id()}`);
    matchIds = rows.map((r) => r.id);
  });
  const statesOf = (seat: Place) =>
    queryRows<{ setupId: string; state: string }>(
      t.db,
      sql`select setup_id as "setupId", state::text from setup_seats
        where sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}`,
    );

  it('holds season seats side by side as CLASSIC season tickets, each seat taken in every match too', async () => {
    expect(matchIds.length).toBeGreaterThan(0);
    const arenaFree = async (sector: string) =>
      (await t.app.inject({ method: 'GET', url: `/v2/season/arena/${id()}` })).json().arena[sector]
        .availableSeats as number;
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const lines = heldOf(res);
    expect(lines).toHaveLength(3);
    together(lines);
    const sector = lines[0]?.seat.sector as string;
    // The season's arena read (kept in memory, fed by the live channel) sees the block at once.
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
      t.db,
      sql`select count(*)::int as total from setup_seats where setup_id = ${id()} and sector = ${sector}
        and state = 'ACTIVE'`,
    );
    expect(await arenaFree(sector)).toBe(total);
    const [classic] = await queryRows<{ price: number }>(
      t.db,
      sql`select price from prices where setup_id = ${id()} and sector = ${sector} and ticket_type = 'CLASSIC'`,
    );
    for (const line of lines) {
      expect(line).toMatchObject({ setupType: 'SEASON', ticketType: 'CLASSIC', price: classic?.price });
      const states = await statesOf(line.seat);
      expect(states).toHaveLength(matchIds.length + 1);
      expect(states.every((s) => s.state === 'BOOKED')).toBe(true);
    }
    await t.emptyCart(fan.token);
    for (const line of lines)
      expect((await statesOf(line.seat)).every((s) => s.state === 'ACTIVE')).toBe(true);
  });

  it('leaves out a seat that is taken in one match of the season, though free in the season itself', async () => {
    const [match] = matchIds;
    await queryRows(
      t.db,
      sql`update setup_seats set state = 'DISABLED' where setup_id = ${match} and sector = 'B18' and row = '1'`,
    );
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 2, sector: 'B18' });
    expect(res.statusCode, res.body).toBe(201);
    expect(heldOf(res).map((l) => [l.seat.sector, l.seat.row])).toEqual([
      ['B18', '2'],
      ['B18', '2'],
    ]);
    await t.emptyCart(fan.token);
    await queryRows(
      t.db,
      sql`update setup_seats set state = 'ACTIVE' where setup_id = ${match} and sector = 'B18' and row = '1'`,
    );
  });
}
