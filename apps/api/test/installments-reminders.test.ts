import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { atTheGate } from './helpers/gate.ts';
import { DAY, paymentOf, seasonOnInstallments, secretOf } from './helpers/installments.ts';
import { linkIn, messagesTo } from './helpers/mail.ts';
import { notifyPayment } from './helpers/orders.ts';
import { madeBeforeAll, suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('installment reminders and overdue parts on %s', (kind) => {
  const t = suiteApp(kind);
  const s = madeBeforeAll(() => seasonOnInstallments(t));
  afterEach(() => t.setClockOffset(0));

  it('reminders go out 7 days before and on the due date, once each, with a working link', async () => {
    const { fan } = await s.paidPartOne();
    const reminders = async () =>
      (await messagesTo(t.db, fan.email)).filter((m) => m.subject.includes('splátka objednávky'));
    await t.setClockOffset(22 * DAY);
    await t.app.services.installments.sendReminders();
    expect(await reminders()).toHaveLength(0);

    await t.setClockOffset(23 * DAY + 3_600_000);
    await t.app.services.installments.sendReminders();
    await t.app.services.installments.sendReminders();
    const early = await reminders();
    expect(early).toHaveLength(1);
    expect(early[0]?.subject).toMatch(/^Pripomienka: 2\. splátka/);
    const link = linkIn(early[0]?.textBody ?? '', '/invoice/push/');
    expect((await s.view(secretOf(link))).json()).toMatchObject({ partNo: 2, state: 'UNPAID' });

    await t.setClockOffset(30 * DAY + 3_600_000);
    await Promise.all([
      t.app.services.installments.sendReminders(),
      t.app.services.installments.sendReminders(),
    ]);
    await t.app.services.installments.sendReminders();
    const due = await reminders();
    expect(due.map((m) => m.subject.slice(0, 30))).toEqual([
      early[0]?.subject.slice(0, 30),
      expect.stringMatching(/^Dnes je splatná 2\. splátka/),
    ]);
  });

  it('a part unpaid 14 days after its due date blocks the season ticket at the gate until it is paid', async () => {
    const { fan, orderId, links } = await s.paidPartOne();
    const cashier = await t.newUser(['USER', 'CASHIER']);
    const [ticket] = await queryRows<{ token: string }>(
      t.db,
      sql`select tk.token from tickets tk join order_items oi on oi.id = tk.order_item_id where oi.order_id = ${orderId}`,
    );
    const scan = () =>
      t.app.inject({
        method: 'POST',
        url: '/v2/tickets/check',
        headers: bearer(cashier.token),
        payload: { code: ticket?.token },
      });
    await t.setClockOffset(45 * DAY);
    const blocked = await scan();
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'SEASON_TICKET_INSTALLMENT_OVERDUE' });
    const orders = await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) });
    expect(orders.json().data[0].installments[1]).toMatchObject({ partNo: 2, overdue: true });

    // Paid late (the owner asks My orders for a fresh link): the gate lets the holder in again.
    const fresh = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/installments/2/link`,
      headers: bearer(fan.token),
    });
    expect(fresh.statusCode).toBe(201);
    const { redirectUrl } = (await s.payLink(fresh.json().pushId)).json();
    await notifyPayment(t, paymentOf(redirectUrl));
    expect(links).toHaveLength(2);
    // On the day of the season's match nearest in time, within the gate's entry window.
    const [nearest] = await queryRows<{ id: string }>(
      t.db,
      sql`select s.id from setups s join order_items oi on oi.setup_id = s.season_id
        where oi.order_id = ${orderId} order by abs(extract(epoch from s.starts_at - shop_now())) limit 1`,
    );
    await atTheGate(t, nearest?.id ?? '');
    expect((await scan()).statusCode).toBe(200);
  });
});
