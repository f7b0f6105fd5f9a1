import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeCouponUseReadThenWrite } from './helpers/coupon-control-run.ts';
import { addCoupon, couponUses, newCoupon } from './helpers/coupons.ts';
import { availableKinds } from './helpers/databases.ts';
import { payCart } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Checkouts need real connections in parallel: PostgreSQL only (PGlite serializes every transaction).
const onPostgres = (await availableKinds()).includes('postgres');
const FANS = 50;
const LIMIT = 10;

/** FANS fans, each with a seat and the coupon (limit LIMIT) in the cart, pay at the same moment. */
async function raceForCoupon(t: TestApp) {
  const match = await t.firstEvent();
  const coupon = await newCoupon(t, { kind: 'FIXED', value: 100, usageLimit: LIMIT });
  const seats = await t.freeSeats(match, FANS);
  const fans = await Promise.all(seats.map(() => t.newUser()));
  for (const [i, fan] of fans.entries()) {
    expect((await t.holdSeat(fan.token, match, seats[i] ?? {})).statusCode).toBe(201);
    expect((await addCoupon(t, fan.token, coupon.code)).statusCode).toBe(200);
  }
  const answers = await Promise.all(fans.map((fan) => payCart(t, fan.token)));
  return { answers, uses: await couponUses(t, coupon.id) };
}

describe.runIf(onPostgres)('the coupon usage-limit race on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 30 });
  });
  afterAll(() => t.close());

  it(`${FANS} fans paying with a coupon of limit ${LIMIT} at once: exactly ${LIMIT} orders use it`, async () => {
    const { answers, uses } = await raceForCoupon(t);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(LIMIT);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(FANS - LIMIT);
    for (const answer of refused)
      expect(answer.json()).toMatchObject({ status: 409, code: 'COUPON_INVALID' });
    expect(uses).toEqual({ usedCount: LIMIT, redemptions: LIMIT, orders: LIMIT });
  });
});

// The control run: the limit checked by read-then-write must be over-used, or the test above proves nothing.
describe.runIf(onPostgres)('control run with read-then-write coupon uses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {}, { poolSize: 30 }, { couponUse: takeCouponUseReadThenWrite });
  });
  afterAll(() => t.close());

  it('read-then-write lets more orders use the coupon than its limit', async () => {
    const { answers, uses } = await raceForCoupon(t);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThan(LIMIT);
    expect(uses.orders).toBeGreaterThan(LIMIT);
  });
});
