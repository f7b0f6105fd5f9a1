import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { raceMeeting } from './helpers/meet.ts';
import { noticesReadThenWrite } from './helpers/notification-control-run.ts';
import { type StripeShop, stripeShop } from './helpers/stripe-shop.ts';

// The control run of payment-stripe.test.ts's "a replayed webhook, 50 copies at once": with the
// protection of an order's payment switched off (the event-id record and the conditional payment and
// order updates: the shop given `noticesReadThenWrite` as its `paymentNotices` seam; the unique ticket serial, one ticket per order
// item and one invoice per order dropped in this test's own throw-away database), the same 50 Stripe
// webhooks must sell the order more than once, or the real test proves nothing. PostgreSQL only: PGlite
// serializes transactions. The first two webhooks to read the payment pending meet before either writes
// (helpers/meet.ts), so both settle every time.
const onPostgres = (await availableKinds()).includes('postgres');

describe.runIf(onPostgres)(
  'control run: every Stripe webhook applied as the first (paymentNotices: read-then-write)',
  () => {
    let s: StripeShop;
    const webhooks = raceMeeting('webhooks reading the payment');
    beforeAll(async () => {
      const paymentNotices = noticesReadThenWrite(webhooks.meet);
      s = await stripeShop('postgres', {}, { poolSize: 60 }, { paymentNotices });
      await queryRows(
        s.t.db,
        sql`alter table tickets drop constraint tickets_serial_unique, drop constraint tickets_order_item_id_unique`,
      );
      await queryRows(s.t.db, sql`alter table invoices drop constraint invoices_order_id_unique`);
    });
    afterAll(() => s.close());

    it('50 copies of one checkout.session.completed issue the tickets and the confirmation more than once', async () => {
      const { orderId, session } = await s.cardOrder();
      await s.standIn.pay(session.id);
      const event = s.standIn.event('checkout.session.completed', session);
      webhooks.expect(2);
      await Promise.all(Array.from({ length: 50 }, () => s.webhook(event)));
      const row = await s.orderRow(orderId);
      expect(row?.status).toBe('PAID');
      expect(row?.tickets).toBeGreaterThan(1);
      expect(row?.mails).toBeGreaterThan(1);
    });
  },
);
