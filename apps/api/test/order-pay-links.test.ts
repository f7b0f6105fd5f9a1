import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { newPushSecret } from '../src/modules/push-carts/push-secret.ts';
import { availableKinds } from './helpers/databases.ts';
import { lastMessageTo, linkIn, messagesTo } from './helpers/mail.ts';
import {
  CONTACT,
  followGatewayReturn,
  matchForBankTransfer,
  notifyPayment,
  payCart,
  paymentIdOf,
} from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY = 86_400_000;

/** The secret at the end of an invoice push link. */
const secretOf = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
/** The payment id in a sandbox gateway address (with or without `?pushId=`). */
const paymentOf = (redirectUrl: string) => paymentIdOf(redirectUrl.split('?')[0] ?? '');

describe.each(await availableKinds())('payment links of unpaid orders on %s', (kind) => {
  let t: TestApp;
  let farMatch: string;
  let cashier: { token: string; id: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    farMatch = await matchForBankTransfer(t);
    cashier = await t.newUser(['USER', 'CASHIER']);
  });
  afterAll(() => t.close());
  afterEach(() => t.setClockOffset(0));

  /** A new fan's bank-transfer order of `seats` free seats, and the pay link of its e-mail. */
  async function transferOrder(seats = 1) {
    const fan = await t.newUser();
    for (const seat of await t.freeSeats(farMatch, seats))
      expect((await t.holdSeat(fan.token, farMatch, seat)).statusCode).toBe(201);
    const contact = { ...CONTACT, email: fan.email };
    const answer = await payCart(t, fan.token, { paymentType: 'BANK_TRANSFER', contact });
    expect(answer.statusCode).toBe(201);
    const orderId = answer.json().orderId as string;
    const mail = await lastMessageTo(t.db, fan.email);
    const pushId = secretOf(linkIn(mail.textBody, '/invoice/push/'));
    return { fan, orderId, pushId, mail };
  }

  const view = (pushId: string) => t.app.inject({ method: 'GET', url: `/v2/invoice/push/${pushId}` });
  const payLink = (pushId: string) => t.app.inject({ method: 'POST', url: `/v2/invoice/push/pay/${pushId}` });
  const staffCall = (path: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/v2/admin/orders/${path}`,
      headers: token ? bearer(token) : {},
    });
  const orderState = async (orderId: string) => {
    const [row] = await queryRows<{ status: string; payments: number; tickets: number }>(
      t.db,
      sql`select o.status,
          (select count(*)::int from payments p where p.order_id = o.id) as payments,
          (select count(*)::int from tickets tk join order_items oi on oi.id = tk.order_item_id where oi.order_id = o.id)
            as tickets
        from orders o where o.id = ${orderId}`,
    );
    return row;
  };

  it('the bank-transfer e-mail carries a pay link (IBAN and VS beside it) that opens the order without login', async () => {
    const { orderId, pushId, mail } = await transferOrder(2);
    expect(mail.textBody).toMatch(/IBAN: SK\d+, variabilný symbol: \d+/);
    expect(mail.textBody).toContain('Zaplatiť kartou: http');
    expect(pushId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the secret's hash is stored, and the link lapses with the order's payment deadline.
    const [stored] = await queryRows<{
      secretHash: string;
      sameExpiry: boolean;
      installmentId: string | null;
    }>(
      t.db,
      sql`select l.secret_hash as "secretHash", l.expires_at = o.expires_at as "sameExpiry",
          l.installment_id as "installmentId"
        from invoice_links l join orders o on o.id = l.order_id where l.order_id = ${orderId}`,
    );
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.secretHash).not.toContain(pushId);
    expect(stored).toMatchObject({ sameExpiry: true, installmentId: null });

    const page = await view(pushId);
    expect(page.statusCode).toBe(200);
    const body = page.json();
    const [order] = await queryRows<{ orderNumber: number; total: number; expiresAt: Date }>(
      t.db,
      sql`select order_number::int as "orderNumber", total_price as total, expires_at as "expiresAt"
        from orders where id = ${orderId}`,
    );
    expect(body).toMatchObject({
      kind: 'ORDER',
      orderId,
      orderNumber: String(order?.orderNumber),
      status: 'AWAITING_PAYMENT',
      totalPrice: order?.total,
      dueDate: new Date(order?.expiresAt ?? 0).toISOString(),
      linkExpiresAt: new Date(order?.expiresAt ?? 0).toISOString(),
      paidAt: null,
    });
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ setupType: 'EVENT', ticketType: 'ADULT' });
    // Nothing about the buyer: no contact, no e-mail.
    expect(JSON.stringify(body)).not.toContain(CONTACT.lastName);
  });

  it('paying from the link goes through the card gateway and back to the push status page; the order is paid once', async () => {
    const { orderId, pushId, fan } = await transferOrder();
    const started = await payLink(pushId);
    expect(started.statusCode).toBe(201);
    const { redirectUrl } = started.json();
    expect(redirectUrl).toMatch(new RegExp(`^/v2/payment/sandbox/[0-9a-f-]{36}\\?pushId=${pushId}$`));
    // A second press before the gateway decided goes back to the same payment.
    expect((await payLink(pushId)).json().redirectUrl).toBe(redirectUrl);
    expect((await orderState(orderId))?.payments).toBe(1);

    const decided = await t.app.inject({
      method: 'POST',
      url: redirectUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=APPROVED',
    });
    expect(await followGatewayReturn(t, decided)).toBe(
      `/push/payment/status?${new URLSearchParams({ orderId, pushId })}`,
    );
    // The status page checks by the link's secret, without login (a missing notification is reconciled).
    const checked = await t.app.inject({
      method: 'GET',
      url: `/v2/payment/check-payment?${new URLSearchParams({ orderId, pushId })}`,
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ status: 'PAID', paymentStatus: 'APPROVED' });
    // The gateway's own notification, however late or repeated, changes nothing more.
    await notifyPayment(t, paymentOf(redirectUrl));
    expect(await orderState(orderId)).toEqual({ status: 'PAID', payments: 1, tickets: 1 });
    const confirmations = (await messagesTo(t.db, fan.email)).filter((m) =>
      m.subject.includes('je zaplatená'),
    );
    expect(confirmations).toHaveLength(1);

    // Paid: the link opens and pays nothing more (410); the status page above still read the outcome.
    for (const closed of [await view(pushId), await payLink(pushId)]) {
      expect(closed.statusCode).toBe(410);
      expect(closed.json()).toMatchObject({
        status: 410,
        code: 'INVOICE_LINK_CLOSED',
        message: 'Odkaz na platbu už neplatí: objednávka je zaplatená, vrátená alebo zrušená.',
      });
    }
    expect((await orderState(orderId))?.payments).toBe(1);
  });

  it('a declined card can be tried again from the status page with the link, though the order is a bank transfer', async () => {
    const { orderId, pushId } = await transferOrder();
    const first = (await payLink(pushId)).json().redirectUrl as string;
    await t.app.services.gateway.decide(paymentOf(first), 'DECLINED');
    expect((await notifyPayment(t, paymentOf(first), 'DECLINED')).statusCode).toBe(200);
    const repay = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/pay?${new URLSearchParams({ pushId })}`,
    });
    expect(repay.statusCode).toBe(201);
    expect(repay.json().redirectUrl).not.toBe(first);
    // The link itself starts a new payment too, now that the first one is decided.
    const second = (await payLink(pushId)).json().redirectUrl as string;
    expect(second).not.toBe(first);
    expect((await orderState(orderId))?.status).toBe('AWAITING_PAYMENT');
  });

  it('an expired link (past the payment deadline) and a well-formed wrong secret answer 404, nothing changed', async () => {
    const { orderId, pushId } = await transferOrder();
    for (const secret of [newPushSecret(), 'short']) {
      for (const answer of [await view(secret), await payLink(secret)]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({
          code: 'INVOICE_LINK_NOT_FOUND',
          message: 'Odkaz na platbu neplatí: neexistuje, jeho platnosť vypršala alebo ho klub zrušil.',
        });
      }
    }
    await t.setClockOffset(4 * DAY);
    for (const answer of [await view(pushId), await payLink(pushId)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('INVOICE_LINK_NOT_FOUND');
    }
    expect(await orderState(orderId)).toEqual({ status: 'AWAITING_PAYMENT', payments: 0, tickets: 0 });
  });

  it('a link opens only its own order: another order is neither shown, checked nor paid with it', async () => {
    const mine = await transferOrder();
    const other = await transferOrder();
    const page = (await view(mine.pushId)).json();
    expect(page.orderId).toBe(mine.orderId);
    expect(JSON.stringify(page)).not.toContain(other.orderId);
    const query = new URLSearchParams({ orderId: other.orderId, pushId: mine.pushId });
    const checked = await t.app.inject({ method: 'GET', url: `/v2/payment/check-payment?${query}` });
    expect(checked.statusCode).toBe(404);
    expect(checked.json().code).toBe('ORDER_NOT_FOUND');
    const repay = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${other.orderId}/pay?${new URLSearchParams({ pushId: mine.pushId })}`,
    });
    expect(repay.statusCode).toBe(404);
    expect(await orderState(other.orderId)).toEqual({ status: 'AWAITING_PAYMENT', payments: 0, tickets: 0 });
  });

  it('a cancelled order’s link opens and pays nothing more (410 INVOICE_LINK_CLOSED)', async () => {
    const { orderId, pushId } = await transferOrder();
    const admin = await t.newUser(['USER', 'ADMIN']);
    expect((await staffCall(`${orderId}/cancel`, admin.token)).statusCode).toBe(200);
    for (const refused of [await view(pushId), await payLink(pushId)]) {
      expect(refused.statusCode).toBe(410);
      expect(refused.json()).toMatchObject({ code: 'INVOICE_LINK_CLOSED' });
    }
    expect((await orderState(orderId))?.payments).toBe(0);
    // Nor does the club send a new link to it.
    expect((await staffCall(`${orderId}/payment-link`, cashier.token)).json().code).toBe(
      'ORDER_COULD_NOT_BE_PAID',
    );
  });

  it('the club revokes the links (404 from then on) and e-mails a fresh one that works; both audited', async () => {
    const { orderId, pushId, fan } = await transferOrder();
    const revoked = await staffCall(`${orderId}/payment-link/revoke`, cashier.token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ orderId, revoked: 1 });
    for (const answer of [await view(pushId), await payLink(pushId)]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().code).toBe('INVOICE_LINK_NOT_FOUND');
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v2/admin/orders/${orderId}`,
      headers: bearer(cashier.token),
    });
    expect(detail.json().openPaymentLinks).toBe(0);

    const sent = await staffCall(`${orderId}/payment-link`, cashier.token);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ orderId, sentTo: fan.email });
    const mail = await lastMessageTo(t.db, fan.email);
    expect(mail.subject).toMatch(/^Odkaz na platbu objednávky č\. \d+$/);
    const fresh = secretOf(linkIn(mail.textBody, '/invoice/push/'));
    expect(sent.json().url).toContain(fresh);
    expect(fresh).not.toBe(pushId);
    expect((await view(fresh)).json()).toMatchObject({ orderId, status: 'AWAITING_PAYMENT' });
    expect((await view(pushId)).statusCode).toBe(404);

    const audits = await queryRows<{ action: string; actorId: string; after: Record<string, unknown> }>(
      t.db,
      sql`select action, actor_id as "actorId", after from audit_log
        where entity = 'ORDER' and entity_id = ${orderId} order by created_at`,
    );
    expect(audits.map((a) => a.action)).toEqual(['ORDER_PAYMENT_LINKS_REVOKE', 'ORDER_PAYMENT_LINK_SEND']);
    expect(audits.every((a) => a.actorId === cashier.id)).toBe(true);
    expect(audits[0]?.after).toEqual({ revoked: 1 });
  });

  it('sending and revoking are for ADMIN and CASHIER: no token 401, a fan 403, nothing changed', async () => {
    const { orderId, pushId, fan } = await transferOrder();
    const before = (await messagesTo(t.db, fan.email)).length;
    for (const path of [
      `${orderId}/payment-link`,
      `${orderId}/payment-link/revoke`,
      'not-a-uuid/payment-link',
    ]) {
      expect((await staffCall(path)).statusCode).toBe(401);
      const refused = await staffCall(path, fan.token);
      expect(refused.statusCode).toBe(403);
    }
    expect((await messagesTo(t.db, fan.email)).length).toBe(before);
    expect((await view(pushId)).statusCode).toBe(200);
    const admin = await t.newUser(['USER', 'ADMIN']);
    expect((await staffCall(`${orderId}/payment-link`, admin.token)).statusCode).toBe(201);
    const unknown = await staffCall('00000000-0000-4000-8000-000000000000/payment-link', admin.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ORDER_NOT_FOUND');
    const malformed = await staffCall('not-a-uuid/payment-link/revoke', admin.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('ORDER_ID_MISSING');
  });

  it('a paid order gets no new link (ORDER_ALREADY_PAID)', async () => {
    const { orderId, pushId } = await transferOrder();
    const { redirectUrl } = (await payLink(pushId)).json();
    await t.app.services.gateway.decide(paymentOf(redirectUrl), 'APPROVED');
    await notifyPayment(t, paymentOf(redirectUrl));
    const refused = await staffCall(`${orderId}/payment-link`, cashier.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ORDER_ALREADY_PAID',
      message: 'Objednávka už je zaplatená.',
    });
  });
});
