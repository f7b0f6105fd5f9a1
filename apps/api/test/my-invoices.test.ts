import { describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { notifyPayment, paidOrder, payCart, paymentIdOf } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('my invoices on %s', (kind) => {
  const t = suiteAppWithMatch(kind);

  const invoices = (token: string | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/v2/invoices${query}`, headers: token ? bearer(token) : {} });

  it("lists the invoices of the user's paid orders, newest first and paged, and not others' or unpaid ones", async () => {
    const first = await paidOrder(t, t.match, 1);
    const fan = first.fan;
    // Two more paid orders of the same fan, and one left unpaid.
    const orderIds = [first.orderId];
    for (let i = 0; i < 2; i++) {
      for (const seat of await t.freeSeats(t.match, 1)) await t.holdSeat(fan.token, t.match, seat);
      const { orderId, redirectUrl } = (await payCart(t, fan.token)).json();
      await notifyPayment(t, paymentIdOf(redirectUrl));
      orderIds.push(orderId);
    }
    for (const seat of await t.freeSeats(t.match, 1)) await t.holdSeat(fan.token, t.match, seat);
    expect((await payCart(t, fan.token)).statusCode).toBe(201);
    await paidOrder(t, t.match, 1); // somebody else's

    const all = await invoices(fan.token);
    expect(all.statusCode, all.body).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ pageIndex: 1, pageSize: 10, totalResults: 3 });
    expect(body.data.map((i: { orderId: string }) => i.orderId)).toEqual([...orderIds].reverse());
    const numbers = body.data.map((i: { number: string }) => Number(i.number));
    expect(numbers[0]).toBeGreaterThan(numbers[1]);
    expect(body.data[0]).toMatchObject({ paymentType: 'CARD', number: expect.stringMatching(/^\d{10}$/) });
    expect(body.data[0].total).toBeGreaterThan(0);

    const second = (await invoices(fan.token, '?pageSize=2&pageIndex=2')).json();
    expect(second).toMatchObject({ pageIndex: 2, pageSize: 2, totalResults: 3 });
    expect(second.data).toHaveLength(1);
    expect(second.data[0].orderId).toBe(orderIds[0]);
    const past = (await invoices(fan.token, '?pageSize=2&pageIndex=9')).json();
    expect(past).toMatchObject({ data: [], totalResults: 3 });

    // The listed invoice downloads as the order's PDF.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderIds[0]}/invoice`,
      headers: bearer(fan.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it('a new user has none; no token is 401, a bad page 400 with nothing listed', async () => {
    const newcomer = await t.newUser();
    expect((await invoices(newcomer.token)).json()).toMatchObject({ data: [], totalResults: 0 });
    const anonymous = await invoices(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('AUTH_REQUIRED');
    for (const query of ['?pageIndex=0', '?pageSize=51', '?pageSize=abc', '?sort=x']) {
      const answer = await invoices(newcomer.token, query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().code).toBe('ORDER_INVALID_CHECKOUT_PARAMS');
    }
  });
});
