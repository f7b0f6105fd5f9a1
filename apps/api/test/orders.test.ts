import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { verifyTicketToken } from '../src/modules/documents/ticket-token.ts';
import { cancelExpiredOrders, forgetTicketContacts } from '../src/modules/orders/settlement.ts';
import { createSandboxGateway } from '../src/modules/payments/sandbox-gateway.ts';
import { sharedSecret } from '../src/secrets.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { matchForBankTransfer } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

const contact = {
  firstName: 'Peter',
  lastName: 'Hokejový',
  email: 'peter@hokej.test',
  phoneNumber: '+421905111000',
};
const checkout = (overrides: Record<string, unknown> = {}) => ({
  paymentType: 'CARD',
  contact,
  termsAgreed: true,
  contactConsent: true,
  ...overrides,
});

describe.each(await availableKinds())('checkout, card payment and orders on %s', (kind) => {
  let t: TestApp;
  let match: string;
  let farMatch: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    match = await t.firstEvent();
    farMatch = await matchForBankTransfer(t);
  });
  afterAll(() => t.close());

  /** A fan with `count` seats of `setupId` in the cart. */
  async function fanWithSeats(count: number, setupId = match) {
    const fan = await t.newUser();
    const seats = await t.freeSeats(setupId, count);
    for (const seat of seats) expect((await t.holdSeat(fan.token, setupId, seat)).statusCode).toBe(201);
    return { ...fan, seats };
  }
  const pay = (token: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: '/v2/cart/pay', headers: bearer(token), payload: body as object });
  const check = (token: string, orderId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v2/payment/check-payment?orderId=${orderId}`,
      headers: bearer(token),
    });
  const decide = (paymentUrl: string, decision: string) =>
    t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `decision=${decision}`,
    });
  const paymentIdOf = (url: string) => url.split('/').at(-1) ?? '';
  const notify = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/payment/notify/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      payload: body,
    });
  const orderStatus = async (orderId: string) => {
    const [row] = await queryRows<{ status: string; refundDue: boolean }>(
      t.db,
      sql`select status, refund_due as "refundDue" from orders where id = ${orderId}`,
    );
    return row;
  };
  const seatStates = (orderId: string) =>
    queryRows<{ state: string }>(
      t.db,
      sql`select ss.state::text from setup_seats ss join order_items oi on oi.setup_seat_id = ss.id
        where oi.order_id = ${orderId}`,
    );
  async function waitForStatus(token: string, orderId: string, status: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const answer = (await check(token, orderId)).json();
      if (answer.status === status) return answer;
      if (Date.now() > deadline) throw new Error(`order stayed ${answer.status}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('a fan pays two seats (one child) by the sandbox card: seats sold live, tickets with valid QR tokens, one e-mail', async () => {
    const fan = await fanWithSeats(2);
    const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) });
    const [first] = cart.json().items;
    expect(
      (await t.updateCart(fan.token, { type: 'UPDATE_ITEM', itemId: first.id, ticketType: 'CHILD' }))
        .statusCode,
    ).toBe(200);
    const total = (await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) })).json()
      .totalPrice;

    const answer = await pay(fan.token, checkout({ contact: { ...contact, email: fan.email } }));
    expect(answer.statusCode).toBe(201);
    const { orderId, redirectUrl } = answer.json();
    expect(redirectUrl).toMatch(/^\/v2\/payment\/sandbox\/[0-9a-f-]{36}$/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) })).json().items,
    ).toEqual([]);
    expect((await seatStates(orderId)).map((s) => s.state)).toEqual(['BOOKED', 'BOOKED']);
    expect((await check(fan.token, orderId)).json()).toEqual({
      orderId,
      status: 'AWAITING_PAYMENT',
      paymentStatus: 'PENDING',
    });

    const page = await t.app.inject({ method: 'GET', url: redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Testovacia platobná brána');
    expect(page.body).toContain('Zaplatiť');

    const pushedBefore = await t.count('push_log');
    const returned = await decide(redirectUrl, 'APPROVED');
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/payment/status?orderId=${orderId}`);
    expect(await waitForStatus(fan.token, orderId, 'PAID')).toMatchObject({ paymentStatus: 'APPROVED' });
    expect((await seatStates(orderId)).map((s) => s.state)).toEqual(['SOLD', 'SOLD']);
    expect(await t.count('push_log')).toBe(pushedBefore + 2);

    const orders = await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) });
    expect(orders.statusCode).toBe(200);
    const listed = orders.json();
    expect(listed).toMatchObject({ pageIndex: 1, pageSize: 5, totalResults: 1 });
    expect(listed.data[0]).toMatchObject({
      id: orderId,
      status: 'PAID',
      paymentType: 'CARD',
      totalPrice: total,
    });
    expect(listed.data[0].items.map((i: { ticketType: string }) => i.ticketType).sort()).toEqual([
      'ADULT',
      'CHILD',
    ]);
    expect(listed.data[0].items.every((i: { ticketSerial: string }) => /^\d+-\d$/.test(i.ticketSerial))).toBe(
      true,
    );

    const secret = await sharedSecret(t.db, 'tickets');
    const tokens = await queryRows<{ token: string; serial: string }>(
      t.db,
      sql`select t.token, t.serial from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = ${orderId}`,
    );
    expect(tokens).toHaveLength(2);
    for (const ticket of tokens) expect(verifyTicketToken(secret, ticket.token)?.serial).toBe(ticket.serial);

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/v2/orders/${orderId}/tickets`,
      headers: bearer(fan.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const mails = await messagesTo(t.db, fan.email);
    expect(mails.map((m) => m.subject)).toEqual([`Objednávka č. ${listed.data[0].orderNumber} je zaplatená`]);
  });

  it('the same notification 50 times at once, plus the browser return, makes one payment, one set of tickets, one e-mail', async () => {
    const fan = await fanWithSeats(1);
    const { orderId, redirectUrl } = (
      await pay(fan.token, checkout({ contact: { ...contact, email: fan.email } }))
    ).json();
    const paymentId = paymentIdOf(redirectUrl);
    await t.app.services.gateway.decide(paymentId, 'APPROVED');
    const notice = t.app.services.gateway.notification(paymentId, 'APPROVED');
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => notify(notice.body, notice.signature)),
      check(fan.token, orderId),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await orderStatus(orderId))?.status).toBe('PAID');
    const [counts] = await queryRows<{ tickets: number; events: number }>(
      t.db,
      sql`select (select count(*)::int from tickets t join order_items oi on oi.id = t.order_item_id
          where oi.order_id = ${orderId}) as tickets,
        (select count(*)::int from payment_events where payment_id = ${paymentId}) as events`,
    );
    expect(counts).toEqual({ tickets: 1, events: 1 });
    expect(await messagesTo(t.db, fan.email)).toHaveLength(1);
  });

  it('a notification with a wrong signature, another key or an old timestamp is refused and changes nothing', async () => {
    const fan = await fanWithSeats(1);
    const { orderId, redirectUrl } = (await pay(fan.token, checkout())).json();
    const paymentId = paymentIdOf(redirectUrl);
    const real = t.app.services.gateway.notification(paymentId, 'APPROVED');
    const forged = real.body.replace('APPROVED', 'DECLINED');
    const old = t.app.services.gateway.notification(paymentId, 'APPROVED', Date.now() - 600_000);
    for (const [body, signature] of [
      [forged, real.signature],
      [real.body, real.signature.replace(/v1=(.)/, (_m, c: string) => `v1=${c === '0' ? '1' : '0'}`)],
      Object.values(createSandboxGateway(t.db, 'another-key').notification(paymentId, 'APPROVED')),
      [real.body, ''],
      [old.body, old.signature],
    ] as Array<[string, string]>) {
      const answer = await notify(body, signature);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
    }
    expect((await orderStatus(orderId))?.status).toBe('AWAITING_PAYMENT');
  });

  it('a late notification never moves a paid order backwards', async () => {
    const fan = await fanWithSeats(1);
    const { orderId, redirectUrl } = (await pay(fan.token, checkout())).json();
    const paymentId = paymentIdOf(redirectUrl);
    const approved = t.app.services.gateway.notification(paymentId, 'APPROVED');
    const declined = t.app.services.gateway.notification(paymentId, 'DECLINED');
    expect((await notify(approved.body, approved.signature)).statusCode).toBe(200);
    expect((await notify(declined.body, declined.signature)).statusCode).toBe(200);
    expect((await orderStatus(orderId))?.status).toBe('PAID');
    expect((await seatStates(orderId))[0]?.state).toBe('SOLD');
  });

  it('a declined card leaves the order re-payable, and re-paying succeeds; paying twice is refused', async () => {
    const fan = await fanWithSeats(1);
    const { orderId, redirectUrl } = (await pay(fan.token, checkout())).json();
    await decide(redirectUrl, 'DECLINED');
    expect(await waitForStatus(fan.token, orderId, 'AWAITING_PAYMENT')).toMatchObject({
      paymentStatus: 'DECLINED',
    });
    // A second click on the same page cannot turn the decision around.
    await decide(redirectUrl, 'APPROVED');
    expect((await check(fan.token, orderId)).json()).toMatchObject({ status: 'AWAITING_PAYMENT' });

    const again = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/pay`,
      headers: bearer(fan.token),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().redirectUrl).not.toBe(redirectUrl);
    await decide(again.json().redirectUrl, 'APPROVED');
    await waitForStatus(fan.token, orderId, 'PAID');
    const twice = await t.app.inject({
      method: 'POST',
      url: `/v2/orders/${orderId}/pay`,
      headers: bearer(fan.token),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ORDER_ALREADY_PAID' });
  });

  it('an approval whose notification never came (the process died) is settled once by the status check and by reconciliation', async () => {
    const fan = await fanWithSeats(1);
    const { orderId, redirectUrl } = (await pay(fan.token, checkout())).json();
    await t.app.services.gateway.decide(paymentIdOf(redirectUrl), 'APPROVED'); // the gateway's books only
    expect((await orderStatus(orderId))?.status).toBe('AWAITING_PAYMENT');
    await queryRows(
      t.db,
      sql`update payments set created_at = now() - interval '2 minutes' where order_id = ${orderId}`,
    );
    const [reconciled] = await Promise.all([
      t.app.services.payments.reconcileStale(),
      check(fan.token, orderId),
    ]);
    expect(reconciled).toBeGreaterThanOrEqual(0);
    expect((await check(fan.token, orderId)).json()).toMatchObject({
      status: 'PAID',
      paymentStatus: 'APPROVED',
    });
    const [tickets] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = ${orderId}`,
    );
    expect(tickets?.n).toBe(1);
  });

  it('an unpaid order past its deadline is cancelled and its seats freed; a payment after that is flagged for refund', async () => {
    const fan = await fanWithSeats(1);
    const { orderId, redirectUrl } = (await pay(fan.token, checkout())).json();
    await t.setClockOffset(21 * 60_000);
    try {
      expect(await cancelExpiredOrders(t.db)).toBeGreaterThanOrEqual(1);
    } finally {
      await t.setClockOffset(0);
    }
    expect((await orderStatus(orderId))?.status).toBe('CANCELLED');
    const seat = fan.seats[0];
    expect((await t.seatRow(match, seat ?? { sector: '', row: '', name: '' }))?.state).toBe('ACTIVE');

    const late = t.app.services.gateway.notification(paymentIdOf(redirectUrl), 'APPROVED');
    expect((await notify(late.body, late.signature)).statusCode).toBe(200);
    expect(await orderStatus(orderId)).toEqual({ status: 'CANCELLED', refundDue: true });
    expect((await t.seatRow(match, seat ?? { sector: '', row: '', name: '' }))?.state).toBe('ACTIVE');
  });

  it('a ticket contact per seat is kept with the order, printed on the ticket, and deleted 2 weeks after the match', async () => {
    const fan = await fanWithSeats(2);
    const items = (await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) })).json()
      .items;
    const holder = {
      itemId: items[1].id,
      firstName: 'Janko',
      lastName: 'Malý',
      phoneNumber: '+421905777888',
    };
    const unknown = await pay(fan.token, checkout({ ticketContacts: [{ ...holder, itemId: fan.id }] }));
    expect(unknown.json()).toMatchObject({ code: 'ORDER_ITEM_NOT_FOUND' });
    const { orderId } = (await pay(fan.token, checkout({ ticketContacts: [holder] }))).json();
    const listed = (
      await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) })
    ).json();
    const holders = listed.data[0].items.map((i: { holder: unknown }) => i.holder);
    expect(holders).toContainEqual({ firstName: 'Janko', lastName: 'Malý', phoneNumber: '+421905777888' });
    expect(holders).toContain(null);

    const [ends] = await queryRows<{ days: number }>(
      t.db,
      sql`select ceil(extract(epoch from coalesce(ends_at, starts_at) - now()) / 86400)::int as days from setups where id = ${match}`,
    );
    await t.setClockOffset(((ends?.days ?? 0) + 13) * 86_400_000);
    try {
      expect(await forgetTicketContacts(t.db)).toBe(0);
      await t.setClockOffset(((ends?.days ?? 0) + 15) * 86_400_000);
      expect(await forgetTicketContacts(t.db)).toBeGreaterThanOrEqual(1);
    } finally {
      await t.setClockOffset(0);
    }
    const [kept] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_items where order_id = ${orderId} and holder is not null`,
    );
    expect(kept?.n).toBe(0);
  });

  it.each([
    ['terms not agreed', { termsAgreed: false }, 400, 'USER_TERMS_NOT_AGREED'],
    ['no contact-data consent', { contactConsent: false }, 400, 'ORDER_CONTACT_CONSENT_MISSING'],
    ['installments for match tickets', { paymentType: 'INSTALLMENTS' }, 403, 'ORDER_PAYMENT_UNAUTHORIZED'],
    ['an unknown payment type', { paymentType: 'CASH' }, 400, 'ORDER_INVALID_CHECKOUT_PARAMS'],
    [
      'a malformed contact e-mail',
      { contact: { ...contact, email: 'x@' } },
      400,
      'ORDER_INVALID_CHECKOUT_PARAMS',
    ],
    [
      'HTML for a contact name',
      { contact: { ...contact, firstName: 42 } },
      400,
      'ORDER_INVALID_CHECKOUT_PARAMS',
    ],
  ])('%s is refused and the cart stays as it was', async (_name, change, status, code) => {
    const fan = await fanWithSeats(1);
    const answer = await pay(fan.token, checkout(change));
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject({ code });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) })).json().items,
    ).toHaveLength(1);
    const [orders] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id = ${fan.id}`,
    );
    expect(orders?.n).toBe(0);
  });

  it('an empty cart, an expired hold or a changed price is refused and nothing is ordered', async () => {
    const empty = await t.newUser();
    expect((await pay(empty.token, checkout())).json()).toMatchObject({ code: 'CART_EMPTY' });

    const late = await fanWithSeats(1);
    await t.setClockOffset(16 * 60_000);
    try {
      expect((await pay(late.token, checkout())).json()).toMatchObject({ code: 'CART_HOLD_EXPIRED' });
    } finally {
      await t.setClockOffset(0);
    }

    const repriced = await fanWithSeats(1);
    const [seat] = repriced.seats;
    await queryRows(
      t.db,
      sql`update prices set price = price + 100 where setup_id = ${match} and sector = ${seat?.sector} and ticket_type = 'ADULT'`,
    );
    try {
      const answer = await pay(repriced.token, checkout());
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'CART_PRICE_CHANGED' });
    } finally {
      await queryRows(
        t.db,
        sql`update prices set price = price - 100 where setup_id = ${match} and sector = ${seat?.sector} and ticket_type = 'ADULT'`,
      );
    }
    const [orders] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where user_id in (${empty.id}, ${late.id}, ${repriced.id})`,
    );
    expect(orders?.n).toBe(0);
  });

  it('a bank transfer is offered for a match far enough away, with IBAN, variable symbol and PAY by square, and mailed', async () => {
    const fan = await fanWithSeats(1, farMatch);
    const answer = await pay(
      fan.token,
      checkout({ paymentType: 'BANK_TRANSFER', contact: { ...contact, email: fan.email } }),
    );
    expect(answer.statusCode).toBe(201);
    const { orderId, redirectUrl } = answer.json();
    expect(redirectUrl).toBe(`/order/success?orderId=${orderId}`);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) })
    ).json();
    const order = listed.data[0];
    expect(order).toMatchObject({ status: 'AWAITING_PAYMENT', paymentType: 'BANK_TRANSFER' });
    expect(order.bankTransfer).toMatchObject({
      iban: 'SK3112000000198742637541',
      variableSymbol: order.orderNumber,
      amount: order.totalPrice,
    });
    expect(order.bankTransfer.payBySquare.length).toBeGreaterThan(20);
    const [mail] = await messagesTo(t.db, fan.email);
    expect(mail?.textBody).toContain(`variabilný symbol: ${order.orderNumber}`);

    const soon = await fanWithSeats(1, match);
    const refused = await pay(soon.token, checkout({ paymentType: 'BANK_TRANSFER' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ORDER_PAYMENT_UNAUTHORIZED' });
  });

  it('orders are paged from index 1, and another fan cannot see, check, re-pay or print them', async () => {
    const fan = await fanWithSeats(1);
    const first = (await pay(fan.token, checkout())).json().orderId;
    const [seat] = await t.freeSeats(match, 1);
    await t.holdSeat(fan.token, match, seat ?? {});
    const second = (await pay(fan.token, checkout())).json().orderId;
    const page = (index: number, size: number) =>
      t.app.inject({
        method: 'GET',
        url: `/v2/orders?pageSize=${size}&pageIndex=${index}`,
        headers: bearer(fan.token),
      });
    expect((await page(1, 1)).json()).toMatchObject({ totalResults: 2, data: [{ id: second }] });
    expect((await page(2, 1)).json()).toMatchObject({ totalResults: 2, data: [{ id: first }] });
    expect((await page(3, 1)).json()).toMatchObject({ totalResults: 2, data: [] });
    expect((await page(0, 5)).statusCode).toBe(400);
    expect((await page(1, 500)).statusCode).toBe(400);

    const stranger = await t.newUser();
    for (const answer of [
      await check(stranger.token, first),
      await t.app.inject({ method: 'POST', url: `/v2/orders/${first}/pay`, headers: bearer(stranger.token) }),
      await t.app.inject({
        method: 'GET',
        url: `/v2/orders/${first}/tickets`,
        headers: bearer(stranger.token),
      }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(stranger.token) })).json().data,
    ).toEqual([]);
  });
});
