import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { hashPushSecret } from '../src/modules/push-carts/push-secret.ts';
import { availableKinds } from './helpers/databases.ts';
import { DAY, paymentOf, seasonOnInstallments, secretOf } from './helpers/installments.ts';
import { messagesTo } from './helpers/mail.ts';
import { followGatewayReturn, notifyPayment, payCart } from './helpers/orders.ts';
import { madeBeforeAll, suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

describe.each(await availableKinds())('invoice push links of installments on %s', (kind) => {
  const t = suiteApp(kind);
  const s = madeBeforeAll(() => seasonOnInstallments(t));
  afterEach(() => t.setClockOffset(0));

  it('the second part is paid through its e-mailed link without login; the browser returns to the link', async () => {
    const { fan, orderId, links } = await s.paidPartOne();
    const secret = secretOf(links[0] as URL);
    const shown = await s.view(secret);
    expect(shown.statusCode).toBe(200);
    const parts = await s.plan(orderId);
    expect(shown.json()).toMatchObject({
      partNo: 2,
      parts: 3,
      amount: parts[1]?.amount,
      state: 'UNPAID',
      overdue: false,
      order: { items: [{ setupType: 'SEASON' }] },
    });

    const started = await s.payLink(secret);
    expect(started.statusCode).toBe(201);
    const { redirectUrl } = started.json();
    expect(redirectUrl).toMatch(new RegExp(`^/v2/payment/sandbox/[0-9a-f-]{36}\\?pushId=${secret}$`));
    const decided = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=APPROVED',
    });
    expect(await followGatewayReturn(t, decided)).toBe(`/invoice/push/${secret}`);
    // The notification may come later: the page's read asks the gateway (reconciliation).
    const after = await s.view(secret);
    expect(after.json()).toMatchObject({ partNo: 2, state: 'PAID' });
    expect(after.json().paidAt).not.toBeNull();
    expect((await s.plan(orderId)).map((p) => p.state)).toEqual(['PAID', 'PAID', 'UNPAID']);

    const again = await s.payLink(secret);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INSTALLMENT_ALREADY_PAID');
    // Messages commit with the payment that causes them: nothing can still be on its way.
    const receipts = (await messagesTo(t.db, fan.email)).filter((m) => m.subject.startsWith('2. splátka'));
    expect(receipts).toHaveLength(1);
  });

  it('an unknown, malformed, revoked or expired link opens nothing; a link opens only its own order', async () => {
    const a = await s.paidPartOne();
    const b = await s.paidPartOne();
    const unknown = await s.view('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'INVOICE_LINK_NOT_FOUND' });
    expect((await s.view('short')).json().code).toBe('INVOICE_LINK_NOT_FOUND');
    expect((await s.payLink('A'.repeat(43))).statusCode).toBe(404);

    const [orderA, orderB] = await queryRows<{ id: string; orderNumber: string }>(
      t.db,
      sql`select id, order_number::text as "orderNumber" from orders where id in (${a.orderId}, ${b.orderId})
        order by id = ${a.orderId} desc`,
    );
    const secretA = secretOf(a.links[0] as URL);
    const shownA = (await s.view(secretA)).json();
    expect(shownA.order.orderNumber).toBe(orderA?.orderNumber);
    expect(shownA.order.orderNumber).not.toBe(orderB?.orderNumber);
    const paidA = (await s.payLink(secretA)).json();
    expect(paidA.orderId).toBe(a.orderId);

    // Revoked by the club: refused, nothing started.
    const secretB = secretOf(b.links[0] as URL);
    await queryRows(
      t.db,
      sql`update invoice_links set revoked_at = now() where secret_hash = ${hashPushSecret(secretB)}`,
    );
    const before = await queryRows(t.db, sql`select id from payments where order_id = ${b.orderId}`);
    expect((await s.view(secretB)).statusCode).toBe(404);
    expect((await s.payLink(secretB)).json().code).toBe('INVOICE_LINK_NOT_FOUND');
    expect(await queryRows(t.db, sql`select id from payments where order_id = ${b.orderId}`)).toHaveLength(
      before.length,
    );

    // Part 3's link lapses 14 days after its due date (60 days from now).
    const secretB3 = secretOf(b.links[1] as URL);
    await t.setClockOffset(73 * DAY);
    expect((await s.view(secretB3)).statusCode).toBe(200);
    await t.setClockOffset(75 * DAY);
    expect((await s.view(secretB3)).statusCode).toBe(404);
  });

  it('a fresh link is only for the order owner (401 without login, 404 for another fan)', async () => {
    const { orderId } = await s.paidPartOne();
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
    const { fan, orderId, links } = await s.paidPartOne();
    const url = `/v2/admin/orders/${orderId}/installments/2/revoke-links`;
    const anonymous = await t.app.inject({ method: 'POST', url });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'AUTH_REQUIRED']);
    for (const roles of [['USER'], ['USER', 'CASHIER']] as const) {
      const staff = await t.newUser([...roles]);
      const refused = await t.app.inject({ method: 'POST', url, headers: bearer(staff.token) });
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'ROLE_FORBIDDEN']);
    }
    const secret = secretOf(links[0] as URL);
    expect((await s.view(secret)).statusCode).toBe(200);

    const admin = await t.newUser(['USER', 'ADMIN']);
    const revoked = await t.app.inject({ method: 'POST', url, headers: bearer(admin.token) });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ orderId, partNo: 2, revoked: 1 });
    expect((await s.view(secret)).json().code).toBe('INVOICE_LINK_NOT_FOUND');
    // Part 3's link is another part's: untouched.
    expect((await s.view(secretOf(links[1] as URL))).statusCode).toBe(200);
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
    expect((await s.view(fresh.json().pushId)).json()).toMatchObject({ partNo: 2, state: 'UNPAID' });
  });

  /** What refusing a later part could have changed: the plan, the order's payments and its links. */
  const partsAndLinks = async (orderId: string) => {
    const [row] = await queryRows<{ payments: number; links: number }>(
      t.db,
      sql`select (select count(*)::int from payments where order_id = ${orderId}) as payments,
          (select count(*)::int from invoice_links l join installments i on i.id = l.installment_id
            where i.order_id = ${orderId}) as links`,
    );
    return { ...row, plan: (await s.plan(orderId)).map((p) => p.state) };
  };
  const ownerLink = (token: string, orderId: string, partNo: number) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/installments/${partNo}/link`,
      headers: bearer(token),
    });

  it('a later part cannot be paid before part 1 has settled the order: INSTALLMENT_NOT_PAYABLE, no link made', async () => {
    await s.seasonEndsIn(70);
    const fan = await s.fanWithSeasonSeat();
    const checkout = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact });
    const { orderId, redirectUrl } = checkout.json();
    await notifyPayment(t, paymentOf(redirectUrl), 'DECLINED');
    const before = await partsAndLinks(orderId);
    expect(before).toEqual({ payments: 1, links: 0, plan: ['UNPAID', 'UNPAID', 'UNPAID'] });
    for (const partNo of [2, 3]) {
      const refused = await ownerLink(fan.token, orderId, partNo);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'INSTALLMENT_NOT_PAYABLE',
        message: 'Túto splátku zatiaľ nie je možné zaplatiť.',
      });
    }
    expect(await partsAndLinks(orderId)).toEqual(before);
    // Once part 1 is paid (re-pay), the owner gets the link.
    const repay = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/pay`,
      headers: bearer(fan.token),
    });
    await notifyPayment(t, paymentOf(repay.json().redirectUrl));
    expect((await ownerLink(fan.token, orderId, 2)).statusCode).toBe(201);
  });

  it('a later part of a refunded order: its e-mailed link closes (410), no fresh one is given', async () => {
    const { fan, orderId, links, redirectUrl } = await s.paidPartOne();
    // The helper only notified the shop; the sandbox gateway's own books get the approval too, to refund it.
    await t.app.services.gateway.decide(paymentOf(redirectUrl), 'APPROVED');
    const admin = await t.newUser(['USER', 'ADMIN']);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/v2/admin/orders/${orderId}/refund`,
      headers: bearer(admin.token),
      payload: { reason: 'Zrušená permanentka' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const before = await partsAndLinks(orderId);
    expect(before.plan).toEqual(['PAID', 'UNPAID', 'UNPAID']);
    // The e-mailed link opens and pays nothing more (410) ...
    for (const closed of [
      await s.view(secretOf(links[0] as URL)),
      await s.payLink(secretOf(links[0] as URL)),
    ]) {
      expect(closed.statusCode).toBe(410);
      expect(closed.json()).toMatchObject({
        code: 'INVOICE_LINK_CLOSED',
        message: 'Odkaz na platbu už neplatí: objednávka je zaplatená, vrátená alebo zrušená.',
      });
    }
    // ... and the owner gets no fresh one.
    const refused = await ownerLink(fan.token, orderId, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_ALREADY_REFUNDED',
      message: 'Peniaze za objednávku už boli vrátené.',
    });
    expect(await partsAndLinks(orderId)).toEqual(before);
  });
});
