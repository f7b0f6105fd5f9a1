import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

type Place = { sector: string; row: string; name: string };
type Line = { seat: Place; price: number; status: string; setupType: string; ticketType: string };
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;

describe.each(await availableKinds())('best season seats together (ADD_BEST_SEATS, SEASON) on %s', (kind) => {
  const t = suiteApp(kind);
  let seasonId: string;
  let matchIds: string[];
  beforeAll(async () => {
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON' limit 1`,
    );
    seasonId = season?.id as string;
    matchIds = (
      await queryRows<{ id: string }>(t.db, sql`select id from setups where season_id = ${seasonId}`)
    ).map((r) => r.id);
  });

  const best = (token: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: bearer(token),
      payload: { type: 'ADD_BEST_SEATS', setupType: 'SEASON', uuid: seasonId, ...body },
    });
  const heldOf = (res: { json(): unknown }) =>
    ((res.json() as { items: Line[] }).items ?? []).filter((i) => i.status === 'AWAITING_PAYMENT');
  const together = (lines: Line[]) => {
    const names = lines.map((l) => Number(l.seat.name)).sort((a, b) => a - b);
    expect(new Set(lines.map((l) => `${l.seat.sector}|${l.seat.row}`)).size).toBe(1);
    expect(names).toEqual(names.map((_, i) => (names[0] ?? 0) + i));
  };
  const statesOf = (seat: Place) =>
    queryRows<{ setupId: string; state: string }>(
      t.db,
      sql`select setup_id as "setupId", state::text from setup_seats
        where sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}`,
    );

  it('holds season seats side by side as CLASSIC season tickets, each seat taken in every match too', async () => {
    expect(matchIds.length).toBeGreaterThan(0);
    const arenaFree = async (sector: string) =>
      (await t.app.inject({ method: 'GET', url: `/v2/season/arena/${seasonId}` })).json().arena[sector]
        .availableSeats as number;
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 3 });
    expect(res.statusCode, res.body).toBe(201);
    const lines = heldOf(res);
    expect(lines).toHaveLength(3);
    together(lines);
    const sector = lines[0]?.seat.sector as string;
    // The season's arena read (kept in memory, fed by the live channel) sees the block at once.
    const freeAfter = await arenaFree(sector);
    const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
      t.db,
      sql`select count(*)::int as total from setup_seats where setup_id = ${seasonId} and sector = ${sector}
        and state = 'ACTIVE'`,
    );
    expect(freeAfter).toBe(total);
    const [classic] = await queryRows<{ price: number }>(
      t.db,
      sql`select price from prices where setup_id = ${seasonId} and sector = ${sector} and ticket_type = 'CLASSIC'`,
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
    const lines = heldOf(res);
    expect(lines.map((l) => [l.seat.sector, l.seat.row])).toEqual([
      ['B18', '2'],
      ['B18', '2'],
    ]);
    await t.emptyCart(fan.token);
    await queryRows(
      t.db,
      sql`update setup_seats set state = 'ACTIVE' where setup_id = ${match} and sector = 'B18' and row = '1'`,
    );
  });

  it('refuses with SEATS_NOT_TOGETHER in Slovak when no row has the block free, holding nothing', async () => {
    const [other, fan] = [await t.newUser(), await t.newUser()];
    for (const row of ['1', '2'])
      expect(
        (await t.holdSeat(other.token, seasonId, { sector: 'A11', row, name: '3' }, 'SEASON')).statusCode,
      ).toBe(201);
    const before = await t.count('cart_items');
    const res = await best(fan.token, { count: 3, sector: 'A11' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEATS_NOT_TOGETHER' });
    expect(res.json().message).toMatch(SLOVAK);
    expect(await t.count('cart_items')).toBe(before);
    expect(heldOf(await best(fan.token, { count: 2, sector: 'A11' }))).toHaveLength(2);
    await t.emptyCart(fan.token);
    await t.emptyCart(other.token);
  });

  it('counts against the five seats of a cart, all or nothing', async () => {
    const fan = await t.newUser();
    expect((await best(fan.token, { count: 3 })).statusCode).toBe(201);
    const before = await t.count('cart_items');
    const res = await best(fan.token, { count: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CART_TICKET_LIMIT');
    expect(await t.count('cart_items')).toBe(before);
    expect(heldOf(await best(fan.token, { count: 2 }))).toHaveLength(5);
    await t.emptyCart(fan.token);
  });

  it('keeps to the price band asked for (the CLASSIC price), and refuses an unknown season', async () => {
    const arena = (await t.app.inject({ method: 'GET', url: `/v2/season/arena/${seasonId}` })).json();
    const bands = arena.priceBands as number[];
    expect(bands.length).toBeGreaterThan(0);
    const band = Math.min(...bands);
    const fan = await t.newUser();
    const res = await best(fan.token, { count: 2, priceBand: band });
    expect(res.statusCode, res.body).toBe(201);
    expect(heldOf(res)).toHaveLength(2);
    for (const line of heldOf(res)) expect(arena.arena[line.seat.sector].priceBand).toBe(band);
    await t.emptyCart(fan.token);
    const unknown = await best(fan.token, { count: 2, uuid: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SEASON_NOT_FOUND');
    // A match's id is not a season's.
    const matchAsSeason = await best(fan.token, { count: 2, uuid: matchIds[0] });
    expect(matchAsSeason.json().code).toBe('SEASON_NOT_FOUND');
  });
});
