import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

type Line = { seat: { sector: string; row: string; name: string }; price: number; status: string };
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;

describe.each(await availableKinds())('best seats together (ADD_BEST_SEATS) on %s', (kind) => {
  const t = suiteApp(kind);
  let eventId: string;
  beforeAll(async () => {
    eventId = await t.firstEvent();
  });

  const best = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: bearer(token),
      payload: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: eventId, ...body },
    });
  const heldOf = (res: { json(): unknown }) =>
    ((res.json() as { items: Line[] }).items ?? []).filter((i) => i.status === 'AWAITING_PAYMENT');
  const together = (lines: Line[]) => {
    const names = lines.map((l) => Number(l.seat.name)).sort((a, b) => a - b);
    expect(new Set(lines.map((l) => `${l.seat.sector}|${l.seat.row}`)).size).toBe(1);
    expect(names).toEqual(names.map((_, i) => (names[0] ?? 0) + i));
    return names;
  };
  const releaseAll = (token: string) => t.emptyCart(token);

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
    for (const line of lines) expect((await t.seatRow(eventId, line.seat))?.state).toBe('BOOKED');
    await releaseAll(fan.token);
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
      sql`select price from prices where setup_id = ${eventId} and sector = 'A31' and ticket_type = 'ADULT'`,
    );
    expect(lines.every((l) => l.price === price?.price)).toBe(true);
    await releaseAll(fan.token);
  });

  it('keeps to the price band asked for', async () => {
    const arena = (await t.app.inject({ method: 'GET', url: `/v2/arena/${eventId}` })).json();
    const band = Math.min(...(arena.priceBands as number[]));
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 4, priceBand: band });
    expect(res.statusCode).toBe(201);
    const lines = heldOf(res);
    expect(lines).toHaveLength(4);
    together(lines);
    for (const line of lines) expect(arena.arena[line.seat.sector].priceBand).toBe(band);
    await releaseAll(fan.token);
  });

  it('refuses with SEATS_NOT_TOGETHER when no row has the block free, holding nothing', async () => {
    const [other, fan] = [await t.newUser(), await t.newUser()];
    for (const row of ['1', '2'])
      expect((await t.holdSeat(other.token, eventId, { sector: 'A11', row, name: '3' })).statusCode).toBe(
        201,
      );
    const before = await t.count('cart_items');
    const res = await best(fan.token, { count: 3, sector: 'A11' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEATS_NOT_TOGETHER' });
    expect(res.json().message).toMatch(SLOVAK);
    expect(await t.count('cart_items')).toBe(before);
    // Two together still fit beside the taken seats.
    expect((await best(fan.token, { count: 2, sector: 'A11' })).statusCode).toBe(201);
    await releaseAll(fan.token);
    await releaseAll(other.token);
  });

  it('counts against the five seats of a match, all or nothing', async () => {
    const fan = await t.newUser();
    expect((await best(fan.token, { count: 3 })).statusCode).toBe(201);
    const before = await t.count('cart_items');
    const res = await best(fan.token, { count: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toMatch(/^CART_(TICKET|MATCH_SEAT)_LIMIT$/);
    expect(await t.count('cart_items')).toBe(before);
    expect(heldOf(await best(fan.token, { count: 2 }))).toHaveLength(5);
    await releaseAll(fan.token);
  });

  it('takes 1 to 5 seats of a known match: other counts and an unknown match are refused', async () => {
    const fan = await t.newUser();
    for (const body of [{ count: 0 }, { count: 6 }, { count: 2, setupType: 'PARKING' }]) {
      const res = await best(fan.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_BOOKING_REQUEST');
    }
    const unknown = await best(fan.token, { count: 2, uuid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('EVENT_NOT_FOUND');
  });

  it('with accessible: only wheelchair and companion places, which the sector read marks', async () => {
    await queryRows(
      t.db,
      sql`update setup_seats set accessibility = case name when '1' then 'WHEELCHAIR' else 'COMPANION' end
        where setup_id = ${eventId} and sector = 'B18' and row = '2' and name in ('1', '2')`,
    );
    const sector = (await t.app.inject({ method: 'GET', url: `/v2/arena/${eventId}/sector/B18` })).json();
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
    await releaseAll(fan.token);
  });

  it('the arena read and the live feed see the block as they see single holds', async () => {
    const arenaFree = async () =>
      (await t.app.inject({ method: 'GET', url: `/v2/arena/${eventId}` })).json().arena.B17.availableSeats;
    const free = await arenaFree();
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 4, sector: 'B17' });
    expect(res.statusCode).toBe(201);
    expect(await arenaFree()).toBe(free - 4);
    const logged = await queryRows<{ payload: { seat: { sector: string }; state: string } }>(
      t.db,
      sql`select payload from push_log where setup_id = ${eventId} order by id desc limit 4`,
    );
    expect(logged.every((l) => l.payload.seat.sector === 'B17' && l.payload.state === 'BOOKED')).toBe(true);
    await releaseAll(fan.token);
    expect(await arenaFree()).toBe(free);
  });
});
