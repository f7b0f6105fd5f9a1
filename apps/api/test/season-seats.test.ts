import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { openSse, type SseFrame } from './helpers/sse.ts';
import { suiteAppWithSeason } from './helpers/suite.ts';

type Place = { sector: string; row: string; name: string };

describe.each(await availableKinds())('season seats and match seats on %s', (kind) => {
  const t = suiteAppWithSeason(kind);

  const hold = (token: string, setupType: 'EVENT' | 'SEASON', uuid: string, seat: Place) =>
    t.holdSeat(token, uuid, seat, setupType);
  const statesOf = async (seat: Place) =>
    queryRows<{ setupId: string; state: string }>(
      t.db,
      sql`select setup_id as "setupId", state::text from setup_seats
        where sector = ${seat.sector} and row = ${seat.row} and name = ${seat.name} order by setup_id`,
    );
  // The first seat of a free row: holding it in a match leaves no single seat stranded (SEAT_GAP).
  const freeSeasonSeat = async (offset: number): Promise<Place> => {
    const seats = await queryRows<Place>(
      t.db,
      sql`select sector, row, name from setup_seats s where setup_id = ${t.season} and name = '1'
        and not exists (select 1 from setup_seats o where o.setup_id = s.setup_id and o.sector = s.sector
          and o.row = s.row and o.state <> 'ACTIVE')
        order by sector, row limit 1 offset ${offset}`,
    );
    return seats[0] as Place;
  };

  it('holding a season seat takes that seat in every match of the season at once, and pushes each', async () => {
    expect(t.seasonMatches.length).toBeGreaterThanOrEqual(6);
    const fan = await t.newUser();
    const seat = await freeSeasonSeat(0);
    const pushes = await t.count('push_log');
    const res = await hold(fan.token, 'SEASON', t.season, seat);
    expect(res.statusCode).toBe(201);
    expect(res.json().items[0]).toMatchObject({ setupType: 'SEASON', ticketType: 'CLASSIC', seat });
    const states = await statesOf(seat);
    expect(states).toHaveLength(t.seasonMatches.length + 1);
    expect(states.every((s) => s.state === 'BOOKED')).toBe(true);
    expect(await t.count('push_log')).toBe(pushes + t.seasonMatches.length + 1);
    const buyer = await t.newUser();
    const matchTry = await hold(buyer.token, 'EVENT', t.seasonMatches[0] as string, seat);
    expect([matchTry.statusCode, matchTry.json().code]).toEqual([409, 'SEAT_INACTIVE']);
  });

  it('a season seat already taken in one match is refused whole and nothing changes', async () => {
    const [matchFan, seasonFan] = [await t.newUser(), await t.newUser()];
    const seat = await freeSeasonSeat(1);
    expect((await hold(matchFan.token, 'EVENT', t.seasonMatches[2] as string, seat)).statusCode).toBe(201);
    const before = {
      states: await statesOf(seat),
      items: await t.count('cart_items'),
      pushes: await t.count('push_log'),
    };
    const res = await hold(seasonFan.token, 'SEASON', t.season, seat);
    expect([res.statusCode, res.json().code]).toEqual([409, 'SEAT_INACTIVE']);
    expect({
      states: await statesOf(seat),
      items: await t.count('cart_items'),
      pushes: await t.count('push_log'),
    }).toEqual(before);
  });

  it('removing a season seat from the cart frees it in the season and in every match', async () => {
    const fan = await t.newUser();
    const seat = await freeSeasonSeat(2);
    const itemId = (await hold(fan.token, 'SEASON', t.season, seat)).json().items[0].id;
    const res = await t.updateCart(fan.token, { type: 'REMOVE_ITEM', itemId });
    expect(res.statusCode).toBe(200);
    expect((await statesOf(seat)).every((s) => s.state === 'ACTIVE')).toBe(true);
  });

  it('a lapsed season hold is free for a match buyer at once', async () => {
    const [seasonFan, matchFan] = [await t.newUser(), await t.newUser()];
    const seat = await freeSeasonSeat(3);
    await hold(seasonFan.token, 'SEASON', t.season, seat);
    try {
      await t.setClockOffset(16 * 60 * 1000);
      expect((await hold(matchFan.token, 'EVENT', t.seasonMatches[1] as string, seat)).statusCode).toBe(201);
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('a seat taken for a match shows taken on the season map and in its counts', async () => {
    const fan = await t.newUser();
    const seat = await freeSeasonSeat(4);
    const sectorUrl = `/v2/season/arena/${t.season}/sector/${seat.sector}`;
    const shown = async () => {
      const res = (await t.app.inject({ url: sectorUrl })).json();
      const found = res.setup[seat.row].find((s: { name: string }) => s.name === seat.name);
      return { state: found.buyState as string, free: res.availableSeats as number };
    };
    const before = await shown();
    expect(before.state).toBe('ACTIVE');
    const arenaBefore = (await t.app.inject({ url: `/v2/season/arena/${t.season}` })).json().arena[
      seat.sector
    ];
    expect((await hold(fan.token, 'EVENT', t.seasonMatches[3] as string, seat)).statusCode).toBe(201);
    expect(await shown()).toEqual({ state: 'BOOKED', free: before.free - 1 });
    const arenaAfter = (await t.app.inject({ url: `/v2/season/arena/${t.season}` })).json().arena[
      seat.sector
    ];
    expect(arenaAfter.availableSeats).toBe(arenaBefore.availableSeats - 1);
  });

  it('an open season page hears of a seat taken and freed in one of its matches', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const fan = await t.newUser();
    const seat = await freeSeasonSeat(5);
    const page = await openSse(`${base}/v2/push/SEASON/${t.season}`);
    const about = (state: string) => (f: SseFrame) => {
      const m = JSON.parse(f.data);
      return f.event === 'seat' && m.state === state && m.seat.name === seat.name && m.seat.row === seat.row;
    };
    try {
      const res = await hold(fan.token, 'EVENT', t.seasonMatches[4] as string, seat);
      const taken = JSON.parse((await page.waitFor(about('BOOKED'))).data);
      expect(taken).toMatchObject({ uuid: t.season, setupType: 'SEASON', seat });
      await t.updateCart(fan.token, { type: 'REMOVE_ITEM', itemId: res.json().items[0].id });
      await page.waitFor(about('ACTIVE'));
    } finally {
      await page.close();
    }
  });
});
