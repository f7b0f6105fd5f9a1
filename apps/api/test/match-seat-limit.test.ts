import { MAX_SEATS_PER_MATCH } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { addCartItemsBarrier, gatedCart, holdsAtOnce } from './helpers/hold-gates.ts';
import { notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

type Fan = Awaited<ReturnType<TestApp['newUser']>>;

/** Holds `count` free seats of `match` for the fan and turns the cart into an unpaid card order. */
async function unpaidOrder(t: TestApp, fan: Fan, match: string, count: number) {
  for (const seat of await t.freeSeats(match, count)) {
    expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
  }
  const answer = await payCart(t, fan.token);
  expect(answer.statusCode).toBe(201);
  return answer.json() as { orderId: string; redirectUrl: string };
}

/** The fan's seats of `match` in the cart and in unpaid orders, read from the database. */
async function accountSeats(t: TestApp, fan: Fan, match: string) {
  const [row] = await queryRows<{ n: number }>(
    t.db,
    sql`select (select count(*) from order_items oi join orders o on o.id = oi.order_id
        where o.user_id = ${fan.id} and o.status = 'AWAITING_PAYMENT' and oi.setup_id = ${match})::int
      + (select count(*) from cart_items ci join carts c on c.id = ci.cart_id
        where c.user_id = ${fan.id} and ci.setup_id = ${match})::int as n`,
  );
  return row?.n ?? 0;
}

const otherMatchThan = async (t: TestApp, match: string) => {
  const [other] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from setups where setup_type = 'EVENT' and not phone_required and id <> ${match}
      order by starts_at limit 1`,
  );
  if (!other) throw new Error('no second match seeded');
  return other.id;
};

describe.each(await availableKinds())('five seats of a match per account on %s', (kind) => {
  const t = suiteAppWithMatch(kind);

  it('seats in two unpaid orders and the cart count together: the sixth is refused with a clear code', async () => {
    const fan = await t.newUser();
    await unpaidOrder(t, fan, t.match, 2);
    await unpaidOrder(t, fan, t.match, 1);
    for (const seat of await t.freeSeats(t.match, 2)) {
      expect((await t.holdSeat(fan.token, t.match, seat)).statusCode).toBe(201);
    }
    const [sixth] = await t.freeSeats(t.match, 1);
    if (!sixth) throw new Error('no free seat');
    const refused = await t.holdSeat(fan.token, t.match, sixth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      status: 409,
      code: 'CART_MATCH_SEAT_LIMIT',
      message:
        'Na jeden zápas môžete mať v košíku a v nezaplatených objednávkach spolu najviac 5 vstupeniek.',
    });
    // Nothing changed: the seat is still free, the account still holds five.
    expect((await t.seatRow(t.match, sixth))?.state).toBe('ACTIVE');
    expect(await accountSeats(t, fan, t.match)).toBe(MAX_SEATS_PER_MATCH);
    // Another match is not limited by this one.
    const other = await otherMatchThan(t, t.match);
    const [elsewhere] = await t.freeSeats(other, 1);
    if (!elsewhere) throw new Error('no free seat');
    expect((await t.holdSeat(fan.token, other, elsewhere)).statusCode).toBe(201);
  });

  it('a paid order no longer counts: its seats are bought, not waiting', async () => {
    const fan = await t.newUser();
    const { redirectUrl } = await unpaidOrder(t, fan, t.match, 4);
    await unpaidOrder(t, fan, t.match, 1);
    const [next] = await t.freeSeats(t.match, 1);
    if (!next) throw new Error('no free seat');
    expect((await t.holdSeat(fan.token, t.match, next)).json()).toMatchObject({
      code: 'CART_MATCH_SEAT_LIMIT',
    });
    expect((await notifyPayment(t, paymentIdOf(redirectUrl))).statusCode).toBeLessThan(300);
    expect((await t.holdSeat(fan.token, t.match, next)).statusCode).toBe(201);
    const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) });
    expect(cart.json().items).toHaveLength(1);
  });
});

// Races need real connections in parallel: PostgreSQL only (PGlite serializes every transaction).
const onPostgres = (await availableKinds()).includes('postgres');
const BURST = 10;
const GATE = 7_316_016;
const BARRIER = 7_316_017;

/**
 * A fan with unpaid orders of 1 and 2 seats of the match fires `BURST` holds of it at once; with
 * `barrier` (helpers/hold-gates.ts addCartItemsBarrier) none of them commits before all have read.
 */
async function burstBesideUnpaidOrders(t: TestApp, barrier = false) {
  const match = await t.firstEvent();
  const fan = await t.newUser();
  await unpaidOrder(t, fan, match, 1);
  await unpaidOrder(t, fan, match, 2);
  // Seat 1 of as many rows: no hold of the burst can strand a seat (SEAT_GAP), whatever their order.
  const seats = (await t.freeSeats(match, 1000)).filter((s) => s.name === '1').slice(0, BURST);
  const answers = await holdsAtOnce(t, { gate: GATE, barrier: barrier ? BARRIER : undefined }, BURST, () =>
    Promise.all(seats.map((seat) => t.holdSeat(fan.token, match, seat))),
  );
  return {
    held: answers.filter((a) => a.statusCode === 201).length,
    total: await accountSeats(t, fan, match),
  };
}

describe.runIf(onPostgres)('the per-match limit under parallel holds on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 20 }, { lockCartQuery: gatedCart(GATE) });
  });
  afterAll(() => t.close());

  it(`${BURST} holds at once beside two unpaid orders of 3 seats: exactly 2 more, 5 in all`, async () => {
    const { held, total } = await burstBesideUnpaidOrders(t);
    expect(held).toBe(MAX_SEATS_PER_MATCH - 3);
    expect(total).toBe(MAX_SEATS_PER_MATCH);
  });
});

// The control run: the cart row created but not locked, so nothing serialises one fan's holds.
describe.runIf(onPostgres)('control run: the cart not locked in the hold', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 20 }, { lockCartQuery: gatedCart(GATE, false) });
    await addCartItemsBarrier(t, BARRIER);
  });
  afterAll(() => t.close());

  it('parallel holds push the account past five seats of the match', async () => {
    const { held, total } = await burstBesideUnpaidOrders(t, true);
    // Every hold read the account's 3 seats before any other committed, so each took its seat.
    expect(held).toBe(BURST);
    expect(total).toBe(3 + BURST);
  });
});
