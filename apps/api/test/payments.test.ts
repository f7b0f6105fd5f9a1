import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { cancelExpiredOrders } from '../src/modules/billing/settlement.ts';
import { verifyTicketToken } from '../src/modules/documents/ticket-token.ts';
import { createSandboxGateway } from '../src/modules/payments/sandbox-gateway.ts';
import { sharedSecret } from '../src/secrets.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo } from './helpers/mail.ts';
import { orderTools } from './helpers/order-tools.ts';
import { CONTACT, checkoutBody, followGatewayReturn } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const contact = CONTACT;

describe.each(await availableKinds())(
  'card payment, notifications, reconciliation and expiry on %s',
  (kind) => {
    const t = suiteAppWithMatch(kind);
    const { fanWithSeats, pay, check, decide, paymentIdOf, notify, orderStatus, seatStates, waitForStatus } =
      orderTools(t);

    it('a fan pays two seats (one child) by the sandbox card: seats sold live, tickets with valid QR tokens, one e-mail', async () => {
      const fan = await fanWithSeats(2);
      const cart = await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) });
      const [first] = cart.json().items;
      expect(
        (await t.updateCart(fan.token, { type: 'UPDATE_ITEM', itemId: first.id, ticketType: 'CHILD' }))
          .statusCode,
      ).toBe(200);
      const total = (
        await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) })
      ).json().totalPrice;

      const answer = await pay(fan.token, checkoutBody({ contact: { ...contact, email: fan.email } }));
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
        refundDue: false,
      });

      const page = await t.app.inject({ method: 'GET', url: redirectUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Testovacia platobná brána');
      expect(page.body).toContain('Zaplatiť');

      const pushedBefore = await t.count('push_log');
      const returned = await decide(redirectUrl, 'APPROVED');
      expect(await followGatewayReturn(t, returned)).toBe(`/payment/status?orderId=${orderId}`);
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
      expect(
        listed.data[0].items.every((i: { ticketSerial: string }) => /^\d+-\d$/.test(i.ticketSerial)),
      ).toBe(true);

      const secret = await sharedSecret(t.db, 'tickets');
      const tokens = await queryRows<{ token: string; serial: string }>(
        t.db,
        sql`select t.token, t.serial from tickets t join order_items oi on oi.id = t.order_item_id where oi.order_id = ${orderId}`,
      );
      expect(tokens).toHaveLength(2);
      for (const ticket of tokens)
        expect(verifyTicketToken(secret, ticket.token)?.serial).toBe(ticket.serial);

      const pdf = await t.app.inject({
        method: 'GET',
        url: `/v2/orders/${orderId}/tickets`,
        headers: bearer(fan.token),
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const mails = await messagesTo(t.db, fan.email);
      expect(mails.map((m) => m.subject)).toEqual([
        `Objednávka č. ${listed.data[0].orderNumber} je zaplatená`,
      ]);
    });

    it('the same notification 50 times at once, plus the browser return, makes one payment, one set of tickets, one e-mail', async () => {
      const fan = await fanWithSeats(1);
      const { orderId, redirectUrl } = (
        await pay(fan.token, checkoutBody({ contact: { ...contact, email: fan.email } }))
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
      const { orderId, redirectUrl } = (await pay(fan.token, checkoutBody())).json();
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
      const { orderId, redirectUrl } = (await pay(fan.token, checkoutBody())).json();
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
      const { orderId, redirectUrl } = (await pay(fan.token, checkoutBody())).json();
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
      const { orderId, redirectUrl } = (await pay(fan.token, checkoutBody())).json();
      await t.app.services.gateway.decide(paymentIdOf(redirectUrl), 'APPROVED'); // the gateway's books only
      expect((await orderStatus(orderId))?.status).toBe('AWAITING_PAYMENT');
      await queryRows(
        t.db,
        sql`update payments set created_at = now() - interval '2 minutes' where order_id = ${orderId}`,
      );
      // Whichever of the two comes first settles the payment; the other finds nothing left to do.
      await Promise.all([t.app.services.payments.reconcileStale(), check(fan.token, orderId)]);
      const payments = await queryRows<{ status: string }>(
        t.db,
        sql`select status::text as status from payments where order_id = ${orderId}`,
      );
      expect(payments.map((p) => p.status)).toEqual(['APPROVED']);
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
      const { orderId, redirectUrl } = (await pay(fan.token, checkoutBody())).json();
      await t.setClockOffset(21 * 60_000);
      try {
        expect(await cancelExpiredOrders(t.db)).toBeGreaterThanOrEqual(1);
      } finally {
        await t.setClockOffset(0);
      }
      expect((await orderStatus(orderId))?.status).toBe('CANCELLED');
      const seat = fan.seats[0];
      expect((await t.seatRow(t.match, seat ?? { sector: '', row: '', name: '' }))?.state).toBe('ACTIVE');

      const late = t.app.services.gateway.notification(paymentIdOf(redirectUrl), 'APPROVED');
      expect((await notify(late.body, late.signature)).statusCode).toBe(200);
      expect(await orderStatus(orderId)).toEqual({ status: 'CANCELLED', refundDue: true });
      expect((await t.seatRow(t.match, seat ?? { sector: '', row: '', name: '' }))?.state).toBe('ACTIVE');
    });

    it('a card payment arriving after the seat went to another fan never sells it twice: refund due, the fan told once', async () => {
      const late = await fanWithSeats(1);
      const seat = late.seats[0] ?? { sector: '', row: '', name: '' };
      const { orderId, redirectUrl } = (
        await pay(late.token, checkoutBody({ contact: { ...contact, email: late.email } }))
      ).json();
      await t.setClockOffset(21 * 60_000);
      try {
        expect(await cancelExpiredOrders(t.db)).toBeGreaterThanOrEqual(1);
      } finally {
        await t.setClockOffset(0);
      }
      // Another fan holds the freed seat and pays for it before the late notification comes.
      const other = await t.newUser();
      expect((await t.holdSeat(other.token, t.match, seat)).statusCode).toBe(201);
      const bought = (
        await pay(other.token, checkoutBody({ contact: { ...contact, email: other.email } }))
      ).json();
      const paid = t.app.services.gateway.notification(paymentIdOf(bought.redirectUrl), 'APPROVED');
      expect((await notify(paid.body, paid.signature)).statusCode).toBe(200);
      expect((await orderStatus(bought.orderId))?.status).toBe('PAID');

      const notice = t.app.services.gateway.notification(paymentIdOf(redirectUrl), 'APPROVED');
      expect((await notify(notice.body, notice.signature)).statusCode).toBe(200);
      expect((await notify(notice.body, notice.signature)).statusCode).toBe(200); // a replay
      expect(await orderStatus(orderId)).toEqual({ status: 'CANCELLED', refundDue: true });
      expect((await check(late.token, orderId)).json()).toEqual({
        orderId,
        status: 'CANCELLED',
        paymentStatus: 'APPROVED',
        refundDue: true,
      });
      expect((await check(other.token, bought.orderId)).json()).toMatchObject({ refundDue: false });

      const [owner] = await queryRows<{ state: string; orderId: string }>(
        t.db,
        sql`select ss.state::text, oi.order_id as "orderId" from setup_seats ss
          join order_items oi on oi.id = ss.order_item_id
          where ss.setup_id = ${t.match} and ss.sector = ${seat.sector} and ss.row = ${seat.row} and ss.name = ${seat.name}`,
      );
      expect(owner).toEqual({ state: 'SOLD', orderId: bought.orderId });
      const [tickets] = await queryRows<{ late: number; other: number }>(
        t.db,
        sql`select count(*) filter (where oi.order_id = ${orderId})::int as late,
            count(*) filter (where oi.order_id = ${bought.orderId})::int as other
          from tickets tk join order_items oi on oi.id = tk.order_item_id`,
      );
      expect(tickets).toEqual({ late: 0, other: 1 });

      const mails = await messagesTo(t.db, late.email);
      const told = mails.filter((m) => m.subject.includes('platba prišla po zrušení'));
      expect(told).toHaveLength(1);
      expect(told[0]?.textBody).toContain('platba prišla po zrušení objednávky č.');
      expect(told[0]?.textBody).toContain('peniaze vám vrátime');
      expect(told[0]?.textBody).toContain('na platobnú kartu, z ktorej ste platili');
      expect(mails.filter((m) => m.subject.includes('je zaplatená'))).toHaveLength(0);
    });
  },
);
