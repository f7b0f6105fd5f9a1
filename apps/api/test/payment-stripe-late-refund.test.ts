import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { suiteStripeShop } from './helpers/stripe-shop.ts';
import { bearer } from './helpers/test-app.ts';

// A card payment that reaches Stripe after its order was cancelled (orders.refund_due) is given back
// through Stripe: the amount is what Stripe says is still there (the provider's `refundable`), never the
// sandbox's books, and the call is made before the shop's transaction with an idempotency key.
describe.each(await availableKinds())('a late card payment refunded through Stripe on %s', (kind) => {
  const s = suiteStripeShop(kind);
  let admin: { token: string };
  beforeAll(async () => {
    admin = await s.t.newUser(['USER', 'ADMIN']);
  });

  const adminCall = (path: string, payload?: Record<string, string>) =>
    s.t.app.inject({
      method: 'POST',
      url: `/v2/admin/orders/${path}`,
      headers: bearer(admin.token),
      ...(payload === undefined ? {} : { payload }),
    });

  /** A card order the club cancels while the fan is still on Checkout, paid there afterwards. */
  async function latePayment() {
    const order = await s.cardOrder();
    expect((await adminCall(`${order.orderId}/cancel`)).statusCode).toBe(200);
    await s.standIn.pay(order.session.id);
    expect((await s.send('checkout.session.completed', order.session)).statusCode).toBe(200);
    expect(await s.orderRow(order.orderId)).toMatchObject({
      status: 'CANCELLED',
      refundDue: true,
      tickets: 0,
    });
    return order;
  }
  const refundsOf = (orderId: string) =>
    queryRows<{ amount: number; method: string; status: string }>(
      s.t.db,
      sql`select amount, method, status from refunds where order_id = ${orderId}`,
    );
  const sandboxBooks = async () =>
    (await queryRows<{ n: number }>(s.t.db, sql`select count(*)::int as n from sandbox_refunds`))[0]?.n;

  it('pays back what Stripe still holds of it (part was refunded in the Dashboard), recorded as such', async () => {
    const { orderId, session, paymentId } = await latePayment();
    const total = (await s.orderRow(orderId))?.total as number;
    // The club already gave 5 € back by hand in the Stripe Dashboard.
    s.standIn.refunds.push({
      id: 're_test_dashboard',
      object: 'refund',
      amount: 500,
      payment_intent: session.payment_intent as string,
      status: 'succeeded',
    });
    const answer = await adminCall(`${orderId}/refund`, { reason: 'Platba po zrušení' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'CANCELLED', refundDue: false });
    const atStripe = s.standIn.refunds.filter((r) => r.payment_intent === session.payment_intent);
    expect(atStripe.map((r) => r.amount)).toEqual([500, total - 500]);
    const call = s.standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').at(-1);
    expect(call?.idempotencyKey).toBe(`refund-${paymentId}-${total - 500}`);
    expect(await refundsOf(orderId)).toEqual([{ amount: total - 500, method: 'CARD', status: 'COMPLETED' }]);
    expect(await sandboxBooks()).toBe(0);
    // Once given back, a second refund is refused and nothing more goes to Stripe.
    const again = await adminCall(`${orderId}/refund`, {});
    expect(again.json().code).toBe('ORDER_ALREADY_REFUNDED');
    expect(s.standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(2);
  });
});
