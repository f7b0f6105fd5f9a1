import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { orderTools } from './helpers/order-tools.ts';
import { followGatewayReturn } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';

// The browser's way back from the card gateway is signed like its notifications: the shop checks the
// signature and its age, then asks the gateway (never the return) what became of the payment.
describe.each(await availableKinds())('the signed browser return from the card gateway on %s', (kind) => {
  const t = suiteAppWithMatch(kind);
  const { cardOrder, decide, orderStatus } = orderTools(t);

  const getReturn = (url: string) => t.app.inject({ method: 'GET', url });

  it('an approval comes back signed; the return settles the order by asking the gateway, before any notification', async () => {
    const { orderId, paymentId } = await cardOrder();
    await t.app.services.gateway.decide(paymentId, 'APPROVED'); // the gateway's books; no notification sent
    const back = await getReturn(t.app.services.gateway.returnUrl(paymentId));
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/status?orderId=${orderId}`);
    expect((await orderStatus(orderId))?.status).toBe('PAID');
  });

  it('the return of a payment the gateway has not decided changes nothing', async () => {
    const { orderId, paymentId } = await cardOrder();
    const back = await getReturn(t.app.services.gateway.returnUrl(paymentId));
    expect(back.headers.location).toBe(`/payment/status?orderId=${orderId}`);
    expect((await orderStatus(orderId))?.status).toBe('AWAITING_PAYMENT');
  });

  it.each([
    [
      'a changed signature',
      (url: string) => url.replace(/sig=([0-9a-f])/, (_m, c) => `sig=${c === 'a' ? 'b' : 'a'}`),
    ],
    [
      'another payment',
      (url: string) => url.replace(/paymentId=[0-9a-f-]+/, `paymentId=${crypto.randomUUID()}`),
    ],
    ['a push id added', (url: string) => `${url}&pushId=abc`],
    ['no signature', (url: string) => url.replace(/&sig=[0-9a-f]+/, '')],
  ])(
    'a return with %s is refused with PAYMENT_SIGNATURE_INVALID (or PAYMENT_PARAMETERS_MISSING) and settles nothing',
    async (_name, tamper) => {
      const { orderId, paymentId } = await cardOrder();
      await t.app.services.gateway.decide(paymentId, 'APPROVED');
      const back = await getReturn(tamper(t.app.services.gateway.returnUrl(paymentId)));
      expect(back.statusCode).toBe(400);
      expect(['PAYMENT_SIGNATURE_INVALID', 'PAYMENT_PARAMETERS_MISSING']).toContain(back.json().code);
      expect(back.json().message).toMatch(/[áäčďéíĺľňóôŕšťúýž]/);
      expect((await orderStatus(orderId))?.status).toBe('AWAITING_PAYMENT');
    },
  );

  it('a return older than five minutes is refused as a replay', async () => {
    const { orderId, paymentId } = await cardOrder();
    await t.app.services.gateway.decide(paymentId, 'APPROVED');
    const old = t.app.services.gateway.returnUrl(paymentId, undefined, Date.now() - 301_000);
    const back = await getReturn(old);
    expect(back.statusCode).toBe(400);
    expect(back.json().code).toBe('PAYMENT_SIGNATURE_INVALID');
    expect((await orderStatus(orderId))?.status).toBe('AWAITING_PAYMENT');
  });

  it('the hosted page sends the browser to the signed return, which leads to the status page', async () => {
    const { orderId, redirectUrl } = await cardOrder();
    expect(await followGatewayReturn(t, await decide(redirectUrl, 'DECLINED'))).toBe(
      `/payment/status?orderId=${orderId}`,
    );
    expect((await orderStatus(orderId))?.status).toBe('AWAITING_PAYMENT');
    // The gateway's notification of the decline follows (recorded by its event id); the order stays re-payable.
    const notified = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from payment_events e join payments p on p.id = e.payment_id
            where p.order_id = ${orderId}`,
        )
      )[0]?.n;
    await expect.poll(notified, { timeout: 5000 }).toBe(1);
    expect((await orderStatus(orderId))?.status).toBe('AWAITING_PAYMENT');
  });
});
