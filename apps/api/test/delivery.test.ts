import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { claimDue, deliverDue } from '../src/jobs/outbox-worker.ts';
import { BLANKED } from '../src/modules/notifications/delivered-secrets.ts';
import { availableKinds, createSeededDatabase } from './helpers/databases.ts';
import { codeIn, lastMessageTo, linkIn, messagesTo } from './helpers/mail.ts';
import { paidOrder, paidSeasonOrder } from './helpers/orders.ts';
import { startServerProcess } from './helpers/server-process.ts';
import { startSmsProvider } from './helpers/sms-provider.ts';
import { startSmtpServer } from './helpers/smtp.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';
import { waitUntil } from './helpers/wait.ts';

const PASSWORD = 'Silne-Heslo7';
const NEW_PASSWORD = 'Este-Silnejsie8';
const registration = (email: string) => ({
  firstName: 'Mária',
  lastName: 'Kováčová',
  phoneNumber: '+421907654321',
  email,
  password: PASSWORD,
  newsletter: false,
  termsAgreed: true,
});

describe.each(await availableKinds())('delivery of e-mail and SMS on %s', (kind) => {
  const smtp = { server: undefined as unknown as Awaited<ReturnType<typeof startSmtpServer>> };
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp.server = await startSmtpServer('fail', 1);
    sms = await startSmsProvider(1);
    t = await createTestApp(kind, {
      SMTP_URL: smtp.server.url,
      SMS_URL: sms.url,
      SMS_TOKEN: 'test-sms-token',
      OUTBOX_POLL_MS: '100',
      PUBLIC_URL: 'https://vstupenky.hokej.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.server.close();
    await sms.close();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/v2/user/${url}`, payload, headers });
  const outboxRow = async (id: string) => {
    const [row] = await queryRows<{
      attempts: number;
      deliveredAt: Date | null;
      lastError: string | null;
      waitS: number;
    }>(
      t.db,
      sql`select attempts, delivered_at as "deliveredAt", last_error as "lastError",
          extract(epoch from next_attempt_at - now())::float as "waitS" from outbox where id = ${id}`,
    );
    return row;
  };
  const retryNow = (id: string) =>
    queryRows(t.db, sql`update outbox set next_attempt_at = now() where id = ${id}`);

  it('the verification and reset e-mails reach a real SMTP server, after a refused first try, and their links complete both flows', async () => {
    const email = `smtp-${kind}@hokej.test`;
    expect((await post('registration', registration(email))).statusCode).toBe(201);
    const queued = await lastMessageTo(t.db, email);

    // The mail server refused the first try (451): the message waits with a backoff, not lost.
    await waitUntil(
      async () => (await outboxRow(queued.id))?.attempts === 1 && !!(await outboxRow(queued.id))?.lastError,
    );
    const failed = await outboxRow(queued.id);
    expect(failed?.deliveredAt).toBeNull();
    expect(failed?.lastError).toMatch(/451|busy/i);
    expect(failed?.waitS).toBeGreaterThan(5);
    expect(smtp.server.messages).toHaveLength(0);

    await retryNow(queued.id);
    await smtp.server.waitFor(1);
    const mail = smtp.server.messages[0];
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toContain(email);
    expect(mail?.from?.text).toContain('HK Orly Zvolen');
    expect(mail?.subject).toBe('Overte svoju e-mailovú adresu');
    expect(mail?.messageId).toBe(`<${queued.id}@hokej.test>`);
    expect(mail?.html).toContain('Overiť e-mailovú adresu');
    expect(mail?.text).toContain('Dobrý deň, Mária,');
    await waitUntil(async () => !!(await outboxRow(queued.id))?.deliveredAt);

    const link = linkIn(mail?.text ?? '', '/verify');
    expect(link.origin).toBe('https://vstupenky.hokej.test');
    const verified = await t.app.inject({ method: 'GET', url: `/v2/user/verify-email${link.search}` });
    expect(verified.statusCode).toBe(200);
    expect((await post('login', { email, password: PASSWORD })).statusCode).toBe(200);

    expect((await post('reset-password-request', { email })).statusCode).toBe(202);
    await smtp.server.waitFor(2);
    const reset = smtp.server.messages[1];
    expect(reset?.subject).toBe('Obnovenie hesla');
    const hash = linkIn(reset?.text ?? '', '/reset/')
      .pathname.split('/')
      .at(-1);
    const finished = await post('reset-password-finish', {
      newPassword: NEW_PASSWORD,
      newPasswordRetype: NEW_PASSWORD,
      resetPasswordHash: hash,
    });
    expect(finished.statusCode).toBe(200);
    expect((await post('login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    await smtp.server.waitFor(3);
    expect(smtp.server.messages[2]?.subject).toBe('Vaše heslo bolo zmenené');

    // Delivered, the outbox rows keep no usable secret: the links' secrets are blanked in both parts.
    const rows = await messagesTo(t.db, email);
    const [verifyRow, resetRow] = [rows[0], rows[1]];
    expect(resetRow?.deliveredAt).not.toBeNull();
    for (const body of [verifyRow?.textBody, verifyRow?.htmlBody, resetRow?.textBody, resetRow?.htmlBody]) {
      expect(body).toBeTruthy();
      expect(body).not.toContain(hash);
      expect(body).not.toContain(new URLSearchParams(link.search).get('hash'));
    }
    expect(resetRow?.textBody).toContain(`/reset/${BLANKED}`);
    expect(verifyRow?.textBody).toContain(`hash=${BLANKED}`);
  });

  it('the SMS code goes to the HTTP provider with its token, is retried when the provider fails, and verifies the phone', async () => {
    const fan = await t.newUser();
    const phone = kind === 'pglite' ? '+421908000001' : '+421908000002';
    await queryRows(t.db, sql`update users set phone_number = ${phone} where id = ${fan.id}`);
    expect((await post('verify-phone-send-code', undefined, bearer(fan.token))).statusCode).toBe(202);
    const queued = await lastMessageTo(t.db, phone);
    await waitUntil(
      async () => (await outboxRow(queued.id))?.attempts === 1 && !!(await outboxRow(queued.id))?.lastError,
    );
    expect((await outboxRow(queued.id))?.lastError).toMatch(/503/);
    await retryNow(queued.id);
    await waitUntil(async () => sms.received.length === 1);
    expect(sms.received[0]).toMatchObject({
      to: phone,
      authorization: 'Bearer test-sms-token',
      key: queued.id,
    });
    const verified = await post(
      'verify-phone',
      { code: codeIn(sms.received[0]?.text ?? '') },
      bearer(fan.token),
    );
    expect(verified.json()).toMatchObject({ phoneNumberVerified: true });
    // The delivered SMS row keeps no code.
    const code = codeIn(sms.received[0]?.text ?? '');
    const row = await lastMessageTo(t.db, phone);
    expect(row.deliveredAt).not.toBeNull();
    expect(row.textBody).not.toContain(code);
    expect(row.textBody).toMatch(/overovací kód je ••••••/);
  });

  it('the order confirmation arrives with the tickets and the invoice as PDF and the match as .ics', async () => {
    const fan = await t.newUser();
    await paidOrder(t, await t.firstEvent(), 1, {
      contact: { firstName: 'Mária', lastName: 'Kováčová', email: fan.email, phoneNumber: '+421907654321' },
    });
    const paid = () => smtp.server.messages.find((m) => m.subject?.endsWith('je zaplatená'));
    await smtp.server.waitFor(() => paid() !== undefined);
    const mail = paid();
    expect(mail?.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^vstupenky-\d+\.pdf$/),
      expect.stringMatching(/^faktura-\d+\.pdf$/),
      expect.stringMatching(/^zapasy-\d+\.ics$/),
    ]);
    const [tickets, invoice, calendar] = mail?.attachments ?? [];
    for (const attachment of [tickets, invoice]) {
      expect(attachment?.contentType).toBe('application/pdf');
      expect(attachment?.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(calendar?.contentType).toMatch(/^text\/calendar/);
    expect(calendar?.content.toString()).toMatch(/^BEGIN:VCALENDAR/);
  });

  it('a season ticket order’s confirmation names its PDF as the web does: permanentky-<order>.pdf', async () => {
    const fan = await t.newUser();
    const { orderId } = await paidSeasonOrder(t, {
      contact: { firstName: 'Mária', lastName: 'Kováčová', email: fan.email, phoneNumber: '+421907654321' },
    });
    const [order] = await queryRows<{ orderNumber: number }>(
      t.db,
      sql`select order_number as "orderNumber" from orders where id = ${orderId}`,
    );
    const paid = () =>
      smtp.server.messages.find(
        (m) => m.subject?.endsWith('je zaplatená') && m.subject.includes(String(order?.orderNumber)),
      );
    await smtp.server.waitFor(() => paid() !== undefined);
    const names = paid()?.attachments.map((a) => a.filename) ?? [];
    expect(names[0]).toBe(`permanentky-${order?.orderNumber}.pdf`);
    expect(names).not.toContainEqual(expect.stringMatching(/^vstupenky-/));
    expect(names).toContain(`faktura-${order?.orderNumber}.pdf`);
  });

  it('a message whose worker died mid-way is delivered by the next one once its lease runs out', async () => {
    const fan = await t.newUser();
    await post('reset-password-request', { email: fan.email });
    const queued = await lastMessageTo(t.db, fan.email);
    await waitUntil(async () => !!(await outboxRow(queued.id))?.deliveredAt);
    const before = smtp.server.messages.length;
    // Put it back as if a worker had claimed it for an hour and then died without a word. Undone and
    // claimed in one transaction, so the app's own worker never sees it due in between.
    const claimedByTheDead = await t.db.transaction(async (tx) => {
      await queryRows(tx, sql`update outbox set delivered_at = null where id = ${queued.id}`);
      return claimDue(tx, 3600);
    });
    expect(claimedByTheDead.map((m) => m.id)).toContain(queued.id);
    expect((await claimDue(t.db, 3600)).map((m) => m.id)).not.toContain(queued.id); // leased: nobody else takes it
    // The lease runs out by the database's clock: moved into the past instead of waited for.
    await queryRows(
      t.db,
      sql`update outbox set locked_until = now() - interval '1 millisecond' where id = ${queued.id}`,
    );
    await waitUntil(async () => !!(await outboxRow(queued.id))?.deliveredAt);
    expect(smtp.server.messages.length).toBe(before + 1);
    expect(smtp.server.messages.at(-1)?.messageId).toBe(`<${queued.id}@hokej.test>`);
    expect(await deliverDue(t.db, { EMAIL: async () => {}, SMS: async () => {} }, 60)).toBe(0);
  });
});

describe.runIf((await availableKinds()).includes('postgres'))('a server killed while it delivers', () => {
  it('leaves the message to the next process, which delivers it exactly once', async () => {
    const { database, url, dispose } = await createSeededDatabase('postgres');
    const hanging = await startSmtpServer('stall');
    const good = await startSmtpServer('accept');
    const env = {
      DATABASE_URL: url ?? '',
      SEED: 'none',
      HOLD_SWEEP_INTERVAL_MS: '0',
      OUTBOX_POLL_MS: '200',
      OUTBOX_LEASE_S: '2',
      WEB_DIST: '/nonexistent',
    };
    try {
      const first = await startServerProcess({ ...env, SMTP_URL: hanging.url });
      const email = 'pad@hokej.test';
      const answer = await fetch(`${first.base}/v2/user/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration(email)),
      });
      expect(answer.status).toBe(201);
      await hanging.waitFor(() => hanging.started() === 1);
      await first.stop('SIGKILL'); // dies in the middle of the SMTP conversation

      const second = await startServerProcess({ ...env, SMTP_URL: good.url });
      try {
        await good.waitFor(1, 20_000);
        // No wrong second delivery can follow: the row is marked delivered (never claimed again) after
        // two claims in all, the dead process's and the one that reached the good server.
        const row = async () => {
          const [found] = await queryRows<{ attempts: number; delivered: boolean }>(
            database.db,
            sql`select attempts, delivered_at is not null as delivered from outbox where recipient = ${email}`,
          );
          return found;
        };
        await waitUntil(async () => (await row())?.delivered === true);
        expect((await row())?.attempts).toBe(2);
        expect(good.messages).toHaveLength(1);
        expect(good.messages[0]?.subject).toBe('Overte svoju e-mailovú adresu');
        const link = linkIn(good.messages[0]?.text ?? '', '/verify');
        const verified = await fetch(`${second.base}/v2/user/verify-email${link.search}`);
        expect(verified.status).toBe(200);
      } finally {
        await second.stop();
      }
    } finally {
      await hanging.close();
      await good.close();
      await dispose();
    }
  });
});
