import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { CONTACT, paymentIdOf } from './orders.ts';
import type { AppWithMatch } from './suite.ts';
import { bearer } from './test-app.ts';
import { waitUntil } from './wait.ts';

/**
 * The calls the order and payment suites make, for a suite's app and its match (`suiteAppWithMatch`, read
 * once its beforeAll made them): fans with held seats, paying, the gateway's page and notifications, and
 * what the database says of an order afterwards.
 */
export function orderTools(t: AppWithMatch) {
  /** A fan with `count` seats of `setupId` in the cart. */
  async function fanWithSeats(count: number, setupId = t.match) {
    const fan = await t.newUser();
    const seats = await t.freeSeats(setupId, count);
    for (const seat of seats) expect((await t.holdSeat(fan.token, setupId, seat)).statusCode).toBe(201);
    return { ...fan, seats };
  }
  const pay = (token: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/cart/pay',
      headers: bearer(token),
      payload: body as object,
    });
  /** A new fan's card order of one seat, not yet decided at the gateway. */
  async function cardOrder() {
    const fan = await fanWithSeats(1);
    const answer = await pay(fan.token, {
      paymentType: 'CARD',
      contact: { ...CONTACT, email: fan.email },
      termsAgreed: true,
      contactConsent: true,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { orderId, redirectUrl } = answer.json() as { orderId: string; redirectUrl: string };
    return { fan, orderId, redirectUrl, paymentId: paymentIdOf(redirectUrl) };
  }
  const check = (token: string, orderId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/payment/check-payment?orderId=${orderId}`,
      headers: bearer(token),
    });
  const decide = (paymentUrl: string, decision: string) =>
    t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
  const notify = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/payment/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      payload: body,
    });
  const orderStatus = async (orderId: string) => {
    const [row] = await queryRows<{ status: string; refundDue: boolean }>(
      t.db,
      sql`select status, refund_due as "refundDue" from orders where id = ${orderId}`,
    );
    return row;
  };
  const seatStates = (orderId: string) =>
    queryRows<{ state: string }>(
      t.db,
      sql`select ss.state::text from setup_seats ss join order_items oi on oi.setup_seat_id = ss.id
        where oi.order_id = ${orderId}`,
    );
  async function waitForStatus(token: string, orderId: string, status: string) {
    let answer = (await check(token, orderId)).json();
    await waitUntil(
      async () => {
        answer = (await check(token, orderId)).json();
        return answer.status === status;
      },
      { what: `the order ${status} (it is ${answer.status})`, timeoutMs: 10_000, everyMs: 50 },
    );
    return answer;
  }

  return {
    fanWithSeats,
    pay,
    cardOrder,
    check,
    decide,
    paymentIdOf,
    notify,
    orderStatus,
    seatStates,
    waitForStatus,
  };
}
