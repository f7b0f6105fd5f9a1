import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { messagesTo, receivedOverSmtp } from './helpers/mail.ts';
import { CONTACT } from './helpers/orders.ts';
import { approveCard, refundSuite, unpaidOrder } from './helpers/refunds.ts';
import { bearer } from './helpers/test-app.ts';

const HEADERS = { en: { 'accept-language': 'en-GB,en;q=0.9' }, sk: { 'accept-language': 'sk-SK' } };
/** Slovak's own letters: in an English message only names and addresses may carry them. */
const SLOVAK_LETTERS = /[áäčďéíĺľňóôŕšťúýž]/i;

/** What each notice's subject starts with, by language; `{n}` is the order number. */
const SUBJECTS = {
  en: {
    payLink: 'Payment link for order no. {n}',
    cancelled: 'Order no. {n} has been cancelled',
    lateRefund: 'Order no. {n}: your payment arrived after the cancellation',
    lateRefunded: 'Order no. {n}: we are refunding your payment',
    refunded: 'Order no. {n}: we are refunding your money',
    push: 'Tickets ready for payment',
  },
  sk: {
    payLink: 'Odkaz na platbu objednávky č. {n}',
    cancelled: 'Objednávka č. {n} bola zrušená',
    lateRefund: 'Objednávka č. {n}: platba prišla po zrušení',
    lateRefunded: 'Objednávka č. {n}: platbu vrátime',
    refunded: 'Objednávka č. {n}: peniaze vrátime',
    push: 'Vstupenky pripravené na zaplatenie',
  },
};

type Language = keyof typeof HEADERS;

/** Issue 22, English: the notices an order gets after checkout speak the order's language. */
describe.each(await availableKinds())('order notices in the order’s language on %s', (kind) => {
  const { t, admin, cashier, call } = refundSuite(kind);

  const orderNumber = async (orderId: string) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select order_number::int as n from orders where id = ${orderId}`,
      )
    )[0]?.n ?? 0;

  /** The e-mails to `email` (the newest `count`) as a real SMTP server on loopback receives them. */
  async function received(email: string, count = 0) {
    const queued = (await messagesTo(t.db, email)).filter((m) => m.channel === 'EMAIL');
    return receivedOverSmtp(
      t.app,
      queued.slice(-count).map((m) => m.id),
    );
  }

  /** A received e-mail is in `language`: `<html lang>`, and an English one has no Slovak words. */
  function expectLanguage(mail: ParsedMail | undefined, language: Language) {
    expect(String(mail?.html)).toContain(`<html lang="${language}">`);
    const body = mail?.text ?? '';
    if (language === 'en') {
      expect(body).toContain(`Dear ${CONTACT.firstName},`);
      expect(body).toMatch(/ticket shop/);
      expect(`${mail?.subject}\n${body}`.match(SLOVAK_LETTERS)?.[0], body).toBeUndefined();
    } else {
      expect(body).toContain(`Dobrý deň, ${CONTACT.firstName},`);
      expect(body).toContain('predaj vstupeniek');
    }
  }

  it.each(['en', 'sk'] as const)(
    'an order placed in %s: the pay link, the back office’s cancel, the late payment and its refund',
    async (language) => {
      const order = await unpaidOrder(t, t.farMatch, 'CARD', HEADERS[language]);
      const n = await orderNumber(order.orderId);
      const sent = await call('POST', `/${order.orderId}/payment-link`, cashier.token);
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await call('POST', `/${order.orderId}/cancel`, admin.token)).statusCode).toBe(200);
      // The fan pays on the gateway after all: the money comes late and goes back.
      await approveCard(t, order.redirectUrl);
      const refunded = await call('POST', `/${order.orderId}/refund`, admin.token, {});
      expect(refunded.statusCode, refunded.body).toBe(200);

      const mails = await received(order.contact.email);
      const s = SUBJECTS[language];
      const subjects = [s.payLink, s.cancelled, s.lateRefund, s.lateRefunded];
      expect(mails.map((m) => m.subject)).toEqual(
        subjects.map((start) => expect.stringContaining(start.replace('{n}', String(n)))),
      );
      for (const mail of mails) expectLanguage(mail, language);
      const [payLink, , late, lateRefunded] = mails;
      if (language === 'en') {
        expect(payLink?.text).toMatch(/Pay order no\. \d+ \(€\d+\.\d{2}\) by card/);
        expect(payLink?.text).toMatch(/valid until \d{2}\/\d{2}\/\d{4}\./);
        expect(late?.text).toContain('We will refund the whole amount to the card you paid with');
        expect(lateRefunded?.text).toMatch(/We have refunded €\d+\.\d{2} to the card/);
      } else {
        expect(payLink?.text).toMatch(/\(\d+,\d{2}\u00a0€\) zaplatíte kartou/);
        expect(late?.text).toContain('Celú sumu vrátime na platobnú kartu');
      }
    },
  );

  it.each(['en', 'sk'] as const)(
    'a paid order placed in %s refunded by the back office: the e-mail and its credit note attached',
    async (language) => {
      const order = await unpaidOrder(t, t.farMatch, 'CARD', HEADERS[language]);
      await approveCard(t, order.redirectUrl);
      const n = await orderNumber(order.orderId);
      const answer = await call('POST', `/${order.orderId}/refund`, admin.token, { reason: 'Zápas zrušený' });
      expect(answer.statusCode, answer.body).toBe(200);

      // The newest only: the confirmation before it attached tickets that a refunded order no longer has.
      const [mail] = await received(order.contact.email, 1);
      expect(mail?.subject).toBe(SUBJECTS[language].refunded.replace('{n}', String(n)));
      expectLanguage(mail, language);
      const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
      expect(pdf?.filename).toBe(language === 'en' ? `credit-note-${n}.pdf` : `dobropis-${n}.pdf`);
      const [text = ''] = pdf ? await pdfPageTexts(pdf.content) : [];
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain('Dobropis – opravný daňový doklad');
      expect(flat).toMatch(/Storno: .*sektor/);
      if (language === 'en') {
        expect(mail?.text).toContain('The credit note is attached and in My orders.');
        expect(flat).toContain('Credit note – corrective tax document');
        expect(flat).toContain('ODBERATEĽ CUSTOMER');
        expect(flat).toMatch(/Cancellation: .*sector \S+, row \S+, seat \S+ \(adult\)/);
        expect(flat).toContain('Spolu na vrátenie Total to refund');
      } else {
        expect(flat).not.toMatch(/Credit note|Customer|Cancellation|Total/i);
      }
    },
  );

  it('a push cart is e-mailed in the language of the account with the contact’s address, else in Slovak', async () => {
    const match = await t.firstEvent();
    const visitor = await t.newUser();
    await queryRows(t.db, sql`update users set language = 'en' where id = ${visitor.id}`);
    const stranger = `stranger-${kind}@hokej.test`;
    for (const email of [visitor.email, stranger]) {
      for (const seat of await t.freeSeats(match, 2))
        expect((await t.holdSeat(cashier.token, match, seat)).statusCode).toBe(201);
      const pushed = await t.app.inject({
        method: 'POST',
        url: '/v2/admin/push-carts',
        headers: bearer(cashier.token),
        payload: { contact: { ...CONTACT, email }, sendEmail: true, validHours: 24 },
      });
      expect(pushed.statusCode, pushed.body).toBe(201);
    }
    const [english] = await received(visitor.email);
    expect(english?.subject).toBe(SUBJECTS.en.push);
    expectLanguage(english, 'en');
    expect(english?.text).toContain('number of seats: 2');
    expect(english?.text).toMatch(/reserved for you until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    const [slovak] = await received(stranger);
    expect(slovak?.subject).toBe(SUBJECTS.sk.push);
    expectLanguage(slovak, 'sk');
    expect(slovak?.text).toContain('(počet: 2)');
  });
});
