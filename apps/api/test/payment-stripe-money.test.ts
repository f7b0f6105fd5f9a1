import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { seasonOnInstallments } from './helpers/installments.ts';
import { messagesTo } from './helpers/mail.ts';
import { payCart } from './helpers/orders.ts';
import { suiteStripeShop } from './helpers/stripe-shop.ts';
import { bearer } from './helpers/test-app.ts';

// Money through Stripe beyond the first payment: the back office's refund (and its credit note),
// installments part 1, and a second card payment of an order already paid.
describe.each(await availableKinds())(
  'refunds, installments and double payments through Stripe on %s',
  (kind) => {
    const s = suiteStripeShop(kind);
    let admin: { token: string };
    beforeAll(async () => {
      admin = await s.t.newUser(['USER', 'ADMIN']);
    });

    /** A card order paid at Stripe and announced by its webhook. */
    async function paidOrder() {
      const order = await s.cardOrder();
      await s.standIn.pay(order.session.id);
      expect((await s.send('checkout.session.completed', order.session)).statusCode).toBe(200);
      expect((await s.orderRow(order.orderId))?.status).toBe('PAID');
      return order;
    }
    const refund = (orderId: string) =>
      s.t.app.inject({
        method: 'POST',
        url: `/v2/admin/orders/${orderId}/refund`,
        headers: bearer(admin.token),
        payload: { reason: 'Zápas zrušený' },
      });

    // First: the season seat it holds must still be free in every match of the season.
    it('installments: part 1 is paid through a Checkout Session of its amount; the order settles and the plan is e-mailed', async () => {
      const season = await seasonOnInstallments(s.t);
      await season.seasonEndsIn(70);
      const fan = await season.fanWithSeasonSeat();
      const answer = await payCart(s.t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact });
      expect(answer.statusCode, answer.body).toBe(201);
      const { orderId, redirectUrl } = answer.json() as { orderId: string; redirectUrl: string };
      const session = s.sessionOf(redirectUrl);
      const [part] = await season.plan(orderId);
      expect(session.amount_total).toBe(part?.amount);
      expect(JSON.stringify(session.line_items_sent)).toContain('splátka 1');
      await s.standIn.pay(session.id);
      expect((await s.send('checkout.session.completed', session)).statusCode).toBe(200);
      expect((await season.plan(orderId))[0]?.state).toBe('PAID');
      expect((await s.orderRow(orderId))?.status).toBe('PAID');
      const plan = (await messagesTo(s.t.db, fan.email)).find((m) =>
        m.subject.startsWith('Splátkový kalendár'),
      );
      expect(plan).toBeDefined();
    });

    it('the back office refund pays the money back through Stripe, with an idempotency key, and issues the credit note', async () => {
      const { orderId, session, paymentId, fan } = await paidOrder();
      const total = (await s.orderRow(orderId))?.total as number;
      const answer = await refund(orderId);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        status: 'REFUNDED',
        refunds: [{ amount: total, method: 'CARD', creditNoteNumber: expect.stringMatching(/^D\d+$/) }],
      });
      expect(s.standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([
        expect.objectContaining({ amount: total, status: 'succeeded' }),
      ]);
      const call = s.standIn.requests.find((r) => r.method === 'POST' && r.path === '/v1/refunds');
      expect(call?.idempotencyKey).toBe(`refund-${paymentId}-${total}`);
      expect(answer.json().emails.at(-1)).toMatchObject({
        recipient: fan.email,
        attachments: ['ORDER_CREDIT_NOTE'],
      });
    });

    it('Stripe refusing the refund (already refunded there) answers 502 PAYMENT_REFUND_FAILURE and changes nothing', async () => {
      const { orderId, session } = await paidOrder();
      const total = (await s.orderRow(orderId))?.total as number;
      s.standIn.refunds.push({
        id: 're_test_elsewhere',
        object: 'refund',
        amount: total,
        payment_intent: session.payment_intent as string,
        status: 'succeeded',
      });
      const answer = await refund(orderId);
      expect(answer.statusCode).toBe(502);
      expect(answer.json().code).toBe('PAYMENT_REFUND_FAILURE');
      expect((await s.orderRow(orderId))?.status).toBe('PAID');
      const [notes] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select count(*)::int as n from refunds where order_id = ${orderId}`,
      );
      expect(notes?.n).toBe(0);
    });

    it('a second card payment of an order already paid (two sessions paid) is flagged for refund, sold once', async () => {
      const { orderId, session, fan } = await s.cardOrder();
      const again = await s.t.app.inject({
        method: 'POST',
        url: `/v2/orders/${orderId}/pay`,
        headers: bearer(fan.token),
      });
      expect(again.statusCode, again.body).toBe(201);
      const second = s.sessionOf(again.json().redirectUrl);
      for (const paid of [session, second]) {
        await s.standIn.pay(paid.id);
        expect((await s.send('checkout.session.completed', paid)).statusCode).toBe(200);
      }
      expect(await s.orderRow(orderId)).toMatchObject({
        status: 'PAID',
        refundDue: true,
        tickets: 1,
        mails: 1,
      });
      // The club's refund then pays both card payments back.
      expect((await refund(orderId)).statusCode).toBe(200);
      const refunded = s.standIn.refunds.filter((r) =>
        [session.payment_intent, second.payment_intent].includes(r.payment_intent),
      );
      expect(refunded).toHaveLength(2);
    });
  },
);
