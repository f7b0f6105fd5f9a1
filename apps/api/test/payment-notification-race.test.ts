import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { raceMeeting } from './helpers/meet.ts';
import { noticesReadThenWrite } from './helpers/notification-control-run.ts';
import { orderTools } from './helpers/order-tools.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';

// The control run of payments.test.ts's "the same notification 50 times at once": with the protection
// of an order's payment switched off, the same 50 notifications must sell the order more than once, or
// the real test proves nothing. Switched off: the event-id record and the conditional payment and order
// updates (the shop given `noticesReadThenWrite` as its `paymentNotices` seam), and the unique ticket serial, one ticket per order item and one invoice
// per order (dropped in this test's own throw-away database). The first two to read the payment pending
// meet before either writes (helpers/meet.ts), so both settle every time. PostgreSQL only: PGlite
// serializes transactions.
const onPostgres = (await availableKinds()).includes('postgres');
const NOTICES = 50;

describe.runIf(onPostgres)(
  'control run: every card notification applied as the first (paymentNotices: read-then-write)',
  () => {
    const notices = raceMeeting('notifications reading the payment');
    const paymentNotices = noticesReadThenWrite(notices.meet);
    const t = suiteAppWithMatch('postgres', {}, { poolSize: 60 }, { paymentNotices });
    beforeAll(async () => {
      await queryRows(
        t.db,
        sql`alter table tickets drop constraint tickets_serial_unique, drop constraint tickets_order_item_id_unique`,
      );
      await queryRows(t.db, sql`alter table invoices drop constraint invoices_order_id_unique`);
    });
    const { cardOrder, notify, check } = orderTools(t);

    /** A new fan's card order of one seat, approved at the gateway (no notification sent yet). */
    async function approvedAtGateway() {
      const order = await cardOrder();
      await t.app.services.gateway.decide(order.paymentId, 'APPROVED');
      return order;
    }

    it(`${NOTICES} notifications of one approval issue the tickets and the confirmation more than once`, async () => {
      const { fan, orderId, paymentId } = await approvedAtGateway();
      const notice = t.app.services.gateway.notification(paymentId, 'APPROVED');
      notices.expect(2);
      await Promise.all(Array.from({ length: NOTICES }, () => notify(notice.body, notice.signature)));
      const [counts] = await queryRows<{ tickets: number }>(
        t.db,
        sql`select count(*)::int as tickets from tickets t join order_items oi on oi.id = t.order_item_id
        where oi.order_id = ${orderId}`,
      );
      expect(counts?.tickets).toBeGreaterThan(1);
      expect((await messagesTo(t.db, fan.email)).length).toBeGreaterThan(1);
    });

    // The control of payments.test.ts's "settled once by the status check and by reconciliation" (and of
    // payment-crash.test.ts, whose restarted process settles through the same reconciliation).
    it('an approval without its notification is settled by every status check and the reconciliation', async () => {
      const { fan, orderId } = await approvedAtGateway();
      await queryRows(
        t.db,
        sql`update payments set created_at = now() - interval '2 minutes' where order_id = ${orderId}`,
      );
      notices.expect(2);
      await Promise.all([
        t.app.services.payments.reconcileStale(),
        ...Array.from({ length: 5 }, () => check(fan.token, orderId)),
      ]);
      const [counts] = await queryRows<{ tickets: number }>(
        t.db,
        sql`select count(*)::int as tickets from tickets t join order_items oi on oi.id = t.order_item_id
        where oi.order_id = ${orderId}`,
      );
      expect(counts?.tickets).toBeGreaterThan(1);
    });
  },
);
