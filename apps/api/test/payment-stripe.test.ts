import { describe, expect, it } from 'vitest';
import { availableKinds } from './helpers/databases.ts';
import { SHOP_URL, suiteStripeShop } from './helpers/stripe-shop.ts';
import { startStripeStandIn } from './helpers/stripe-stand-in.ts';

// Card payments through Stripe Checkout: the real `stripe` SDK in the shop talks to a stand-in of
// Stripe's API on loopback; the stand-in signs its webhooks with the SDK's own test header.
describe.each(await availableKinds())('card payments through Stripe Checkout on %s', (kind) => {
  const s = suiteStripeShop(kind);

  it('opens a Checkout Session in EUR for the order: its number as reference, the fan e-mail, an idempotency key', async () => {
    const { orderId, session, paymentId, fan } = await s.cardOrder();
    const order = await s.orderRow(orderId);
    const create = s.standIn.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/checkout/sessions' &&
        r.idempotencyKey === `checkout-${paymentId}`,
    );
    expect(create).toHaveLength(1);
    expect(create[0]?.key).toBe('Bearer sk_test_shop');
    expect(session).toMatchObject({
      amount_total: order?.total,
      currency: 'eur',
      client_reference_id: order?.orderNumber,
      customer_email: fan.email,
      mode: 'payment',
      metadata: { paymentId, orderNumber: order?.orderNumber },
      status: 'open',
    });
    expect(session.success_url).toBe(
      `${SHOP_URL}/v2/payment/return/stripe?paymentId=${paymentId}&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(session.cancel_url).toContain('abandoned=1');
    expect(order?.status).toBe('AWAITING_PAYMENT');
  });

  it('paid: checkout.session.completed settles the order (tickets, one e-mail); the return then shows it paid', async () => {
    const { orderId, session, paymentId } = await s.cardOrder();
    await s.standIn.pay(session.id);
    const answer = await s.send('checkout.session.completed', session);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ received: true });
    expect(await s.paymentStatus(paymentId)).toBe('APPROVED');
    expect(await s.orderRow(orderId)).toMatchObject({ status: 'PAID', tickets: 1, mails: 1 });
    // Webhook before return: the return finds it settled and changes nothing more.
    const back = await s.browserReturn(session);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/status?orderId=${orderId}`);
    expect(await s.orderRow(orderId)).toMatchObject({
      status: 'PAID',
      tickets: 1,
      mails: 1,
      refundDue: false,
    });
  });

  it('return before webhook: the return asks Stripe and settles; the later webhook changes nothing', async () => {
    const { orderId, session } = await s.cardOrder();
    await s.standIn.pay(session.id);
    const back = await s.browserReturn(session);
    expect(back.headers.location).toBe(`/payment/status?orderId=${orderId}`);
    expect(await s.orderRow(orderId)).toMatchObject({ status: 'PAID', tickets: 1, mails: 1 });
    expect(
      s.standIn.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`),
    ).toBe(true);
    expect((await s.send('checkout.session.completed', session)).statusCode).toBe(200);
    expect(await s.orderRow(orderId)).toMatchObject({
      status: 'PAID',
      tickets: 1,
      mails: 1,
      refundDue: false,
    });
  });

  it('a return before the fan paid settles nothing; another payment id or session id is refused', async () => {
    const { orderId, session } = await s.cardOrder();
    expect((await s.browserReturn(session)).headers.location).toBe(`/payment/status?orderId=${orderId}`);
    expect((await s.orderRow(orderId))?.status).toBe('AWAITING_PAYMENT');
    const other = await s.cardOrder();
    await s.standIn.pay(other.session.id);
    // The other order's paid session named on this payment's return: refused, neither order settles.
    const mixed = await s.t.app.inject({
      method: 'GET',
      url: `/v2/payment/return/stripe?paymentId=${session.metadata.paymentId}&session_id=${other.session.id}`,
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().code).toBe('ORDER_NOT_FOUND');
    expect((await s.orderRow(other.orderId))?.status).toBe('AWAITING_PAYMENT');
  });

  it('declined: an async payment that fails ends DECLINED, the order waits and can be paid again', async () => {
    const { orderId, session, paymentId, fan } = await s.cardOrder();
    Object.assign(session, { status: 'complete', payment_status: 'unpaid' });
    // completed with the money still on its way decides nothing yet
    expect((await s.send('checkout.session.completed', session)).statusCode).toBe(200);
    expect(await s.paymentStatus(paymentId)).toBe('PENDING');
    expect((await s.send('checkout.session.async_payment_failed', session)).statusCode).toBe(200);
    expect(await s.paymentStatus(paymentId)).toBe('DECLINED');
    expect(await s.orderRow(orderId)).toMatchObject({ status: 'AWAITING_PAYMENT', tickets: 0, mails: 0 });
    const again = await s.t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/pay`,
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(again.statusCode, again.body).toBe(201);
    const next = s.sessionOf(again.json().redirectUrl);
    expect(next.id).not.toBe(session.id);
    await s.standIn.pay(next.id);
    expect((await s.send('checkout.session.completed', next)).statusCode).toBe(200);
    expect(await s.orderRow(orderId)).toMatchObject({ status: 'PAID', tickets: 1, mails: 1 });
  });

  it('abandoned: an expired session ends ABANDONED, by its webhook or by the reconciliation job', async () => {
    const byWebhook = await s.cardOrder();
    const expired = s.standIn.expire(byWebhook.session.id);
    expect((await s.send('checkout.session.expired', expired)).statusCode).toBe(200);
    expect(await s.paymentStatus(byWebhook.paymentId)).toBe('ABANDONED');
    expect((await s.orderRow(byWebhook.orderId))?.status).toBe('AWAITING_PAYMENT');

    const byJob = await s.cardOrder();
    const paidNoWebhook = await s.cardOrder();
    s.standIn.expire(byJob.session.id);
    await s.standIn.pay(paidNoWebhook.session.id);
    expect(await s.t.app.services.payments.reconcileStale(0)).toBeGreaterThanOrEqual(2);
    expect(await s.paymentStatus(byJob.paymentId)).toBe('ABANDONED');
    expect(await s.orderRow(paidNoWebhook.orderId)).toMatchObject({ status: 'PAID', tickets: 1, mails: 1 });
  });

  it('the fan leaving Checkout (cancel_url) expires the session at Stripe: the payment is ABANDONED at once', async () => {
    const { orderId, session, paymentId } = await s.cardOrder();
    const back = await s.browserReturn(session, session.cancel_url);
    expect(back.headers.location).toBe(`/payment/status?orderId=${orderId}`);
    const expire = s.standIn.requests.find((r) => r.path === `/v1/checkout/sessions/${session.id}/expire`);
    expect(expire?.idempotencyKey).toBe(`expire-${paymentId}`);
    expect(session.status).toBe('expired');
    expect(await s.paymentStatus(paymentId)).toBe('ABANDONED');
  });

  it('a replayed webhook, 50 copies at once, makes one payment, one ticket set and one e-mail', async () => {
    const { orderId, session, paymentId } = await s.cardOrder();
    await s.standIn.pay(session.id);
    const event = s.standIn.event('checkout.session.completed', session);
    const answers = await Promise.all(Array.from({ length: 50 }, () => s.webhook(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(await s.paymentStatus(paymentId)).toBe('APPROVED');
    expect(await s.orderRow(orderId)).toMatchObject({
      status: 'PAID',
      tickets: 1,
      mails: 1,
      refundDue: false,
    });
  });

  it.each([
    ['no signature', (e: { payload: string; signature: string }) => ({ ...e, signature: undefined })],
    [
      'a signature by another secret',
      (e: { payload: string; signature: string }) => ({ ...e, signature: 'FORGED' }),
    ],
    [
      'a changed body',
      (e: { payload: string; signature: string }) => ({
        ...e,
        payload: e.payload.replace('"paid"', '"paid" '),
      }),
    ],
  ])(
    'a forged webhook (%s) is refused with 400 PAYMENT_SIGNATURE_INVALID and changes nothing',
    async (_n, forge) => {
      const { orderId, session, paymentId } = await s.cardOrder();
      await s.standIn.pay(session.id);
      const real = s.standIn.event('checkout.session.completed', session);
      const other = await startStripeStandIn({ webhookSecret: 'whsec_someone_else' });
      const forged = forge({ ...real, signature: real.signature });
      if (forged.signature === 'FORGED')
        forged.signature = other.event('checkout.session.completed', session).signature;
      await other.close();
      const answer = await s.webhook(forged);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
      expect(answer.json().message).toMatch(/[áäčďéíĺľňóôŕšťúýž]/);
      expect(await s.paymentStatus(paymentId)).toBe('PENDING');
      expect(await s.orderRow(orderId)).toMatchObject({ status: 'AWAITING_PAYMENT', tickets: 0, mails: 0 });
    },
  );

  it('a genuine event of another kind, or of a session not opened by the shop, is acknowledged and ignored', async () => {
    const { orderId, session } = await s.cardOrder();
    expect((await s.send('payment_intent.created', session)).statusCode).toBe(200);
    const foreign = {
      ...session,
      metadata: {},
      status: 'complete' as const,
      payment_status: 'paid' as const,
    };
    expect((await s.send('checkout.session.completed', foreign)).statusCode).toBe(200);
    expect((await s.orderRow(orderId))?.status).toBe('AWAITING_PAYMENT');
  });

  it('every call to Stripe carries an idempotency key and the secret key', () => {
    const posts = s.standIn.requests.filter((r) => r.method === 'POST');
    expect(posts.length).toBeGreaterThan(5);
    for (const call of posts) expect(call.idempotencyKey, call.path).toMatch(/^(checkout|expire|refund)-/);
    for (const call of s.standIn.requests) expect(call.key).toBe('Bearer sk_test_shop');
  });
});
