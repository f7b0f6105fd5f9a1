import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { hashPushSecret } from '../src/modules/push-carts/push-secret.ts';
import { availableKinds } from './helpers/databases.ts';
import { DAY, type Place, paymentOf, seasonOnInstallments, secretOf } from './helpers/installments.ts';
import { messagesTo } from './helpers/mail.ts';
import { notifyPayment, payCart } from './helpers/orders.ts';
import { madeBeforeAll, suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('installments at checkout on %s', (kind) => {
  const t = suiteApp(kind);
  const s = madeBeforeAll(() => seasonOnInstallments(t));
  afterEach(() => t.setClockOffset(0));

  it('installments are refused for a cart with a match ticket, with nothing changed', async () => {
    const fan = await t.newUser();
    const match = await t.firstEvent();
    // The match's last free seat, so that the season seats the other tests take stay free in every match.
    const seat = (await t.freeSeats(match, 1000)).at(-1);
    expect((await t.holdSeat(fan.token, match, seat as Place)).statusCode).toBe(201);
    const refused = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'INSTALLMENTS_SEASON_ONLY',
      message: 'Na splátky sa dajú kúpiť iba permanentky.',
    });
    const [orders] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${fan.id}`,
    );
    expect(orders?.n).toBe(0);
    const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) });
    expect(cart.json().items).toHaveLength(1);
  });

  it('installments are refused when less than 30 days are left until the last match', async () => {
    await s.seasonEndsIn(29);
    const fan = await s.fanWithSeasonSeat();
    const refused = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSTALLMENTS_TOO_LATE');
    expect(refused.json().message).toContain('menej ako 30 dní');
    const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) });
    expect(cart.json().items).toHaveLength(1);
  });

  it('a season 40 days long gives two parts; 70 days gives three, the remainder on part 1', async () => {
    await s.seasonEndsIn(40);
    const two = await s.fanWithSeasonSeat();
    const first = await payCart(t, two.token, { paymentType: 'INSTALLMENTS', contact: two.contact });
    expect(first.statusCode).toBe(201);
    const parts = await s.plan(first.json().orderId);
    expect(parts).toHaveLength(2);
    const [order] = await queryRows<{ total: number }>(
      t.db,
      sql`select total_price as total from orders where id = ${first.json().orderId}`,
    );
    const total = order?.total ?? 0;
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(total);
    expect(parts[0]?.amount).toBe(total - Math.floor(total / 2));
    const spacing = new Date(parts[1]?.dueAt ?? 0).getTime() - new Date(parts[0]?.dueAt ?? 0).getTime();
    expect(spacing).toBe(30 * DAY);
    // Part 1 is what the card payment asks for.
    const [payment] = await queryRows<{ amount: number }>(
      t.db,
      sql`select amount from payments where order_id = ${first.json().orderId}`,
    );
    expect(payment?.amount).toBe(parts[0]?.amount);

    await s.seasonEndsIn(70);
    const three = await s.fanWithSeasonSeat();
    const second = await payCart(t, three.token, { paymentType: 'INSTALLMENTS', contact: three.contact });
    expect(await s.plan(second.json().orderId)).toHaveLength(3);
  });

  it('part 1 paid by card makes the order PAID with its ticket and e-mails the plan with a link per later part', async () => {
    const { fan, orderId, plan: mail, links } = await s.paidPartOne();
    const orders = await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) });
    const order = orders.json().data[0];
    expect(order).toMatchObject({ id: orderId, status: 'PAID', paymentType: 'INSTALLMENTS' });
    expect(order.items[0].ticketSerial).toMatch(/-1$/);
    expect(order.installments.map((p: { partNo: number; state: string }) => [p.partNo, p.state])).toEqual([
      [1, 'PAID'],
      [2, 'UNPAID'],
      [3, 'UNPAID'],
    ]);
    expect(links).toHaveLength(2);
    expect(mail.textBody).toContain('2. splátka');
    expect(mail.textBody).toContain('3. splátka');
    // The confirmation with the tickets went out in the same transaction.
    const subjects = (await messagesTo(t.db, fan.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.endsWith('zaplatená 1. splátka z 3'))).toBe(true);
    // Only the secret's SHA-256 is stored.
    const secret = secretOf(links[0] as URL);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await queryRows<{ secretHash: string }>(
      t.db,
      sql`select secret_hash as "secretHash" from invoice_links l join installments i on i.id = l.installment_id
        where i.order_id = ${orderId}`,
    );
    expect(stored.map((r) => r.secretHash)).toContain(hashPushSecret(secret));
    expect(stored.map((r) => r.secretHash)).not.toContain(secret);
  });

  it('a declined part 1 leaves the order re-payable; re-pay charges part 1 again', async () => {
    await s.seasonEndsIn(70);
    const fan = await s.fanWithSeasonSeat();
    const paid = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact });
    const { orderId, redirectUrl } = paid.json();
    await notifyPayment(t, paymentOf(redirectUrl), 'DECLINED');
    const repay = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/pay`,
      headers: bearer(fan.token),
    });
    expect(repay.statusCode).toBe(201);
    const parts = await s.plan(orderId);
    const [payment] = await queryRows<{ amount: number }>(
      t.db,
      sql`select amount from payments where id = ${paymentOf(repay.json().redirectUrl)}`,
    );
    expect(payment?.amount).toBe(parts[0]?.amount);
    await notifyPayment(t, paymentOf(repay.json().redirectUrl));
    const [order] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from orders where id = ${orderId}`,
    );
    expect(order?.status).toBe('PAID');
    expect((await s.plan(orderId)).map((p) => p.state)).toEqual(['PAID', 'UNPAID', 'UNPAID']);
  });
});
