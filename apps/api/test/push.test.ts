import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { openSse } from './helpers/sse.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

describe.each(await availableKinds())('live seats on %s', (kind) => {
  let t: TestApp;
  let base: string;
  let eventId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    eventId = await t.firstEvent();
  });
  afterAll(() => t.close());

  const hold = (token: string, seat: { sector: string; row: string; name: string }) =>
    t.holdSeat(token, eventId, seat);
  const isSeat =
    (seat: { sector: string; row: string; name: string }, state: string) => (f: { data: string }) => {
      const msg = JSON.parse(f.data);
      return (
        msg.state === state &&
        msg.seat.sector === seat.sector &&
        msg.seat.row === seat.row &&
        msg.seat.name === seat.name
      );
    };

  it('an open page sees a seat taken and freed again, with the sector count from the server', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    const sector = await t.app.inject({ url: `/v2/arena/${eventId}/sector/${seat.sector}` });
    const freeBefore = sector.json().availableSeats as number;
    const page = await openSse(`${base}/v2/push/EVENT/${eventId}`);
    try {
      const itemId = (await hold(fan.token, seat)).json().items[0].id;
      const booked = JSON.parse((await page.waitFor(isSeat(seat, 'BOOKED'))).data);
      expect(booked).toMatchObject({ uuid: eventId, setupType: 'EVENT', availableSeats: freeBefore - 1 });
      await t.app.inject({
        method: 'PUT',
        url: '/v2/cart',
        headers: bearer(fan.token),
        payload: { type: 'REMOVE_ITEM', itemId },
      });
      const freed = JSON.parse((await page.waitFor(isSeat(seat, 'ACTIVE'))).data);
      expect(freed.availableSeats).toBe(freeBefore);
    } finally {
      await page.close();
    }
  });

  it('a page that reconnects with Last-Event-ID gets what it missed, in order', async () => {
    const fan = await t.newUser();
    const [first, second, third] = await t.freeSeats(eventId, 3);
    if (!first || !second || !third) throw new Error('no free seats');
    const page = await openSse(`${base}/v2/push/EVENT/${eventId}`);
    await hold(fan.token, first);
    const seen = await page.waitFor(isSeat(first, 'BOOKED'));
    await page.close();
    await hold(fan.token, second);
    await hold(fan.token, third);
    const resumed = await openSse(`${base}/v2/push/EVENT/${eventId}`, { 'last-event-id': String(seen.id) });
    try {
      await resumed.waitFor(isSeat(third, 'BOOKED'));
      const names = resumed.frames.map((f) => JSON.parse(f.data).seat.name);
      expect(names.slice(0, 2)).toEqual([second.name, third.name].slice(0, 2));
      expect(resumed.frames.every((f) => Number(f.id) > Number(seen.id))).toBe(true);
    } finally {
      await resumed.close();
    }
  });

  it('a page of another match hears nothing of this one', async () => {
    const fan = await t.newUser();
    const other = (await t.app.inject({ url: '/v2/event' })).json().data[1].uuid as string;
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    const page = await openSse(`${base}/v2/push/EVENT/${other}`);
    const same = await openSse(`${base}/v2/push/EVENT/${eventId}`);
    try {
      await hold(fan.token, seat);
      await same.waitFor(isSeat(seat, 'BOOKED'));
      expect(page.frames).toHaveLength(0);
    } finally {
      await page.close();
      await same.close();
    }
  });

  it('the push channel of an unknown match or a bad type is refused', async () => {
    const unknown = await t.app.inject({ url: '/v2/push/EVENT/00000000-0000-4000-8000-000000000000' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const bad = await t.app.inject({ url: `/v2/push/STADIUM/${eventId}` });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'ARENA_PARAMETERS_INVALID']);
  });
});
