import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

// The test arena's rows have seats 1–5; each test uses a row of its own, all free at the start (row 1 of
// its sector, or row 2 where row 1 of that sector is another test's).
const SLOVAK = /[áäčďéíĺľňóôŕšťúýž]/i;

describe.each(await availableKinds())('no single seat left stranded (SEAT_GAP) on %s', (kind) => {
  const t = suiteApp(kind);
  let eventId: string;
  beforeAll(async () => {
    eventId = await t.firstEvent();
  });

  const hold = (token: string, sector: string, name: string) =>
    t.holdSeat(token, eventId, { sector, row: '1', name });
  const itemOf = async (token: string, sector: string, name: string) => {
    const cart = (await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(token) })).json();
    const item = (cart.items as { id: string; seat: { sector: string; name: string } }[]).find(
      (i) => i.seat.sector === sector && i.seat.name === name,
    );
    if (!item) throw new Error(`seat ${sector} ${name} not in the cart`);
    return item.id;
  };
  const release = async (token: string, sector: string, name: string) =>
    t.updateCart(token, { type: 'REMOVE_ITEM', itemId: await itemOf(token, sector, name) });

  it('a pick that would strand the seat at the row end is refused, naming the seat to take instead', async () => {
    const fan = await t.newUser();
    const before = await t.count('cart_items');
    const res = await hold(fan.token, 'A12', '2');
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.code).toBe('SEAT_GAP');
    expect(body.data.suggestedSeat).toEqual({ sector: 'A12', row: '1', name: '1' });
    expect(body.message).toMatch(SLOVAK);
    expect(body.message).toContain('rad 1, miesto 1');
    expect(await t.count('cart_items')).toBe(before);
    expect((await t.seatRow(eventId, { sector: 'A12', row: '1', name: '2' }))?.state).toBe('ACTIVE');
    // The seat it names, then the first choice beside it, are both fine.
    expect((await hold(fan.token, 'A12', '1')).statusCode).toBe(201);
    expect((await hold(fan.token, 'A12', '2')).statusCode).toBe(201);
    await t.emptyCart(fan.token);
  });

  it('another fan’s seat counts as taken: a pick that strands a seat between them is refused', async () => {
    const [other, fan] = [await t.newUser(), await t.newUser()];
    expect((await hold(other.token, 'A13', '1')).statusCode).toBe(201);
    const res = await hold(fan.token, 'A13', '3');
    expect(res.statusCode).toBe(409);
    expect(res.json().data.suggestedSeat.name).toBe('2');
    await t.emptyCart(other.token);
  });

  it('a sold seat (in a paid order) counts as taken: a lone free seat between it and the pick is refused; with it free, allowed', async () => {
    const [buyer, fan] = [await t.newUser(), await t.newUser()];
    const row2 = (sector: string, name: string) => ({ sector, row: '2', name });
    // The buyer pays for seat 1 of A12's row 2 by card: the seat is sold, no longer in any cart.
    expect((await t.holdSeat(buyer.token, eventId, row2('A12', '1'))).statusCode).toBe(201);
    const paid = await payCart(t, buyer.token);
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await notifyPayment(t, paymentIdOf(paid.json().redirectUrl))).statusCode).toBe(200);
    const [order] = await queryRows<{ status: string }>(
      t.db,
      sql`select status::text from orders where id = ${paid.json().orderId}`,
    );
    expect(order?.status).toBe('PAID');
    expect(await t.seatRow(eventId, row2('A12', '1'))).toEqual({ state: 'SOLD', cartItemId: null });

    // Seat 3 would leave seat 2 alone between the sold 1 and the pick: refused, naming 2.
    const before = await t.count('cart_items');
    const refused = await t.holdSeat(fan.token, eventId, row2('A12', '3'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SEAT_GAP',
      data: { suggestedSeat: { sector: 'A12', row: '2', name: '2' } },
    });
    expect(await t.count('cart_items')).toBe(before);
    expect((await t.seatRow(eventId, row2('A12', '3')))?.state).toBe('ACTIVE');

    // The control: the same pick in A13's row 2, whose seat 1 is free, leaves seats 1 and 2 together.
    expect((await t.seatRow(eventId, row2('A13', '1')))?.state).toBe('ACTIVE');
    expect((await t.holdSeat(fan.token, eventId, row2('A13', '3'))).statusCode).toBe(201);
    // And the seat it named beside the sold one is fine.
    expect((await t.holdSeat(fan.token, eventId, row2('A12', '2'))).statusCode).toBe(201);
    await t.emptyCart(fan.token);
  });

  it('allows the pick when every other free seat of the row would strand one too (the last seats of a sell-out)', async () => {
    const [other, fan] = [await t.newUser(), await t.newUser()];
    for (const name of ['3', '4', '5']) expect((await hold(other.token, 'A14', name)).statusCode).toBe(201);
    // Seats 1 and 2 are left: either pick leaves the other alone, so the first is allowed.
    expect((await hold(fan.token, 'A14', '1')).statusCode).toBe(201);
    expect((await hold(fan.token, 'A14', '2')).statusCode).toBe(201);
    await t.emptyCart(fan.token);
    await t.emptyCart(other.token);
  });

  it('a release that would leave the seat alone is refused when giving back another of the fan’s seats would not', async () => {
    const [other, fan] = [await t.newUser(), await t.newUser()];
    expect((await hold(other.token, 'A16', '5')).statusCode).toBe(201);
    expect((await hold(fan.token, 'A16', '4')).statusCode).toBe(201);
    expect((await hold(fan.token, 'A16', '3')).statusCode).toBe(201);
    // Giving back 4 would leave it alone between the fan's 3 and the other's 5; 3 joins the free 1–2.
    const res = await release(fan.token, 'A16', '4');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SEAT_GAP', data: { suggestedSeat: { name: '3' } } });
    expect((await t.seatRow(eventId, { sector: 'A16', row: '1', name: '4' }))?.state).toBe('BOOKED');
    expect((await release(fan.token, 'A16', '3')).statusCode).toBe(200);
    expect((await release(fan.token, 'A16', '4')).statusCode).toBe(200);
    await t.emptyCart(other.token);
  });

  it('a release is allowed when no other seat of the fan in that row would do', async () => {
    const [other, fan] = [await t.newUser(), await t.newUser()];
    for (const name of ['1', '5', '4']) expect((await hold(other.token, 'A17', name)).statusCode).toBe(201);
    expect((await hold(fan.token, 'A17', '2')).statusCode).toBe(201);
    expect((await hold(fan.token, 'A17', '3')).statusCode).toBe(201);
    // Between the other fan's 1 and 4 either seat given back is left alone.
    expect((await release(fan.token, 'A17', '3')).statusCode).toBe(200);
    await t.emptyCart(fan.token);
    await t.emptyCart(other.token);
  });
});
