import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { pdfPageTexts } from './documents-pdf-reader.ts';
import { availableKinds } from './helpers/databases.ts';
import { DAY, paymentOf, seasonOnInstallments } from './helpers/installments.ts';
import { messagesTo, receivedOverSmtp } from './helpers/mail.ts';
import { cardOrderPlacedWith, notifyPayment, payCart, paymentIdOf } from './helpers/orders.ts';
import { madeBeforeAll, suiteApp } from './helpers/suite.ts';
import { bearer } from './helpers/test-app.ts';
import { acceptTransfer, offerTransfer, transferSecret } from './helpers/transfers.ts';

const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };

/** Issue 22, English: an order remembers the language it was placed in, and every later message speaks it. */
describe.each(await availableKinds())('the language of an order and its messages on %s', (kind) => {
  const t = suiteApp(kind);
  const s = madeBeforeAll(() => seasonOnInstallments(t));
  afterEach(() => t.setClockOffset(0));

  /** A new fan's paid card order of one free seat, placed with `headers`. */
  async function paidWith(headers: Record<string, string>) {
    const { fan, orderId, redirectUrl } = await cardOrderPlacedWith(t, headers);
    expect((await notifyPayment(t, paymentIdOf(redirectUrl))).statusCode).toBe(200);
    const [order] = await queryRows<{ orderNumber: number; language: string }>(
      t.db,
      sql`select order_number::int as "orderNumber", language from orders where id = ${orderId}`,
    );
    const [user] = await queryRows<{ language: string }>(
      t.db,
      sql`select language from users where id = ${fan.id}`,
    );
    return {
      fan,
      orderId,
      orderNumber: order?.orderNumber ?? 0,
      language: order?.language,
      userLanguage: user?.language,
    };
  }

  /** The order's confirmation as a real SMTP server on loopback receives it, and its tickets' PDF text. */
  async function delivered(email: string, subjectStart: string) {
    const mail = (await messagesTo(t.db, email)).find((m) => m.subject.startsWith(subjectStart));
    if (!mail) throw new Error(`no mail "${subjectStart}…" to ${email}`);
    const [received] = await receivedOverSmtp(t.app, [mail.id]);
    const pdf = received?.attachments.find(
      (a) => a.contentType === 'application/pdf' && /vstup|perman|tickets/.test(a.filename ?? ''),
    );
    const [ticket = ''] = pdf ? await pdfPageTexts(pdf.content) : [];
    const files = received?.attachments ?? [];
    const invoicePdf = files.find((a) => /faktura|invoice/.test(a.filename ?? ''));
    const [invoice = ''] = invoicePdf ? await pdfPageTexts(invoicePdf.content) : [];
    const ics = files.find((a) => a.contentType.startsWith('text/calendar'))?.content.toString() ?? '';
    return {
      mail,
      text: received?.text ?? '',
      html: String(received?.html ?? ''),
      ticket,
      files: files.map((a) => a.filename),
      invoice: invoice.replace(/\s+/g, ' '),
      ics,
    };
  }

  // First: a season seat needs the same seat free in every match, and the tests below buy match seats.
  it('an installment order placed in English gets its plan and its reminder in English', async () => {
    await s.seasonEndsIn(70);
    const fan = await s.fanWithSeasonSeat();
    const paid = await payCart(t, fan.token, { paymentType: 'INSTALLMENTS', contact: fan.contact }, ENGLISH);
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await notifyPayment(t, paymentOf(paid.json().redirectUrl))).statusCode).toBe(200);
    const subjects = async () => (await messagesTo(t.db, fan.email)).map((m) => m.subject);
    // Both are queued by one transaction: their order is not theirs to keep.
    expect((await subjects()).sort()).toEqual([
      expect.stringMatching(/^Instalment plan for order no\. \d+$/),
      expect.stringMatching(/^Order no\. \d+: instalment 1 of 3 paid$/),
    ]);
    await t.setClockOffset(23 * DAY + 3_600_000);
    await t.app.services.installments.sendReminders();
    const reminder = (await messagesTo(t.db, fan.email)).at(-1);
    expect(reminder?.subject).toMatch(
      /^Reminder: instalment 2 of order no\. \d+ is due on \d{2}\/\d{2}\/\d{4}$/,
    );
    expect(reminder?.textBody).toMatch(
      /Instalment 2 of your season ticket \(order no\. \d+\), €\d+\.\d{2}, is due/,
    );
  });

  it('an order placed in English gets an English confirmation and an English ticket, on the club clock', async () => {
    const order = await paidWith(ENGLISH);
    expect(order).toMatchObject({ language: 'en', userLanguage: 'en' });
    const { text, html, ticket, files, invoice, ics } = await delivered(
      order.fan.email,
      `Order no. ${order.orderNumber} is paid`,
    );
    const n = order.orderNumber;
    expect(files.sort()).toEqual([`invoice-${n}.pdf`, `matches-${n}.ics`, `tickets-${n}.pdf`]);
    // The invoice is bilingual: Slovak the tax document's language, English under each word.
    expect(invoice).toContain('Faktúra – daňový doklad Invoice – tax document');
    expect(invoice).toContain('DODÁVATEĽ SUPPLIER');
    expect(invoice).toMatch(
      /sektor \S+, rad \S+, miesto \S+ \(dospelý\) .*sector \S+, row \S+, seat \S+ \(adult\)/,
    );
    expect(invoice).toContain('Spolu na úhradu Total to pay');
    expect(ics).toContain(`X-WR-CALNAME:Order no. ${n}`);
    expect(ics).toMatch(/DESCRIPTION:Sector \S+, row \S+, seat/);
    expect(text).toContain('Thank you for your purchase.');
    expect(text).toMatch(/sector \S+, row \S+, seat \S+ \(adult\), €\d+\.\d{2}/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain('ticket shop');
    expect(text).not.toMatch(/Objednávka|sektor|Dobrý deň/);
    expect(html).toContain('<html lang="en">');
    expect(ticket).toContain('T I C K E T');
    expect(ticket).toMatch(/SECTOR\s+\S+\s+ROW\s+\S+\s+SEAT\s/);
    expect(ticket).toContain('Conditions of entry');
    expect(ticket).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(ticket).not.toMatch(/Sektor|SEKTOR|Podmienky vstupu/);
  });

  it('an order placed in Slovak, or by a client that names no language, stays Slovak', async () => {
    const slovak: Record<string, string>[] = [{ 'accept-language': 'sk-SK,sk;q=0.9,en;q=0.8' }, {}];
    for (const headers of slovak) {
      const order = await paidWith(headers);
      expect(order).toMatchObject({ language: 'sk', userLanguage: 'sk' });
      const { text, html, ticket, files, invoice, ics } = await delivered(
        order.fan.email,
        `Objednávka č. ${order.orderNumber} je zaplatená`,
      );
      const n = order.orderNumber;
      expect(files.sort()).toEqual([`faktura-${n}.pdf`, `vstupenky-${n}.pdf`, `zapasy-${n}.ics`]);
      expect(invoice).toContain('Faktúra – daňový doklad');
      expect(invoice).not.toMatch(/Invoice|Supplier|sector|Total/);
      expect(ics).toContain(`X-WR-CALNAME:Objednávka č. ${n}`);
      expect(ics).toMatch(/DESCRIPTION:Sektor \S+, rad \S+, miesto/);
      expect(text).toContain('ďakujeme za nákup.');
      expect(text).toMatch(/sektor \S+, rad \S+, miesto \S+ \(dospelý\), \d+,\d{2}\u00a0€/);
      expect(html).toContain('<html lang="sk">');
      expect(ticket).toMatch(/SEKTOR\s+\S+\s+RAD\s+\S+\s+MIESTO\s/);
      expect(ticket).toContain('Podmienky vstupu');
    }
  });

  it('any other header follows the rules of shopLanguageFor and never fails the order', async () => {
    expect(await paidWith({ 'accept-language': 'de-DE,de;q=0.9' })).toMatchObject({ language: 'en' });
    expect(await paidWith({ 'accept-language': ';;, *;q=0.5, en;q=0' })).toMatchObject({ language: 'sk' });
    expect(await paidWith({ 'accept-language': 'cs-CZ' })).toMatchObject({ language: 'sk' });
  });

  it("the ticket's transfer e-mails speak the order's language, to the friend and back to the sender", async () => {
    const order = await paidWith(ENGLISH);
    const [ticket] = await queryRows<{ serial: string }>(
      t.db,
      sql`select tk.serial from tickets tk join order_items oi on oi.id = tk.order_item_id where oi.order_id = ${order.orderId}`,
    );
    const friend = await t.newUser();
    const offered = await offerTransfer(t, order.fan.token, order.orderId, ticket?.serial ?? '', {
      email: friend.email,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const [offer] = await messagesTo(t.db, friend.email);
    expect(offer?.subject).toMatch(/is sending you a ticket for the match/);
    expect(offer?.textBody).toMatch(/sector \S+, row \S+, seat \S+/);
    expect((await acceptTransfer(t, friend.token, await transferSecret(t, friend.email))).statusCode).toBe(
      200,
    );
    const accepted = (await messagesTo(t.db, order.fan.email)).at(-1);
    expect(accepted?.subject).toMatch(/has accepted your ticket for the match/);
    expect(accepted?.textBody).toContain('no longer valid at the gate');
  });

  it('the account speaks the language of its registration, then of its latest sign-in', async () => {
    const email = `lang-${Date.now()}@hokej.test`;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v2/user/registration',
      headers: ENGLISH,
      payload: {
        email,
        password: 'Silne.Heslo1',
        firstName: 'Jane',
        lastName: 'Visitor',
        phoneNumber: `+421905${String(Date.now()).slice(-6)}`,
        termsAgreed: true,
        newsletter: false,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await messagesTo(t.db, email))[0]?.subject).toBe('Verify your e-mail address');
    await queryRows(
      t.db,
      sql`update users set email_verified_at = now() where lower(email) = lower(${email})`,
    );
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/user/login',
        headers,
        payload: { email, password: 'Silne.Heslo1' },
      });
    const slovak = await signIn({ 'accept-language': 'sk' });
    expect(slovak.statusCode, slovak.body).toBe(200);
    expect(slovak.json().language).toBe('sk');
    const reset = () =>
      t.app.inject({ method: 'POST', url: '/v2/user/reset-password-request', payload: { email } });
    expect((await reset()).statusCode).toBe(202);
    expect((await messagesTo(t.db, email)).at(-1)?.subject).toBe('Obnovenie hesla');
    expect((await signIn(ENGLISH)).json().language).toBe('en');
    const me = await t.app.inject({
      method: 'GET',
      url: '/v2/orders',
      headers: bearer((await signIn(ENGLISH)).json().accessToken),
    });
    expect(me.statusCode).toBe(200);
  });

  it('the OpenAPI document shows the account’s language on sign-in', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v2/docs/json' })).json();
    const answer = doc.paths['/v2/user/login'].post.responses['200'].content['application/json'].schema;
    expect(answer.properties.language).toMatchObject({ anyOf: [{ enum: ['sk'] }, { enum: ['en'] }] });
  });
});
