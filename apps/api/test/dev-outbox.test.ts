import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo, resetHash } from './helpers/mail.ts';
import { CONTACT, matchForBankTransfer, payCart } from './helpers/orders.ts';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.ts';
import { waitUntil } from './helpers/wait.ts';

describe('the dev mailbox', () => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    dev = await createTestApp('pglite');
    production = await createTestApp('pglite', {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
  });
  afterAll(async () => {
    await dev.close();
    await production.close();
  });

  it('shows every e-mail and SMS, newest first, with clickable links and escaped content', async () => {
    const email = 'schranka@hokej.test';
    const registered = await dev.app.inject({
      method: 'POST',
      url: '/v2/user/registration',
      payload: {
        firstName: '<i>Eva</i>',
        lastName: 'Malá',
        phoneNumber: '+421905000111',
        email,
        password: 'Dobre-Heslo5',
        newsletter: false,
        termsAgreed: true,
      },
    });
    expect(registered.statusCode).toBe(201);
    await dev.app.inject({ method: 'POST', url: '/v2/user/reset-password-request', payload: { email } });

    const page = await dev.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Vývojárska schránka');
    expect(page.body.indexOf('Obnovenie hesla')).toBeLessThan(
      page.body.indexOf('Overte svoju e-mailovú adresu'),
    );
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:3000\/verify\?hash=[A-Za-z0-9_-]+&#38;email=schranka%40hokej.test">/,
    );
    expect(page.body).toMatch(/<a href="http:\/\/localhost:3000\/reset\/[A-Za-z0-9_-]+">/);
    expect(page.body).not.toContain('<i>Eva</i>');
    expect(page.body).toContain('&#60;i&#62;Eva&#60;/i&#62;');

    const json = await dev.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.json()[0]).toMatchObject({ channel: 'EMAIL', recipient: email, subject: 'Obnovenie hesla' });
  });

  it('keeps a delivered reset link whole in development, so the link in the mailbox still works', async () => {
    const fan = await dev.newUser();
    await dev.app.inject({
      method: 'POST',
      url: '/v2/user/reset-password-request',
      payload: { email: fan.email },
    });
    let row = await lastMessageTo(dev.db, fan.email);
    await waitUntil(
      async () => {
        row = await lastMessageTo(dev.db, fan.email);
        return Boolean(row.deliveredAt);
      },
      { what: 'the dev mailbox to take the message', timeoutMs: 10_000, everyMs: 20 },
    );
    const hash = resetHash(row.textBody);
    expect((await dev.app.inject({ method: 'GET', url: '/dev/outbox' })).body).toContain(`/reset/${hash}`);
    const done = await dev.app.inject({
      method: 'POST',
      url: '/v2/user/reset-password-finish',
      payload: { newPassword: 'Nove-Heslo-77', newPasswordRetype: 'Nove-Heslo-77', resetPasswordHash: hash },
    });
    expect(done.statusCode).toBe(200);
  });

  it('shows the bank-transfer e-mail with its PAY by square QR code, in the HTML view and as a PNG', async () => {
    const fan = await dev.newUser();
    const match = await matchForBankTransfer(dev);
    const [seat] = await dev.freeSeats(match, 1);
    expect((await dev.holdSeat(fan.token, match, seat ?? {})).statusCode).toBe(201);
    const email = 'prevod@hokej.test';
    const paid = await payCart(dev, fan.token, {
      paymentType: 'BANK_TRANSFER',
      contact: { ...CONTACT, email },
    });
    expect(paid.statusCode).toBe(201);

    const [message] = (await dev.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
    expect(message).toMatchObject({ recipient: email, attachments: [{ kind: 'ORDER_PAY_BY_SQUARE' }] });
    const picture = `/dev/outbox/${message.id}/attachments/0`;
    const page = (await dev.app.inject({ method: 'GET', url: '/dev/outbox' })).body;
    expect(page).toContain(`<a href="${picture}">QR kód PAY by square (PNG)</a><br><img src="${picture}"`);
    // The HTML view (escaped into srcdoc) shows the inline picture from the same link, not a dead cid:.
    expect(page).toContain(`src=&#34;${picture}&#34;`);
    expect(page).not.toContain('cid:pay-by-square');

    const png = await dev.app.inject({ method: 'GET', url: picture });
    expect(png.headers['content-type']).toBe('image/png');
    const image = PNG.sync.read(png.rawPayload);
    const scanned = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    const [order] = (
      await dev.app.inject({ method: 'GET', url: '/v2/orders', headers: bearer(fan.token) })
    ).json().data;
    expect(scanned?.data).toBe(order.bankTransfer.payBySquare);
  });

  it('does not exist in production', async () => {
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      const answer = await production.app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Vývojárska schránka');
    }
  });
});
