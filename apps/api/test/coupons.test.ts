import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { cancelExpiredOrders } from '../src/modules/billing/settlement.ts';
import { formatEuroCents } from '../src/modules/documents/document-format.ts';
import { addCoupon, couponUses, getCart, newCoupon } from './helpers/coupons.ts';
import { availableKinds } from './helpers/databases.ts';
import { invoiceText, notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('coupons on %s', (kind) => {
  const t = suiteAppWithMatch(kind);
  let otherMatch: string;
  beforeAll(async () => {
    const [other] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'EVENT' and not phone_required and id <> ${t.match}
        order by starts_at limit 1`,
    );
    otherMatch = other?.id ?? '';
  });

  /** A fan with one seat of each given match in the cart; answers the seats' prices too. */
  async function fanWithSeats(...setupIds: string[]) {
    const fan = await t.newUser();
    const prices: number[] = [];
    for (const setupId of setupIds) {
      const [seat] = await t.freeSeats(setupId, 1);
      const held = await t.holdSeat(fan.token, setupId, seat ?? {});
      expect(held.statusCode).toBe(201);
      prices.push(held.json().items.at(-1).price);
    }
    return { ...fan, prices };
  }
  const cartItemCount = async (userId: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from cart_items ci join carts c on c.id = ci.cart_id where c.user_id = ${userId}`,
    );
    return row?.n ?? 0;
  };
  const ordersOf = async (userId: string) => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${userId}`,
    );
    return row?.n ?? 0;
  };

  it('a fan applies a coupon in any letter case: the cart shows it, the discount and the total after it', async () => {
    const fan = await fanWithSeats(t.match, t.match);
    const { code } = await newCoupon(t, { kind: 'PERCENT', value: 10 });
    const applied = await addCoupon(t, fan.token, code.toLowerCase());
    expect(applied.statusCode).toBe(200);
    const subtotal = fan.prices.reduce((a, b) => a + b, 0);
    const discount = Math.floor((subtotal * 10 + 50) / 100);
    expect(applied.json()).toMatchObject({
      coupon: { code, kind: 'PERCENT', value: 10, valid: true },
      discount,
      totalPrice: subtotal - discount,
    });
    // GET and the next hold's answer say the same (the hold reads the coupon in its one round trip).
    const { serverTimestamp: _, ...read } = (await getCart(t, fan.token)).json();
    const { serverTimestamp: __, ...answered } = applied.json();
    expect(read).toEqual(answered);
    const [seat] = await t.freeSeats(t.match, 1);
    const held = (await t.holdSeat(fan.token, t.match, seat ?? {})).json();
    const third = held.items.at(-1).price;
    const after = Math.floor(((subtotal + third) * 10 + 50) / 100);
    expect(held).toMatchObject({ coupon: { code }, discount: after, totalPrice: subtotal + third - after });
  });

  it('a fixed coupon bigger than the cart makes it free, never negative; removing it restores the total', async () => {
    const fan = await fanWithSeats(t.match);
    const { code } = await newCoupon(t, { kind: 'FIXED', value: 1_000_000 });
    const applied = (await addCoupon(t, fan.token, code)).json();
    expect(applied).toMatchObject({ discount: fan.prices[0], totalPrice: 0 });
    const removed = await t.updateCart(fan.token, { type: 'REMOVE_COUPON' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ coupon: null, discount: 0, totalPrice: fan.prices[0] });
    // Removing what is not there is no error.
    expect((await t.updateCart(fan.token, { type: 'REMOVE_COUPON' })).statusCode).toBe(200);
  });

  it('a per-match coupon discounts only its match, and fits no cart without that match', async () => {
    const fan = await fanWithSeats(t.match, otherMatch);
    const [priceA = 0, priceB = 0] = fan.prices;
    const { code } = await newCoupon(t, { kind: 'PERCENT', value: 50, setupId: otherMatch });
    expect((await addCoupon(t, fan.token, code)).json()).toMatchObject({
      discount: Math.floor((priceB * 50 + 50) / 100),
      totalPrice: priceA + priceB - Math.floor((priceB * 50 + 50) / 100),
    });
    const elsewhere = await fanWithSeats(t.match);
    const refused = await addCoupon(t, elsewhere.token, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: 409, code: 'COUPON_INVALID' });
    expect((await getCart(t, elsewhere.token)).json()).toMatchObject({ coupon: null, discount: 0 });
  });

  it('an unknown code is 404 COUPON_NOT_FOUND, and an underscore is no wildcard', async () => {
    const fan = await fanWithSeats(t.match);
    await newCoupon(t, { code: 'AB_CD' });
    for (const code of ['NEEXISTUJE', 'ABXCD', 'AB_C']) {
      const answer = await addCoupon(t, fan.token, code);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'COUPON_NOT_FOUND', message: 'Zľavový kód sa nenašiel.' });
    }
    expect((await addCoupon(t, fan.token, 'ab_cd')).statusCode).toBe(200);
  });

  it('an expired, not yet valid or used-up coupon is 409 COUPON_INVALID and the cart keeps its coupon', async () => {
    const fan = await fanWithSeats(t.match);
    const good = await newCoupon(t);
    await addCoupon(t, fan.token, good.code);
    const invalid = [
      await newCoupon(t, { fromDays: -30, toDays: -1 }),
      await newCoupon(t, { fromDays: 2, toDays: 30 }),
      await newCoupon(t, { usageLimit: 3, usedCount: 3 }),
      await newCoupon(t, { usageLimit: 0 }),
    ];
    for (const coupon of invalid) {
      const answer = await addCoupon(t, fan.token, coupon.code);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'COUPON_INVALID',
        message: expect.stringMatching(/nie je platný/),
      });
    }
    expect((await getCart(t, fan.token)).json().coupon).toMatchObject({ code: good.code, valid: true });
  });

  it('hostile codes and bodies are refused as invalid requests, and change nothing', async () => {
    const fan = await fanWithSeats(t.match);
    const bodies: unknown[] = [
      { type: 'ADD_COUPON', code: "ORLY10' or '1'='1" },
      { type: 'ADD_COUPON', code: 'ORLY 10' },
      { type: 'ADD_COUPON', code: 'ORLY%' },
      { type: 'ADD_COUPON', code: 'ŽĽAVA' },
      { type: 'ADD_COUPON', code: '' },
      { type: 'ADD_COUPON', code: 'A'.repeat(33) },
      { type: 'ADD_COUPON', code: 'A'.repeat(100_000) },
      { type: 'ADD_COUPON', code: 10 },
      { type: 'ADD_COUPON', code: ['ORLY10'] },
      { type: 'ADD_COUPON', code: null },
      { type: 'ADD_COUPON' },
      { type: 'ADD_COUPON', code: 'ORLY10', discount: 100 },
      { type: 'REMOVE_COUPON', code: 'ORLY10' },
      { type: 'add_coupon', code: 'ORLY10' },
    ];
    for (const body of bodies) {
      const answer = await t.updateCart(fan.token, body as Record<string, unknown>);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.json().code).toBe('INVALID_BOOKING_REQUEST');
    }
    const noToken = await t.app.inject({
      method: 'PUT',
      url: '/v2/cart',
      payload: { type: 'ADD_COUPON', code: 'ORLY10' },
    });
    expect(noToken.statusCode).toBe(401);
    expect((await getCart(t, fan.token)).json()).toMatchObject({ coupon: null, discount: 0 });
  });

  it('paying takes one use: the order keeps the discount and the code, the total is after it, the cart is cleared', async () => {
    const fan = await fanWithSeats(t.match, t.match);
    const coupon = await newCoupon(t, { kind: 'FIXED', value: 500, usageLimit: 5 });
    const cart = (await addCoupon(t, fan.token, coupon.code)).json();
    const paid = await payCart(t, fan.token);
    expect(paid.statusCode).toBe(201);
    const [order] = await queryRows<{ totalPrice: number; discount: number }>(
      t.db,
      sql`select total_price as "totalPrice", discount from orders where id = ${paid.json().orderId}`,
    );
    expect(order).toEqual({ totalPrice: cart.totalPrice, discount: 500 });
    expect(await couponUses(t, coupon.id)).toEqual({ usedCount: 1, redemptions: 1, orders: 1 });
    const [payment] = await queryRows<{ amount: number }>(
      t.db,
      sql`select amount from payments where order_id = ${paid.json().orderId}`,
    );
    expect(payment?.amount).toBe(cart.totalPrice);
    expect((await getCart(t, fan.token)).json()).toMatchObject({ items: [], coupon: null, discount: 0 });
    const mine = await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) });
    expect(mine.json().data[0]).toMatchObject({
      totalPrice: cart.totalPrice,
      discount: 500,
      couponCode: coupon.code,
    });
  });

  it('a coupon that lapsed or was used up before paying refuses the checkout, and nothing changes', async () => {
    for (const spoil of [
      sql`valid_to = now() - interval '1 second'`,
      sql`used_count = usage_limit`,
      sql`valid_from = now() + interval '1 day'`,
    ]) {
      const fan = await fanWithSeats(t.match);
      const coupon = await newCoupon(t, { usageLimit: 2 });
      await addCoupon(t, fan.token, coupon.code);
      await queryRows(t.db, sql`update coupons set ${spoil} where id = ${coupon.id}`);
      expect((await getCart(t, fan.token)).json()).toMatchObject({
        coupon: { code: coupon.code, valid: false },
        discount: 0,
      });
      const before = await couponUses(t, coupon.id);
      const refused = await payCart(t, fan.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('COUPON_INVALID');
      expect(await couponUses(t, coupon.id)).toEqual(before);
      expect(await ordersOf(fan.id)).toBe(0);
      expect(await cartItemCount(fan.id)).toBe(1);
      // Without the coupon the same cart can be paid.
      await t.updateCart(fan.token, { type: 'REMOVE_COUPON' });
      expect((await payCart(t, fan.token)).statusCode).toBe(201);
    }
  });

  it('a per-match coupon whose match left the cart refuses the checkout', async () => {
    const fan = await fanWithSeats(t.match, otherMatch);
    const coupon = await newCoupon(t, { kind: 'FIXED', value: 300, setupId: otherMatch });
    const cart = (await addCoupon(t, fan.token, coupon.code)).json();
    const line = cart.items.find((i: { setupUuid: string }) => i.setupUuid === otherMatch);
    const left = (await t.updateCart(fan.token, { type: 'REMOVE_ITEM', itemId: line.id })).json();
    expect(left).toMatchObject({ coupon: { valid: false }, discount: 0, totalPrice: fan.prices[0] });
    const refused = await payCart(t, fan.token);
    expect(refused.json().code).toBe('COUPON_INVALID');
    expect(await ordersOf(fan.id)).toBe(0);
  });

  it('an unpaid order cancelled at its deadline gives its use back; a paid one keeps it', async () => {
    const coupon = await newCoupon(t, { usageLimit: 1 });
    const first = await fanWithSeats(t.match);
    await addCoupon(t, first.token, coupon.code);
    const unpaid = (await payCart(t, first.token)).json();
    expect(await couponUses(t, coupon.id)).toMatchObject({ usedCount: 1, redemptions: 1 });
    const second = await fanWithSeats(t.match);
    expect((await addCoupon(t, second.token, coupon.code)).json().code).toBe('COUPON_INVALID');

    await queryRows(
      t.db,
      sql`update orders set expires_at = now() - interval '1 second' where id = ${unpaid.orderId}`,
    );
    await cancelExpiredOrders(t.db);
    expect(await couponUses(t, coupon.id)).toEqual({ usedCount: 0, redemptions: 0, orders: 1 });

    expect((await addCoupon(t, second.token, coupon.code)).statusCode).toBe(200);
    const paid = (await payCart(t, second.token)).json();
    await notifyPayment(t, paymentIdOf(paid.redirectUrl));
    await cancelExpiredOrders(t.db);
    expect(await couponUses(t, coupon.id)).toEqual({ usedCount: 1, redemptions: 1, orders: 2 });
  });

  it('the invoice has the discount as a negative line and adds up to the amount paid', async () => {
    const fan = await fanWithSeats(t.match, t.match);
    const coupon = await newCoupon(t, { kind: 'PERCENT', value: 15 });
    const cart = (await addCoupon(t, fan.token, coupon.code)).json();
    const { orderId, redirectUrl } = (await payCart(t, fan.token)).json();
    await notifyPayment(t, paymentIdOf(redirectUrl));
    const text = (await invoiceText(t, fan.token, orderId)).replaceAll('\u202f', ' ');
    expect(text).toContain(`Zľava – zľavový kód ${coupon.code}`);
    expect(text).toContain(`-${formatEuroCents(cart.discount).replaceAll('\u00a0', ' ')}`.replace('--', '-'));
    expect(text).toContain(formatEuroCents(cart.totalPrice).replaceAll('\u00a0', ' '));
  });
});
