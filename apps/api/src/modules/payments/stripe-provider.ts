import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import {
  type CardProvider,
  type Decision,
  IRRELEVANT,
  type Notification,
  type PaymentReturn,
  type ProviderStatus,
  SIGNATURE_TOLERANCE_S,
} from './card-provider.ts';
import { type CardPayment, findCardPayment, keepProviderRef } from './payment-repository.ts';

/** The settings of the Stripe provider (config.ts validates them). */
export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  /** Where the shop is reached: Checkout sends the fan back to its return address there. */
  publicUrl: string;
  /** Another address of Stripe's API (a stand-in for tests); unset: Stripe itself. */
  apiUrl?: string;
};

/** How long a Checkout Session stays open (Stripe's minimum is 30 minutes). */
const SESSION_MINUTES = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The official client, pointed at `apiUrl` when one is set (tests' stand-in), else at Stripe. */
export function createStripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  const target = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2, // the SDK retries with the same idempotency key
    timeout: 20_000,
    telemetry: false,
    ...(target && {
      host: target.hostname,
      port: target.port || (target.protocol === 'https:' ? 443 : 80),
      protocol: target.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** The id of an expandable field (Stripe sends an id or the object). */
const idOf = (field: string | { id: string } | null | undefined) =>
  typeof field === 'string' ? field : (field?.id ?? null);

/** What a Checkout Session says of its payment. */
function statusOf(session: Stripe.Checkout.Session): ProviderStatus {
  if (session.status === 'expired') return 'ABANDONED';
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  return session.status === 'complete' && paid ? 'APPROVED' : 'PENDING';
}

/** The decision a webhook event carries about a session, or nothing for any other event. */
function decisionOf(event: Stripe.Event): { session: Stripe.Checkout.Session; status: Decision } | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const status = statusOf(event.data.object);
      return status === 'APPROVED' ? { session: event.data.object, status } : null; // async: wait
    }
    case 'checkout.session.async_payment_succeeded':
      return { session: event.data.object, status: 'APPROVED' };
    case 'checkout.session.async_payment_failed':
      return { session: event.data.object, status: 'DECLINED' };
    case 'checkout.session.expired':
      return { session: event.data.object, status: 'ABANDONED' };
    default:
      return null;
  }
}

/**
 * Stripe Checkout behind the shop's card provider interface (docs/payments.md): a Checkout Session in
 * EUR per recorded payment (the order number as client_reference_id, the payment's id in metadata, the
 * fan's e-mail), webhooks verified by the SDK over the raw body, the session asked on the browser's
 * return and by reconciliation, refunds through the API. Every call carries an idempotency key made
 * from the shop's payment, so a retry (the SDK's, or the shop's after a rolled-back transaction) never
 * opens a second session or pays back twice.
 */
export function createStripeProvider(
  db: Db,
  settings: StripeSettings,
  stripe = createStripeClient(settings),
): CardProvider {
  const base = settings.publicUrl.replace(/\/+$/, '');

  /** Stripe fills in {CHECKOUT_SESSION_ID}; the braces must reach it unencoded. */
  function returnUrl(payment: CardPayment, pushId: string | undefined, abandoned: boolean) {
    const query = new URLSearchParams({ paymentId: payment.id, ...(pushId ? { pushId } : {}) });
    if (abandoned) query.set('abandoned', '1');
    return `${base}/v2/payment/return/stripe?${query}&session_id={CHECKOUT_SESSION_ID}`;
  }

  async function open(payment: CardPayment, pushId: string | undefined): Promise<string> {
    const product = payment.partNo
      ? `Objednávka č. ${payment.orderNumber}, splátka ${payment.partNo}`
      : `Objednávka č. ${payment.orderNumber}`;
    const metadata = { paymentId: payment.id, orderNumber: String(payment.orderNumber) };
    const session = await stripe.checkout.sessions
      .create(
        {
          mode: 'payment',
          client_reference_id: String(payment.orderNumber),
          customer_email: payment.email,
          locale: 'sk',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'eur', unit_amount: payment.amount, product_data: { name: product } },
            },
          ],
          metadata,
          payment_intent_data: { metadata },
          expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
          success_url: returnUrl(payment, pushId, false),
          cancel_url: returnUrl(payment, pushId, true),
        },
        { idempotencyKey: `checkout-${payment.id}` },
      )
      .catch(() => fail('PAYMENT_LINK_GENERATION_FAILURE'));
    if (!session.url) fail('PAYMENT_LINK_GENERATION_FAILURE');
    await keepProviderRef(db, payment.id, session.id);
    return session.url;
  }

  async function intentOf(paymentId: string): Promise<string | null> {
    return idOf((await sessionOf(paymentId))?.payment_intent);
  }

  async function sessionOf(paymentId: string): Promise<Stripe.Checkout.Session | null> {
    const ref = (await findCardPayment(db, paymentId))?.ref;
    return ref ? stripe.checkout.sessions.retrieve(ref) : null;
  }

  return {
    name: 'stripe',

    async paymentPage(paymentId: string, pushId?: string): Promise<string> {
      const payment = await findCardPayment(db, paymentId);
      if (!payment) fail('ORDER_NOT_FOUND');
      if (!payment.ref) return open(payment, pushId);
      // A payment link reopens the open session; a closed one's outcome is on the return page.
      const session = await stripe.checkout.sessions
        .retrieve(payment.ref)
        .catch(() => fail('PAYMENT_LINK_GENERATION_FAILURE'));
      if (session.status === 'open' && session.url) return session.url;
      return returnUrl(payment, pushId, false).replace('{CHECKOUT_SESSION_ID}', session.id);
    },

    verify(body: string, header: string | undefined): Notification | typeof IRRELEVANT | null {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          body,
          header ?? '',
          settings.webhookSecret,
          SIGNATURE_TOLERANCE_S,
        );
      } catch {
        return null; // a missing or wrong signature, an old one, or a body that is not an event
      }
      const decided = decisionOf(event);
      const paymentId = decided?.session.metadata?.paymentId;
      if (!decided || !paymentId || !UUID.test(paymentId)) return IRRELEVANT;
      return { eventId: event.id, paymentId, status: decided.status, timestamp: event.created };
    },

    verifyReturn(query: Record<string, string | undefined>): PaymentReturn | null {
      const { paymentId, pushId, session_id: ref, abandoned } = query;
      if (!paymentId || !UUID.test(paymentId) || !ref) return null;
      return { paymentId, ref, ...(pushId ? { pushId } : {}), ...(abandoned ? { abandoned: true } : {}) };
    },

    async status(paymentId: string): Promise<ProviderStatus> {
      const session = await sessionOf(paymentId);
      return session ? statusOf(session) : 'PENDING';
    },

    /** Expires the open session, so the payment ends at once and the fan may pay again. */
    async abandon(paymentId: string): Promise<void> {
      const session = await sessionOf(paymentId);
      if (session?.status !== 'open') return;
      await stripe.checkout.sessions.expire(session.id, {}, { idempotencyKey: `expire-${paymentId}` });
    },

    /**
     * Refunds `amount` of the session's payment intent. The key is the payment and the amount (not the
     * shop's refund row, which a rolled-back attempt loses), so a retry gets the same refund back.
     */
    async refund(paymentId: string, amount: number): Promise<boolean> {
      try {
        const intent = await intentOf(paymentId);
        if (!intent) return false;
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount, metadata: { paymentId } },
          { idempotencyKey: `refund-${paymentId}-${amount}` },
        );
        return refund.status === 'succeeded' || refund.status === 'pending';
      } catch {
        return false;
      }
    },

    /** The session's amount less the refunds of its payment intent that went or are going through. */
    async refundable(paymentId: string): Promise<number> {
      const session = await sessionOf(paymentId);
      const intent = idOf(session?.payment_intent);
      if (!session || !intent || statusOf(session) !== 'APPROVED') return 0;
      let refunded = 0;
      for await (const refund of stripe.refunds.list({ payment_intent: intent, limit: 100 }))
        if (refund.status !== 'failed' && refund.status !== 'canceled') refunded += refund.amount;
      return Math.max(0, (session.amount_total ?? 0) - refunded);
    },
  };
}
