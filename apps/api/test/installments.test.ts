import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { hashPushSecret } from '../src/modules/push-carts/push-secret.ts';
import { availableKinds } from './helpers/databases.ts';
import { linkIn, messagesTo } from './helpers/mail.ts';
import { CONTACT, notifyPayment, payCart } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;
type Place = { sector: string; row: string; name: string };

/** The payment id in a sandbox gateway address (with or without `?pushId=`). */
const paymentOf = (redirectUrl: string) => (redirectUrl.split('?')[0] ?? '').split('/').at(-1) ?? '';
/** The secret at the end of an invoice push link. */
const secretOf = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-1) ?? '');

describe.each(await availableKinds())('installments on %s', (kind) => {
  let t: TestApp;
  let seasonId: string;
  let lastMatchId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const [season] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where setup_type = 'SEASON'`,
    );
    seasonId = season?.id as string;
    const [last] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from setups where season_id = ${seasonId} order by starts_at desc limit 1`,
    );
    lastMatchId = last?.id as string;
  });
  afterAll(() => t.close());
  afterEach(() => t.setClockOffset(0));

  /** Makes the season end `days` ahead: its last match then, no match of it later (the plan's length depends on it). */
  async function seasonEndsIn(days: number) {
    await queryRows(
      t.db,
      sql`update setups set starts_at = now() + make_interval(days => ${days}),
        ends_at = now() + make_interval(days => ${days}, hours => 3)
        where id = ${lastMatchId} or (season_id = ${seasonId} and starts_at > now() + make_interval(days => ${days}))`,
    );
  }

  let taken = 0;
  /** A new fan holding the next free season seat; the contact e-mail is the fan's own. */
  async function fanWithSeasonSeat() {
    const fan = await t.newUser();
    const seat = (await t.freeSeats(seasonId, taken + 1))[taken] as Place;
    taken += 1;
    const held = await t.holdSeat(fan.token, seasonId, seat, 'SEASON');
    expect(held.statusCode).toBe(201);
    return { ...fan, seat, contact: { ...CONTACT, email: fan.email } };
  }

  /** A fan's season ticket bought on installments with part 1 paid: the order and the plan e-mail's links. */
  async function paidPartOne(seasonDays = 70) {
    await seasonEndsIn(seasonDays);
    const fan = await fanWithSeasonSeat();
    const paid = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact });
    expect(paid.statusCode).toBe(201);
    const { orderId, redirectUrl } = paid.json() as { orderId: string; redirectUrl: string };
    expect((await notifyPayment(t, paymentOf(redirectUrl))).statusCode).toBe(200);
    const plan = (await messagesTo(t.db, fan.email)).find((m) => m.subject.startsWith('Splátkový kalendár'));
    if (!plan) throw new Error('no plan e-mail');
    const links = [...plan.textBody.matchAll(/https?:\/\/\S+\/invoice\/push\/\S+/g)].map(
      (m) => new URL(m[0]),
    );
    return { fan, orderId, redirectUrl, plan, links };
  }

  const plan = (orderId: string) =>
    queryRows<{ partNo: number; amount: number; state: string; dueAt: Date }>(
      t.db,
      sql`select part_no as "partNo", amount, state, due_at as "dueAt" from installments
        where order_id = ${orderId} order by part_no`,
    );
  const view = (secret: string) => t.app.inject({ method: 'GET', url: `/v2/invoice/push/${secret}` });
  const payLink = (secret: string) => t.app.inject({ method: 'POST', url: `/v2/invoice/push/pay/${secret}` });

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
    await seasonEndsIn(29);
    const fan = await fanWithSeasonSeat();
    const refused = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSTALLMENTS_TOO_LATE');
    expect(refused.json().message).toContain('menej ako 30 dní');
    const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) });
    expect(cart.json().items).toHaveLength(1);
  });

  it('a season 40 days long gives two parts; 70 days gives three, the remainder on part 1', async () => {
    await seasonEndsIn(40);
    const two = await fanWithSeasonSeat();
    const first = await payCart(t, two.token, { paymentType: 'INSTALLMENTS', contact: two.contact });
    expect(first.statusCode).toBe(201);
    const parts = await plan(first.json().orderId);
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

    await seasonEndsIn(70);
    const three = await fanWithSeasonSeat();
    const second = await payCart(t, three.token, { paymentType: 'INSTALLMENTS', contact: three.contact });
    expect(await plan(second.json().orderId)).toHaveLength(3);
  });

  it('part 1 paid by card makes the order PAID with its ticket and e-mails the plan with a link per later part', async () => {
    const { fan, orderId, plan: mail, links } = await paidPartOne();
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
    expect(subjects.some((s) => s.includes('je zaplatená'))).toBe(true);
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

  it('the second part is paid through its e-mailed link without login; the browser returns to the link', async () => {
    const { fan, orderId, links } = await paidPartOne();
    const secret = secretOf(links[0] as URL);
    const shown = await view(secret);
    expect(shown.statusCode).toBe(200);
    const parts = await plan(orderId);
    expect(shown.json()).toMatchObject({
      partNo: 2,
      parts: 3,
      amount: parts[1]?.amount,
      state: 'UNPAID',
      overdue: false,
      order: { items: [{ setupType: 'SEASON' }] },
    });

    const started = await payLink(secret);
    expect(started.statusCode).toBe(201);
    const { redirectUrl } = started.json();
    expect(redirectUrl).toMatch(new RegExp(`^/v2/payment/sandbox/[0-9a-f-]{36}\\?pushId=${secret}$`));
    const decided = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=APPROVED',
    });
    expect(decided.statusCode).toBe(303);
    expect(decided.headers.location).toBe(`/invoice/push/${secret}`);
    // The notification may come later: the page's read asks the gateway (reconciliation).
    const after = await view(secret);
    expect(after.json()).toMatchObject({ partNo: 2, state: 'PAID' });
    expect(after.json().paidAt).not.toBeNull();
    expect((await plan(orderId)).map((p) => p.state)).toEqual(['PAID', 'PAID', 'UNPAID']);

    const again = await payLink(secret);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INSTALLMENT_ALREADY_PAID');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const receipts = (await messagesTo(t.db, fan.email)).filter((m) => m.subject.startsWith('2. splátka'));
    expect(receipts).toHaveLength(1);
  });

  it('the same approval notified 30 times at once pays the part once and sends one receipt', async () => {
    const { fan, orderId, links } = await paidPartOne();
    const secret = secretOf(links[1] as URL);
    const { redirectUrl } = (await payLink(secret)).json();
    const notice = t.app.services.gateway.notification(paymentOf(redirectUrl), 'APPROVED');
    const replies = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v2/payment/notify/sandbox',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': notice.signature },
          payload: notice.body,
        }),
      ),
    );
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect((await plan(orderId)).map((p) => p.state)).toEqual(['PAID', 'UNPAID', 'PAID']);
    const receipts = (await messagesTo(t.db, fan.email)).filter((m) => m.subject.startsWith('3. splátka'));
    expect(receipts).toHaveLength(1);
    const [tickets] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from tickets tk join order_items oi on oi.id = tk.order_item_id
        where oi.order_id = ${orderId}`,
    );
    expect(tickets?.n).toBe(1);
  });

  it('an unknown, malformed, revoked or expired link opens nothing; a link opens only its own order', async () => {
    const a = await paidPartOne();
    const b = await paidPartOne();
    const unknown = await view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVOICE_LINK_NOT_FOUND' });
    expect((await view('short')).json().code).toBe('INVOICE_LINK_NOT_FOUND');
    expect((await payLink('A'.repeat(43))).statusCode).toBe(404);

    const [orderA, orderB] = await queryRows<{ id: string; orderNumber: string }>(
      t.db,
      sql`select id, order_number::text as "orderNumber" from orders where id in (${a.orderId}, ${b.orderId})
        order by id = ${a.orderId} desc`,
    );
    const secretA = secretOf(a.links[0] as URL);
    const shownA = (await view(secretA)).json();
    expect(shownA.order.orderNumber).toBe(orderA?.orderNumber);
    expect(shownA.order.orderNumber).not.toBe(orderB?.orderNumber);
    const paidA = (await payLink(secretA)).json();
    expect(paidA.orderId).toBe(a.orderId);

    // Revoked by the club: refused, nothing started.
    const secretB = secretOf(b.links[0] as URL);
    await queryRows(
      t.db,
      sql`update invoice_links set revoked_at = now() where secret_hash = ${hashPushSecret(secretB)}`,
    );
    const before = await queryRows(t.db, sql`select id from payments where order_id = ${b.orderId}`);
    expect((await view(secretB)).statusCode).toBe(404);
    expect((await payLink(secretB)).json().code).toBe('INVOICE_LINK_NOT_FOUND');
    expect(await queryRows(t.db, sql`select id from payments where order_id = ${b.orderId}`)).toHaveLength(
      before.length,
    );

    // Part 3's link lapses 14 days after its due date (60 days from now).
    const secretB3 = secretOf(b.links[1] as URL);
    await t.setClockOffset(73 * DAY);
    expect((await view(secretB3)).statusCode).toBe(200);
    await t.setClockOffset(75 * DAY);
    expect((await view(secretB3)).statusCode).toBe(404);
  });

  it('reminders go out 7 days before and on the due date, once each, with a working link', async () => {
    const { fan } = await paidPartOne();
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
    expect((await view(secretOf(link))).json()).toMatchObject({ partNo: 2, state: 'UNPAID' });

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
    const { fan, orderId, links } = await paidPartOne();
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
    const { redirectUrl } = (await payLink(fresh.json().pushId)).json();
    await notifyPayment(t, paymentOf(redirectUrl));
    expect(links).toHaveLength(2);
    expect((await scan()).statusCode).toBe(200);
  });

  it('a fresh link is only for the order owner (401 without login, 404 for another fan)', async () => {
    const { orderId } = await paidPartOne();
    const url = `/v2/orders/${orderId}/installments/2/link`;
    const anonymous = await t.app.inject({ method: 'POST', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('AUTH_REQUIRED');
    const stranger = await t.newUser();
    const other = await t.app.inject({ method: 'POST', url, headers: bearer(stranger.token) });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('ORDER_NOT_FOUND');
  });

  it('the club (ADMIN only) revokes the links of a part, audited; the owner can still get a fresh one', async () => {
    const { fan, orderId, links } = await paidPartOne();
    const url = `/v2/admin/orders/${orderId}/installments/2/revoke-links`;
    const anonymous = await t.app.inject({ method: 'POST', url });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    for (const roles of [['USER'], ['USER', 'CASHIER']] as const) {
      const staff = await t.newUser([...roles]);
      const refused = await t.app.inject({ method: 'POST', url, headers: bearer(staff.token) });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ROLE_FORBIDDEN']);
    }
    const secret = secretOf(links[0] as URL);
    expect((await view(secret)).statusCode).toBe(200);

    const admin = await t.newUser(['USER', 'ADMIN']);
    const revoked = await t.app.inject({ method: 'POST', url, headers: bearer(admin.token) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ orderId, partNo: 2, revoked: 1 });
    expect((await view(secret)).json().code).toBe('INVOICE_LINK_NOT_FOUND');
    // Part 3's link is another part's: untouched.
    expect((await view(secretOf(links[1] as URL))).statusCode).toBe(200);
    const [audit] = await queryRows<{ actorId: string; after: { partNo: number; revoked: number } }>(
      t.db,
      sql`select actor_id as "actorId", after from audit_log
        where action = 'INSTALLMENT_LINKS_REVOKE' and entity = 'ORDER' and entity_id = ${orderId}`,
    );
    expect(audit).toEqual({ actorId: admin.id, after: { partNo: 2, revoked: 1 } });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/v2/admin/orders/${orderId}/installments/9/revoke-links`,
      headers: bearer(admin.token),
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);

    const fresh = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/installments/2/link`,
      headers: bearer(fan.token),
    });
    expect((await view(fresh.json().pushId)).json()).toMatchObject({ partNo: 2, state: 'UNPAID' });
  });

  it('a declined part 1 leaves the order re-payable; re-pay charges part 1 again', async () => {
    await seasonEndsIn(70);
    const fan = await fanWithSeasonSeat();
    const paid = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact });
    const { orderId, redirectUrl } = paid.json();
    await notifyPayment(t, paymentOf(redirectUrl), 'DECLINED');
    const repay = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/pay`,
      headers: bearer(fan.token),
    });
    expect(repay.statusCode).toBe(201);
    const parts = await plan(orderId);
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
    expect((await plan(orderId)).map((p) => p.state)).toEqual(['PAID', 'UNPAID', 'UNPAID']);
  });
});
