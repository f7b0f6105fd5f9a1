import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { ServiceSeams } from '../../src/services.ts';
import type { DbKind } from './databases.ts';
import { CONTACT, payCart } from './orders.ts';
import { type StripeStandIn, startStripeStandIn } from './stripe-stand-in.ts';
import { madeBeforeAll } from './suite.ts';
import { createTestApp } from './test-app.ts';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_shop_webhook';
export const SHOP_URL = 'http://shop.test';

type Session = ReturnType<StripeStandIn['sessionOfPayment']>;

/**
 * A test app whose card provider is Stripe, its API played by the loopback stand-in (the real SDK in
 * between), and the calls its suites make: a fan's card order, Stripe's signed webhooks, the browser's
 * return from Checkout, and what the database says of an order.
 */
export async function stripeShop(
  kind: DbKind,
  overrides: Record<string, string> = {},
  dbOptions: { poolSize?: number } = {},
  seams?: ServiceSeams,
) {
  const standIn = await startStripeStandIn({ webhookSecret: STRIPE_WEBHOOK_SECRET });
  const t = await createTestApp(
    kind,
    {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_shop',
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      PUBLIC_URL: SHOP_URL,
      ...overrides,
    },
    dbOptions,
    seams,
  );
  const match = await t.firstEvent();

  /** The Checkout Session a shop redirect points at (the stand-in's hosted page of it). */
  function sessionOf(redirectUrl: string): Session {
    expect(redirectUrl.startsWith(`${standIn.url}/c/pay/cs_test_`), redirectUrl).toBe(true);
    const session = standIn.sessions.get(redirectUrl.split('/').at(-1) as string);
    if (!session) throw new Error(`no session behind ${redirectUrl}`);
    return session;
  }

  /** A new fan's card order of one seat of the first match, its Checkout Session open. */
  async function cardOrder(paymentType: 'CARD' | 'INSTALLMENTS' = 'CARD') {
    const fan = await t.newUser();
    const [seat] = await t.freeSeats(match, 1);
    expect((await t.holdSeat(fan.token, match, seat as Record<string, unknown>)).statusCode).toBe(201);
    const answer = await payCart(t, fan.token, { paymentType, contact: { ...CONTACT, email: fan.email } });
    expect(answer.statusCode, answer.body).toBe(201);
    const { orderId, redirectUrl } = answer.json() as { orderId: string; redirectUrl: string };
    const session = sessionOf(redirectUrl);
    return { fan, orderId, redirectUrl, session, paymentId: session.metadata.paymentId as string };
  }

  /** A signed event posted to the shop's webhook as Stripe sends it. */
  function webhook(event: { payload: string; signature: string | undefined }) {
    return t.app.inject({
      method: 'POST',
      url: '/v2/payment/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        ...(event.signature === undefined ? {} : { 'stripe-signature': event.signature }),
      },
      payload: event.payload,
    });
  }
  const send = (type: string, session: Session) => webhook(standIn.event(type, session));

  /** The browser coming back from Checkout: success_url (or cancel_url) with the session filled in. */
  const browserReturn = (session: Session, url = session.success_url) =>
    t.app.inject({
      method: 'GET',
      url: url.replace(SHOP_URL, '').replace('{CHECKOUT_SESSION_ID}', session.id),
    });

  async function orderRow(orderId: string) {
    const [row] = await queryRows<{
      status: string;
      refundDue: boolean;
      total: number;
      orderNumber: string;
      tickets: number;
      mails: number;
    }>(
      t.db,
      sql`select o.status, o.refund_due as "refundDue", o.total_price as total, o.order_number::text as "orderNumber",
          (select count(*)::int from tickets tk join order_items oi on oi.id = tk.order_item_id
            where oi.order_id = o.id) as tickets,
          (select count(*)::int from outbox m where lower(m.recipient) = lower(o.contact->>'email')
            and m.subject like '%zaplaten%') as mails
        from orders o where o.id = ${orderId}`,
    );
    return row;
  }
  async function paymentStatus(paymentId: string) {
    const [row] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from payments where id = ${paymentId}`,
    );
    return row?.status;
  }

  return {
    t,
    standIn,
    match,
    cardOrder,
    sessionOf,
    webhook,
    send,
    browserReturn,
    orderRow,
    paymentStatus,
    async close() {
      await t.close();
      await standIn.close();
    },
  };
}

export type StripeShop = Awaited<ReturnType<typeof stripeShop>>;

/** `stripeShop` for the tests of one describe block: made in its beforeAll, closed in its afterAll. */
export const suiteStripeShop = (...args: Parameters<typeof stripeShop>): StripeShop =>
  madeBeforeAll(
    () => stripeShop(...args),
    (shop) => shop.close(),
  );
