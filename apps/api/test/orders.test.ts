import { decode } from 'bysquare/pay';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { cancelExpiredOrders, forgetTicketContacts } from '../src/modules/billing/settlement.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo, receivedOverSmtp } from './helpers/mail.ts';
import { orderTools } from './helpers/order-tools.ts';
import { CONTACT, checkoutBody, matchForBankTransfer } from './helpers/orders.ts';
import { suiteAppWithMatch } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';

const contact = CONTACT;

describe.each(await availableKinds())(
  'checkout rules, ticket contacts, bank transfer and My orders on %s',
  (kind) => {
    const t = suiteAppWithMatch(kind);
    let farMatch: string;
    beforeAll(async () => {
      farMatch = await matchForBankTransfer(t);
    });
    const { fanWithSeats, pay, check } = orderTools(t);

    it('a ticket contact per seat is kept with the order, printed on the ticket, and deleted 2 weeks after the match', async () => {
      const fan = await fanWithSeats(2);
      const items = (
        await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(fan.token) })
      ).json().items;
      const holder = {
        itemId: items[1].id,
        firstName: 'Janko',
        lastName: 'Malý',
        phoneNumber: '+421905777888',
      };
      const unknown = await pay(fan.token, checkoutBody({ ticketContacts: [{ ...holder, itemId: fan.id }] }));
      expect(unknown.json()).toMatchObject({ code: 'ORDER_ITEM_NOT_FOUND' });
      const { orderId } = (await pay(fan.token, checkoutBody({ ticketContacts: [holder] }))).json();
      const listed = (
        await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) })
      ).json();
      const holders = listed.data[0].items.map((i: { holder: unknown }) => i.holder);
      expect(holders).toContainEqual({ firstName: 'Janko', lastName: 'Malý', phoneNumber: '+421905777888' });
      expect(holders).toContain(null);

      const [ends] = await queryRows<{ days: number }>(
        t.db,
        sql`select ceil(extract(epoch from coalesce(ends_at, starts_at) - now()) / 86400)::int as days from setups where id = ${t.match}`,
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
      ['installments for match tickets', { paymentType: 'INSTALLMENTS' }, 403, 'INSTALLMENTS_SEASON_ONLY'],
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
      const answer = await pay(fan.token, checkoutBody(change));
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
      expect((await pay(empty.token, checkoutBody())).json()).toMatchObject({ code: 'CART_EMPTY' });

      const late = await fanWithSeats(1);
      await t.setClockOffset(16 * 60_000);
      try {
        expect((await pay(late.token, checkoutBody())).json()).toMatchObject({ code: 'CART_HOLD_EXPIRED' });
      } finally {
        await t.setClockOffset(0);
      }

      const repriced = await fanWithSeats(1);
      const [seat] = repriced.seats;
      await queryRows(
        t.db,
        sql`update prices set price = price + 100 where setup_id = ${t.match} and sector = ${seat?.sector} and ticket_type = 'ADULT'`,
      );
      try {
        const answer = await pay(repriced.token, checkoutBody());
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toMatchObject({ code: 'CART_PRICE_CHANGED' });
      } finally {
        await queryRows(
          t.db,
          sql`update prices set price = price - 100 where setup_id = ${t.match} and sector = ${seat?.sector} and ticket_type = 'ADULT'`,
        );
      }
      const [orders] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from orders where user_id in (${empty.id}, ${late.id}, ${repriced.id})`,
      );
      expect(orders?.n).toBe(0);
    });

    it('a bank transfer is offered for a match far enough away, with IBAN, variable symbol and PAY by square, and mailed with the QR code', async () => {
      const fan = await fanWithSeats(1, farMatch);
      const answer = await pay(
        fan.token,
        checkoutBody({ paymentType: 'BANK_TRANSFER', contact: { ...contact, email: fan.email } }),
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

      // Over real SMTP the e-mail shows the QR code in its HTML part (cid:) and carries it as a PNG.
      const [received] = await receivedOverSmtp(t.app, [mail?.id ?? '']);
      const qr = received?.attachments.find((a) => a.contentType === 'image/png');
      expect(qr?.filename).toBe(`platba-${order.orderNumber}.png`);
      expect(qr?.cid).toBeTruthy();
      expect(received?.html || '').toContain(`cid:${qr?.cid}`);
      const png = PNG.sync.read(qr?.content ?? Buffer.alloc(0));
      const scanned = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
      expect(scanned?.data).toBe(order.bankTransfer.payBySquare);
      const [payment] = decode(scanned?.data ?? '').payments;
      expect(payment?.bankAccounts[0]?.iban).toBe('SK3112000000198742637541');
      expect(Math.round((payment?.amount ?? 0) * 100)).toBe(order.totalPrice);
      expect(payment?.variableSymbol).toBe(order.orderNumber);
    });

    it('a bank transfer too close to the match is refused for that reason (not the role), nothing ordered', async () => {
      const soon = await fanWithSeats(1, t.match);
      const refused = await pay(soon.token, checkoutBody({ paymentType: 'BANK_TRANSFER' }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'BANK_TRANSFER_TOO_LATE',
        message: 'Bankovým prevodom sa dá platiť len 5 a viac dní pred zápasom. Zaplaťte, prosím, kartou.',
        data: { minDays: 5 },
      });
      expect(refused.json().message).not.toContain('rolu');
      expect(
        (await t.app.inject({ method: 'GET', url: '/v2/cart', headers: bearer(soon.token) })).json().items,
      ).toHaveLength(1);
      const [orders] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from orders where user_id = ${soon.id}`,
      );
      expect(orders?.n).toBe(0);
    });

    it('an unpaid bank-transfer order past its due date is cancelled by the expiry job, its seats freed and pushed ACTIVE', async () => {
      const fan = await fanWithSeats(2, farMatch);
      const answer = await pay(fan.token, checkoutBody({ paymentType: 'BANK_TRANSFER' }));
      expect(answer.statusCode).toBe(201);
      const { orderId } = answer.json();
      const [since] = await queryRows<{ id: number }>(
        t.db,
        sql`select coalesce(max(id), 0)::int as id from push_log`,
      );
      const statusNow = async () =>
        (await queryRows<{ status: string }>(t.db, sql`select status from orders where id = ${orderId}`))[0]
          ?.status;
      try {
        // Two days on, the transfer may still come: nothing changes.
        await t.setClockOffset(2 * 86_400_000);
        await cancelExpiredOrders(t.db);
        expect(await statusNow()).toBe('AWAITING_PAYMENT');
        // Past the 3-day due date the job cancels it.
        await t.setClockOffset(3 * 86_400_000 + 60_000);
        while ((await cancelExpiredOrders(t.db)) > 0) {}
      } finally {
        await t.setClockOffset(0);
      }
      expect(await statusNow()).toBe('CANCELLED');
      const listed = (
        await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) })
      ).json();
      expect(listed.data[0]).toMatchObject({ id: orderId, status: 'CANCELLED' });
      for (const seat of fan.seats) {
        expect(await t.seatRow(farMatch, seat)).toEqual({ state: 'ACTIVE', cartItemId: null });
      }
      const pushed = await queryRows<{ state: string; sector: string; row: string; name: string }>(
        t.db,
        sql`select payload->>'state' as state, payload->'seat'->>'sector' as sector,
            payload->'seat'->>'row' as row, payload->'seat'->>'name' as name
          from push_log where setup_id = ${farMatch} and id > ${since?.id ?? 0} order by id`,
      );
      for (const seat of fan.seats) {
        expect(pushed).toContainEqual({ state: 'ACTIVE', ...seat });
      }
    });

    it('checkout without the terms says so in words that fit the checkout (not registration)', async () => {
      const fan = await fanWithSeats(1);
      const answer = await pay(fan.token, checkoutBody({ termsAgreed: false }));
      expect(answer.json()).toMatchObject({
        code: 'USER_TERMS_NOT_AGREED',
        message: 'Bez súhlasu s obchodnými podmienkami nie je možné pokračovať.',
      });
      expect(answer.json().message).not.toMatch(/registr/i);
    });

    it('orders are paged from index 1, and another fan cannot see, check, re-pay or print them', async () => {
      const fan = await fanWithSeats(1);
      const first = (await pay(fan.token, checkoutBody())).json().orderId;
      const [seat] = await t.freeSeats(t.match, 1);
      await t.holdSeat(fan.token, t.match, seat ?? {});
      const second = (await pay(fan.token, checkoutBody())).json().orderId;
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
        await t.app.inject({
          method: 'POST',
          url: `/v2/orders/${first}/pay`,
          headers: bearer(stranger.token),
        }),
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
        (await t.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(stranger.token) })).json()
          .data,
      ).toEqual([]);
    });
  },
);
