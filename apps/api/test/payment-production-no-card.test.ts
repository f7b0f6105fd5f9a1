import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { availableKinds } from './helpers/databases.ts';
import { seasonOnInstallments } from './helpers/installments.ts';
import { lastMessageTo, linkIn } from './helpers/mail.ts';
import { CONTACT, matchForBankTransfer, payCart } from './helpers/orders.ts';
import { PRODUCTION_WITHOUT_CARD, type ServerProcess, startServerProcess } from './helpers/server-process.ts';
import { type SmtpServer, startSmtpServer } from './helpers/smtp.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';

// A club that switches its card provider off (production without PAYMENT_PROVIDER) still has links that
// pay by card: push carts, installment links of later parts, payment links of transfer orders, unpaid
// card orders. Made by a shop with a card gateway, then opened on a real NODE_ENV=production process on
// the same PostgreSQL without one: every card path answers 409 PAYMENT_TYPE_UNAVAILABLE with nothing
// changed, so no link gives a ticket without money and none waits on a payment that cannot come.
const secretOf = (url: URL) => decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
const JSON_TYPE = { 'content-type': 'application/json' };
const PAY_BODY = { paymentType: 'CARD', contact: CONTACT, termsAgreed: true, contactConsent: true };

describe.each((await availableKinds()).filter((kind) => kind === 'postgres'))(
  'card links when production has no card provider (%s, real process)',
  (kind) => {
    const jwtSecret = randomBytes(32).toString('hex');
    let t: TestApp;
    let smtp: SmtpServer;
    let server: ServerProcess;
    let links: {
      pushCart: string;
      laterPart: string;
      transferLink: string;
      cardOrder: string;
      installmentOrder: string;
    };
    let fanToken: string;
    let ownerToken: string;
    let cashierToken: string;
    let match: string;

    beforeAll(async () => {
      t = await createTestApp(kind, { JWT_SECRET: jwtSecret, PUBLIC_URL: 'https://shop.test' });
      match = await t.firstEvent();
      // A season ticket on installments with part 1 paid: part 2's link (first: the season seat must be free in every match).
      const installment = await (await seasonOnInstallments(t)).paidPartOne();
      ownerToken = installment.fan.token;
      // A push cart the club sent.
      const cashier = await t.newUser(['CASHIER']);
      cashierToken = cashier.token;
      for (const seat of await t.freeSeats(match, 1))
        expect((await t.holdSeat(cashier.token, match, seat)).statusCode).toBe(201);
      const pushed = await t.app.inject({
        method: 'POST',
        url: '/v2/admin/push-carts',
        headers: bearer(cashier.token),
        payload: {},
      });
      expect(pushed.statusCode, pushed.body).toBe(201);
      // A transfer order and the card payment link its e-mail carries.
      const farMatch = await matchForBankTransfer(t);
      const payer = await t.newUser();
      for (const seat of await t.freeSeats(farMatch, 1))
        expect((await t.holdSeat(payer.token, farMatch, seat)).statusCode).toBe(201);
      const transfer = await payCart(t, payer.token, {
        paymentType: 'BANK_TRANSFER',
        contact: { ...CONTACT, email: payer.email },
      });
      expect(transfer.statusCode).toBe(201);
      const transferMail = await lastMessageTo(t.db, payer.email);
      // An unpaid card order (the fan left the gateway's page).
      const fan = await t.newUser();
      fanToken = fan.token;
      for (const seat of await t.freeSeats(match, 1))
        expect((await t.holdSeat(fan.token, match, seat)).statusCode).toBe(201);
      const card = await payCart(t, fan.token, {
        paymentType: 'CARD',
        contact: { ...CONTACT, email: fan.email },
      });
      expect(card.statusCode).toBe(201);
      links = {
        pushCart: pushed.json().pushId,
        laterPart: secretOf(installment.links[0] as URL),
        transferLink: secretOf(linkIn(transferMail.textBody, '/invoice/push/')),
        cardOrder: card.json().orderId,
        installmentOrder: installment.orderId,
      };
      expect(installment.links.length).toBeGreaterThan(0);
      await t.app.close(); // the shop with the gateway is gone; its database stays

      smtp = await startSmtpServer();
      server = await startServerProcess({
        ...PRODUCTION_WITHOUT_CARD,
        DATABASE_URL: t.url,
        JWT_SECRET: jwtSecret,
        SMTP_URL: smtp.url,
        SEED: 'none',
      });
    });
    afterAll(async () => {
      await server?.stop();
      await smtp?.close();
      await t.close();
    });

    /** What a refused card path could have changed: payments, orders and their states, held seats, carts. */
    const snapshot = () =>
      queryRows(
        t.db,
        sql`select (select count(*)::int from payments) as payments,
          (select string_agg(id::text || status::text, ',' order by id) from orders) as orders,
          (select count(*)::int from setup_seats where state = 'BOOKED') as booked,
          (select count(*)::int from cart_items) as items,
          (select count(*)::int from invoice_links) as "invoiceLinks"`,
      );
    const call = (method: string, url: string, token?: string, body?: unknown) =>
      fetch(`${server.base}${url}`, {
        method,
        headers: { ...(body === undefined ? {} : JSON_TYPE), ...(token ? bearer(token) : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    it('every path that would pay by card answers 409 PAYMENT_TYPE_UNAVAILABLE and changes nothing', async () => {
      const before = await snapshot();
      const { pushCart, laterPart, transferLink, cardOrder, installmentOrder } = links;
      const paths: Array<[string, string, string?, unknown?]> = [
        ['GET', `/v2/cart/push/${pushCart}`],
        ['PUT', `/v2/cart/push/${pushCart}`, undefined, { type: 'REMOVE_COUPON' }],
        ['POST', `/v2/cart/push/pay/${pushCart}`, undefined, PAY_BODY],
        ['GET', `/v2/invoice/push/${laterPart}`],
        ['POST', `/v2/invoice/push/pay/${laterPart}`],
        ['GET', `/v2/invoice/push/${transferLink}`],
        ['POST', `/v2/invoice/push/pay/${transferLink}`],
        ['POST', `/v2/orders/${installmentOrder}/installments/2/link`, ownerToken],
        ['POST', `/v2/orders/${cardOrder}/pay`, fanToken],
        ['POST', '/v2/admin/push-carts', cashierToken, {}],
      ];
      for (const [method, url, token, body] of paths) {
        const answer = await call(method, url, token, body);
        const error = (await answer.json()) as { code: string; message: string };
        expect([answer.status, error.code], `${method} ${url}`).toEqual([409, 'PAYMENT_TYPE_UNAVAILABLE']);
        expect(error.message).toMatch(/kartou/);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('an unknown link still answers 404, not a hint that card is off', async () => {
      const guessed = randomBytes(32).toString('base64url');
      expect((await call('GET', `/v2/invoice/push/${guessed}`)).status).toBe(404);
      expect((await call('GET', `/v2/cart/push/${guessed}`)).status).toBe(404);
    });
  },
);
