import { HOLD_MINUTES } from '@hokej/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '../src/jobs/hold-sweeper.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('cart on %s', (kind) => {
  const t = suiteApp(kind);
  let eventId: string;
  beforeAll(async () => {
    eventId = await t.firstEvent();
  });

  const add = (token: string, seat: Record<string, unknown>, uuid = eventId) => t.holdSeat(token, uuid, seat);

  it('a fan holds a free seat for 15 minutes and the hold is pushed', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    const pushedBefore = await t.count('push_log');
    const res = await add(fan.token, seat);
    expect(res.statusCode).toBe(201);
    const cart = res.json();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ seat, status: 'AWAITING_PAYMENT', ticketType: 'ADULT' });
    expect(cart.totalPrice).toBe(cart.items[0].price);
    const left = new Date(cart.items[0].expireAt).getTime() - cart.serverTimestamp;
    expect(left).toBeGreaterThan((HOLD_MINUTES * 60 - 5) * 1000);
    expect(left).toBeLessThanOrEqual(HOLD_MINUTES * 60 * 1000);
    expect(await t.seatRow(eventId, seat)).toMatchObject({ state: 'BOOKED', cartItemId: cart.items[0].id });
    expect(await t.count('push_log')).toBe(pushedBefore + 1);
  });

  it('a seat held by another fan cannot be added and nothing changes', async () => {
    const [first, second] = [await t.newUser(), await t.newUser()];
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    expect((await add(first.token, seat)).statusCode).toBe(201);
    const before = { items: await t.count('cart_items'), pushes: await t.count('push_log') };
    const res = await add(second.token, seat);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, code: 'SEAT_INACTIVE' });
    expect(res.json().message).toMatch(/voľné/);
    expect({ items: await t.count('cart_items'), pushes: await t.count('push_log') }).toEqual(before);
  });

  it('a sixth seat in one order is refused with the maximum-tickets error', async () => {
    const fan = await t.newUser();
    const seats = await t.freeSeats(eventId, 6);
    for (const seat of seats.slice(0, 5)) expect((await add(fan.token, seat)).statusCode).toBe(201);
    const res = await add(fan.token, seats[5] as (typeof seats)[number]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CART_TICKET_LIMIT');
    expect(await t.seatRow(eventId, seats[5] as (typeof seats)[number])).toMatchObject({ state: 'ACTIVE' });
  });

  it('removing an item frees its seat for everybody and pushes it', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    const itemId = (await add(fan.token, seat)).json().items[0].id;
    const res = await t.updateCart(fan.token, { type: 'REMOVE_ITEM', itemId });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(0);
    expect(await t.seatRow(eventId, seat)).toMatchObject({ state: 'ACTIVE', cartItemId: null });
  });

  it('changing the ticket type to CHILD changes the price', async () => {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    const item = (await add(fan.token, seat)).json().items[0];
    const res = await t.updateCart(fan.token, { type: 'UPDATE_ITEM', itemId: item.id, ticketType: 'CHILD' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].ticketType).toBe('CHILD');
    expect(res.json().items[0].price).toBeLessThan(item.price);
    const wrong = await t.updateCart(fan.token, { type: 'UPDATE_ITEM', itemId: item.id, ticketType: 'GOLD' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TICKET_TYPE_NOT_FOUND');
  });

  it('another fan cannot touch my cart item', async () => {
    const [owner, other] = [await t.newUser(), await t.newUser()];
    const [seat] = await t.freeSeats(eventId, 1);
    if (!seat) throw new Error('no free seat');
    const itemId = (await add(owner.token, seat)).json().items[0].id;
    const res = await t.updateCart(other.token, { type: 'REMOVE_ITEM', itemId });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ORDER_ITEM_NOT_FOUND');
    expect(await t.seatRow(eventId, seat)).toMatchObject({ state: 'BOOKED', cartItemId: itemId });
  });

  it.each([
    ['an unknown seat', { sector: 'A11', row: '99', name: '99' }, 404, 'SEAT_NOT_FOUND'],
    [
      'a sector name against the rule',
      { sector: 'C11', row: '1', name: '1' },
      400,
      'INVALID_BOOKING_REQUEST',
    ],
    ['a hostile seat name', { sector: 'A11', row: '1', name: "1' or 1=1" }, 400, 'INVALID_BOOKING_REQUEST'],
    [
      'a seat wrapped in arrays',
      { sector: ['A11'], row: ['1'], name: ['1'] },
      400,
      'INVALID_BOOKING_REQUEST',
    ],
  ])('%s is refused with its code', async (_label, seat, status, code) => {
    const fan = await t.newUser();
    const before = await t.count('cart_items');
    const res = await add(fan.token, seat);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status, code });
    expect(await t.count('cart_items')).toBe(before);
  });

  it('an unknown match, a malformed body, no token and a forged token are refused', async () => {
    const fan = await t.newUser();
    const seat = { sector: 'A11', row: '1', name: '1' };
    const unknown = await add(fan.token, seat, '00000000-0000-4000-8000-000000000000');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: { ...bearer(fan.token), 'content-type': 'application/json' },
      payload: '{"type":"ADD_SEAT",',
    });
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'INVALID_BOOKING_REQUEST']);
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/v2/cart',
      headers: bearer(fan.token),
      payload: {
        type: 'ADD_SEAT',
        setupType: 'EVENT',
        uuid: eventId,
        seat: { sector: 11, row: [], name: null },
      },
    });
    expect([wrongType.statusCode, wrongType.json().code]).toEqual([400, 'INVALID_BOOKING_REQUEST']);
    expect(wrongType.json().data.errors.length).toBeGreaterThan(0);
    const anonymous = await t.app.inject({ method: 'GET', url: '/v2/cart' });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    const forged = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(`${fan.token}x`) });
    expect([forged.statusCode, forged.json().code]).toEqual([401, 'USER_TOKEN_INVALID']);
  });

  it('an expired hold is free for the next buyer at once and the sweeper releases the rest', async () => {
    const [first, second] = [await t.newUser(), await t.newUser()];
    const [seatA, seatB] = await t.freeSeats(eventId, 2);
    if (!seatA || !seatB) throw new Error('no free seats');
    await add(first.token, seatA);
    await add(first.token, seatB);
    try {
      await t.setClockOffset((HOLD_MINUTES * 60 + 1) * 1000);
      const mine = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(first.token) });
      expect(mine.json().items.map((i: { status: string }) => i.status)).toEqual(['CANCELLED', 'CANCELLED']);
      expect(mine.json().totalPrice).toBe(0);
      const taken = await add(second.token, seatA);
      expect(taken.statusCode).toBe(201);
      expect(await releaseExpiredHolds(t.db)).toBeGreaterThanOrEqual(1);
      expect(await t.seatRow(eventId, seatB)).toMatchObject({ state: 'ACTIVE', cartItemId: null });
      expect((await t.seatRow(eventId, seatA))?.state).toBe('BOOKED');
    } finally {
      await t.setClockOffset(0);
    }
  });

  it('after a hold lapsed, the next pick starts afresh: the lapsed lines leave the cart', async () => {
    const fan = await t.newUser();
    const [first, second, third] = await t.freeSeats(eventId, 3);
    if (!first || !second || !third) throw new Error('no free seats');
    await add(fan.token, first);
    await add(fan.token, second);
    try {
      await t.setClockOffset((HOLD_MINUTES * 60 + 1) * 1000);
      const res = await add(fan.token, third);
      expect(res.statusCode).toBe(201);
      expect(
        res.json().items.map((i: { seat: { name: string }; status: string }) => [i.seat.name, i.status]),
      ).toEqual([[third.name, 'AWAITING_PAYMENT']]);
    } finally {
      await t.setClockOffset(0);
    }
  });
});
