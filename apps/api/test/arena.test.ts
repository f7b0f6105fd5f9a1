import { HOLD_MINUTES, SEASON_CATEGORIES, TICKET_TYPES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteAppWithSeason } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

type Shape = { x: number; y: number; width: number; height: number };
type SectorEntry = {
  name: string;
  availableSeats: number;
  totalSeats: number;
  priceFrom: number;
  priceBand: number;
  shape: Shape;
};
type SeatView = { name: string; row: string; sector: string; buyState: string; x: number; y: number };

const SECTORS = ['A', 'B'].flatMap((side) =>
  ['1', '3'].flatMap((tier) => Array.from({ length: 9 }, (_, i) => `${side}${tier}${i + 1}`)),
);
const CAMERA_SECTORS = ['A31', 'A35', 'A39', 'B35'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;

describe.each(await availableKinds())('arena and sector maps on %s', (kind) => {
  const t = suiteAppWithSeason(kind);

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const sectorOf = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json() as {
      availableSeats: number;
      setup: Record<string, SeatView[]>;
      prices: unknown[];
      endsAt?: string;
    };
  };
  const seatIn = (setup: Record<string, SeatView[]>, row: string, name: string) =>
    setup[row]?.find((s) => s.name === name);
  const expectRefusal = async (url: string, status: number, code: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body).toMatchObject({ status, code });
    expect(body.message).toMatch(SLOVAK);
    return body;
  };
  const freeInDb = async (setupId: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from setup_seats where setup_id = ${setupId} and state = 'ACTIVE'`,
    );
    return row?.n ?? -1;
  };

  it('the match arena shows all 36 sectors named by the rule, with free and total seats', async () => {
    const res = await get(`/v2/arena/${t.match}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ uuid: t.match, setupType: 'EVENT', venue: 'Zimný štadión Orly' });
    expect(body.title).toContain('HK Orly Zvolen');
    const arena = body.arena as Record<string, SectorEntry>;
    expect(Object.keys(arena).sort()).toEqual([...SECTORS].sort());
    for (const [name, sector] of Object.entries(arena)) {
      expect(sector.name).toBe(name);
      expect(sector.name).toMatch(/^[AB][13][1-9]$/);
      expect(sector.totalSeats).toBe(10);
      const expected = CAMERA_SECTORS.includes(name) ? 8 : name === 'A15' ? 5 : 10;
      expect(sector.availableSeats).toBe(expected);
      expect(Number.isInteger(sector.priceFrom) && sector.priceFrom > 0).toBe(true);
    }
    const sum = Object.values(arena).reduce((total, s) => total + s.availableSeats, 0);
    expect(sum).toBe(await freeInDb(t.match));
    const listed = (await get('/v2/event')).json().data.find((e: { uuid: string }) => e.uuid === t.match);
    expect(sum).toBe(listed.availableSeats);
    expect(Math.abs(body.serverTimestamp - Date.now())).toBeLessThan(60_000);
  });

  it('each sector sits in the price band of its adult price, and the bands are listed dearest first', async () => {
    const body = (await get(`/v2/arena/${t.match}`)).json();
    const adult = await queryRows<{ sector: string; price: number }>(
      t.db,
      sql`select sector, price from prices where setup_id = ${t.match} and ticket_type = 'ADULT'`,
    );
    const arena = body.arena as Record<string, SectorEntry>;
    for (const { sector, price } of adult) expect(arena[sector]?.priceBand).toBe(price);
    const bands = [...new Set(adult.map((p) => p.price))].sort((a, b) => b - a);
    expect(body.priceBands).toEqual(bands);
    expect(bands.length).toBeGreaterThan(1);
  });

  it('the arena is drawn in its viewBox: every sector inside it and none over the rink', async () => {
    const body = (await get(`/v2/arena/${t.match}`)).json();
    const [x0, y0, width, height] = String(body.viewBox).split(' ').map(Number);
    expect([x0, y0]).toEqual([0, 0]);
    expect(width).toBeGreaterThan(0);
    expect(height).toBeGreaterThan(0);
    const rink = body.rink as Shape;
    expect(rink.width).toBeGreaterThan(rink.height);
    const inside = (r: Shape) =>
      r.x >= 0 && r.y >= 0 && r.x + r.width <= (width ?? 0) && r.y + r.height <= (height ?? 0);
    const overlap = (a: Shape, b: Shape) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(inside(rink)).toBe(true);
    for (const sector of Object.values(body.arena as Record<string, SectorEntry>)) {
      expect(inside(sector.shape)).toBe(true);
      expect(overlap(sector.shape, rink)).toBe(false);
      // Side A sits above the rink, side B below it.
      const above = sector.shape.y + sector.shape.height <= rink.y;
      expect(above).toBe(sector.name.startsWith('A'));
    }
  });

  it('the typed address /v2/event/arena/{id} gives the same arena as /v2/arena/{id}', async () => {
    const plain = (await get(`/v2/arena/${t.match}`)).json();
    const typed = await get(`/v2/event/arena/${t.match}`);
    expect(typed.statusCode).toBe(200);
    const { serverTimestamp: _a, ...plainRest } = plain;
    const { serverTimestamp: _b, ...typedRest } = typed.json();
    expect(typedRest).toEqual(plainRest);
  });

  it('the season arena is the season’s own inventory with season prices', async () => {
    const res = await get(`/v2/season/arena/${t.season}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ uuid: t.season, setupType: 'SEASON', title: 'Permanentka 2026/2027' });
    // The header shows the season's range: from its first to its last match (the season's own dates).
    const [span] = await queryRows<{ startsAt: Date | string; endsAt: Date | string }>(
      t.db,
      sql`select starts_at as "startsAt", ends_at as "endsAt" from setups where id = ${t.season}`,
    );
    expect(body.startsAt).toBe(new Date(span?.startsAt ?? '').toISOString());
    expect(body.endsAt).toBe(new Date(span?.endsAt ?? '').toISOString());
    expect(new Date(body.endsAt).getTime() - new Date(body.startsAt).getTime()).toBeGreaterThan(
      30 * 86_400_000,
    );
    const arena = body.arena as Record<string, SectorEntry>;
    expect(Object.keys(arena)).toHaveLength(36);
    const sum = Object.values(arena).reduce((total, s) => total + s.availableSeats, 0);
    expect(sum).toBe(await freeInDb(t.season));
    // Each sector starts at its cheapest season-ticket category, far above a single match.
    const [kids] = await queryRows<{ price: number }>(
      t.db,
      sql`select price from prices where setup_id = ${t.season} and sector = 'A15' and ticket_type = 'KIDS'`,
    );
    expect(arena.A15?.priceFrom).toBe(kids?.price);
    const matchArena = (await get(`/v2/arena/${t.match}`)).json().arena as Record<string, SectorEntry>;
    expect(arena.A15?.priceFrom).toBeGreaterThan(matchArena.A15?.priceFrom ?? 0);
  });

  it('a sector lists its rows and seats with their state and prices', async () => {
    const body = await sectorOf(`/v2/arena/${t.match}/sector/B12`);
    expect(body).toMatchObject({ uuid: t.match, setupType: 'EVENT', sector: 'B12', availableSeats: 10 });
    expect(Object.keys(body.setup)).toEqual(['1', '2']);
    for (const [row, seats] of Object.entries(body.setup)) {
      expect(seats.map((s) => s.name)).toEqual(['1', '2', '3', '4', '5']);
      for (const seat of seats) {
        expect(seat).toMatchObject({ row, sector: 'B12', buyState: 'ACTIVE' });
        expect(typeof seat.x === 'number' && typeof seat.y === 'number').toBe(true);
      }
    }
    const prices = body.prices as Array<{ ticketType: string; price: number }>;
    expect(prices.map((p) => p.ticketType).sort()).toEqual([...TICKET_TYPES].sort());
    const adult = prices.find((p) => p.ticketType === 'ADULT')?.price ?? 0;
    const child = prices.find((p) => p.ticketType === 'CHILD')?.price ?? 0;
    expect(child).toBeLessThan(adult);
  });

  it('camera-platform seats show DISABLED and the club row RESERVED, and neither counts as free', async () => {
    const camera = await sectorOf(`/v2/arena/${t.match}/sector/A35`);
    expect(camera.availableSeats).toBe(8);
    const disabled = Object.values(camera.setup)
      .flat()
      .filter((s) => s.buyState === 'DISABLED')
      .map((s) => `${s.row}/${s.name}`);
    expect(disabled).toEqual(['2/2', '2/3']);
    const club = await sectorOf(`/v2/arena/${t.match}/sector/A15`);
    expect(club.availableSeats).toBe(5);
    expect(club.setup['1']?.map((s) => s.buyState)).toEqual(Array(5).fill('RESERVED'));
    expect(club.setup['2']?.map((s) => s.buyState)).toEqual(Array(5).fill('ACTIVE'));
  });

  it('a season sector offers the season-ticket categories and shows the same club row', async () => {
    const body = await sectorOf(`/v2/season/arena/${t.season}/sector/A15`);
    expect(body).toMatchObject({ uuid: t.season, setupType: 'SEASON', sector: 'A15', availableSeats: 5 });
    expect(body.endsAt).toBe((await get(`/v2/season/arena/${t.season}`)).json().endsAt);
    const categories = (body.prices as Array<{ ticketType: string }>).map((p) => p.ticketType);
    expect(categories.sort()).toEqual([...SEASON_CATEGORIES].sort());
    expect(body.setup['1']?.every((s) => s.buyState === 'RESERVED')).toBe(true);
    const typed = await sectorOf(`/v2/event/arena/${t.match}/sector/A15`);
    expect(typed.availableSeats).toBe(5);
  });

  it('a seat held in a cart shows BOOKED to everybody until its hold runs out, then ACTIVE again', async () => {
    const fan = await t.newUser();
    const seat = { sector: 'B17', row: '2', name: '3' };
    const held = await t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: bearer(fan.token),
      payload: { type: 'ADD_SEAT', setupType: 'EVENT', uuid: t.match, seat },
    });
    expect(held.statusCode).toBe(201);
    const url = `/v2/arena/${t.match}/sector/B17`;
    const booked = await sectorOf(url);
    expect(seatIn(booked.setup, '2', '3')?.buyState).toBe('BOOKED');
    expect(booked.availableSeats).toBe(9);
    expect((await get(`/v2/arena/${t.match}`)).json().arena.B17.availableSeats).toBe(9);
    try {
      await t.setClockOffset((HOLD_MINUTES * 60 + 1) * 1000);
      const lapsed = await sectorOf(url);
      expect(seatIn(lapsed.setup, '2', '3')?.buyState).toBe('ACTIVE');
      expect(lapsed.availableSeats).toBe(10);
      expect((await get(`/v2/arena/${t.match}`)).json().arena.B17.availableSeats).toBe(10);
    } finally {
      await t.setClockOffset(0);
    }
    // One minute before the end of the hold it is still BOOKED.
    try {
      await t.setClockOffset((HOLD_MINUTES * 60 - 60) * 1000);
      expect(seatIn((await sectorOf(url)).setup, '2', '3')?.buyState).toBe('BOOKED');
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('a sold seat shows SOLD', async () => {
    const seat = { sector: 'B18', row: '1', name: '1' };
    await queryRows(
      t.db,
      sql`update setup_seats set state = 'SOLD' where setup_id = ${t.match}
        and sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name}`,
    );
    const body = await sectorOf(`/v2/arena/${t.match}/sector/B18`);
    expect(seatIn(body.setup, '1', '1')?.buyState).toBe('SOLD');
    expect(body.availableSeats).toBe(9);
  });

  it('an unknown match or season is not found', async () => {
    await expectRefusal(`/v2/arena/${UNKNOWN_ID}`, 404, 'EVENT_NOT_FOUND');
    await expectRefusal(`/v2/event/arena/${UNKNOWN_ID}`, 404, 'EVENT_NOT_FOUND');
    await expectRefusal(`/v2/season/arena/${UNKNOWN_ID}`, 404, 'SEASON_NOT_FOUND');
    await expectRefusal(`/v2/arena/${UNKNOWN_ID}/sector/A11`, 404, 'EVENT_NOT_FOUND');
    await expectRefusal(`/v2/season/arena/${UNKNOWN_ID}/sector/A11`, 404, 'SEASON_NOT_FOUND');
  });

  it('a match asked for as a season, or a season as a match, is not found', async () => {
    await expectRefusal(`/v2/season/arena/${t.match}`, 404, 'SEASON_NOT_FOUND');
    await expectRefusal(`/v2/season/arena/${t.match}/sector/A11`, 404, 'SEASON_NOT_FOUND');
    await expectRefusal(`/v2/arena/${t.season}`, 404, 'EVENT_NOT_FOUND');
    await expectRefusal(`/v2/event/arena/${t.season}/sector/A11`, 404, 'EVENT_NOT_FOUND');
  });

  it.each([
    ['a malformed id', '/v2/arena/not-a-uuid', 'id'],
    ['a malformed id of a season', '/v2/season/arena/12345', 'id'],
    ['a malformed id in a sector address', '/v2/arena/not-a-uuid/sector/A11', 'id'],
    ['sector C11 (no side C)', 'SECTOR/C11', 'sector'],
    ['sector A21 (no tier 2)', 'SECTOR/A21', 'sector'],
    ['sector A10 (no position 0)', 'SECTOR/A10', 'sector'],
    ['a lower-case sector', 'SECTOR/a11', 'sector'],
    ['a hostile sector', `SECTOR/${encodeURIComponent("A11' or '1'='1")}`, 'sector'],
  ])('%s is refused as invalid with the field named', async (_label, address, field) => {
    const url = address.startsWith('SECTOR/')
      ? `/v2/arena/${t.match}/sector/${address.slice('SECTOR/'.length)}`
      : address;
    const body = await expectRefusal(url, 400, 'ARENA_PARAMETERS_INVALID');
    expect(body.data.errors.length).toBeGreaterThan(0);
    for (const error of body.data.errors) {
      expect(Object.keys(error).sort()).toEqual(['field', 'keyword', 'message']);
      // Named by the field's title, as the web's forms name it.
      expect(error.message).toBe(`${error.field === 'id' ? 'Identifikátor' : 'Sektor'} má nesprávny formát.`);
    }
    expect(body.data.errors[0].field).toBe(field);
  });

  it('the season sector address refuses a sector against the rule too', async () => {
    const body = await expectRefusal(
      `/v2/season/arena/${t.season}/sector/C11`,
      400,
      'ARENA_PARAMETERS_INVALID',
    );
    expect(body.data.errors[0]).toMatchObject({ field: 'sector', keyword: 'pattern' });
  });

  it('an unknown sale type in the address is refused as such', async () => {
    await expectRefusal(`/v2/stadium/arena/${t.match}`, 404, 'ARENA_ENTITY_TYPE_NOT_FOUND');
    await expectRefusal(`/v2/stadium/arena/${t.match}/sector/A11`, 404, 'ARENA_ENTITY_TYPE_NOT_FOUND');
  });

  it('an unknown API address answers the catalogue’s not-found error', async () => {
    await expectRefusal('/v2/whatever', 404, 'NOT_FOUND');
    await expectRefusal(`/v2/arena/${t.match}/seats`, 404, 'NOT_FOUND');
    const post = await t.app.inject({ method: 'POST', url: `/v2/arena/${t.match}` });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
