import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { linkIn } from '../../api/test/helpers/mail-links.ts';
import { freePort, type ServerProcess } from '../../api/test/helpers/server-process.ts';
import { startSmtpServer } from '../../api/test/helpers/smtp.ts';
import { startStripeStandIn } from '../../api/test/helpers/stripe-stand-in.ts';
import { ownDatabase } from './ownDatabase.ts';
import { startOwnShop } from './ownShop.ts';
import { acceptCookies, holdSeats, openSector, submitLogin } from './shop.ts';

// The "done when": a shop started as production (NODE_ENV=production, the README's settings,
// SMTP, JWT_SECRET) with Stripe keys sells a ticket end to end in Chromium. Stripe is the loopback
// stand-in (STRIPE_API_URL): its hosted Checkout page "pays", sends the signed webhook to the shop and
// sends the browser back to success_url. This spec starts its own shop process on a free port, on a
// fresh database of its own (a throw-away PostgreSQL database when DATABASE_URL is set, else an embedded
// one): production seeds no demo account, so the fan registers in the browser and confirms the link
// e-mailed over SMTP, as a real first buyer does.
const WEBHOOK_SECRET = 'whsec_e2e_production';

test('a production shop with Stripe sells a ticket end to end: Checkout, signed webhook, return, e-mail', async ({
  browser,
}) => {
  test.setTimeout(400_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`; // the stand-in needs the shop's webhook address first
  const smtp = await startSmtpServer();
  const standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${base}/v2/payment/stripe/webhook`,
  });
  const database = await ownDatabase();
  const fan = { email: `fan-${randomBytes(4).toString('hex')}@hokej.test`, password: 'Fanusik-Prod1' };
  const context = await browser.newContext({ baseURL: base });
  let shop: ServerProcess | undefined;
  try {
    shop = await startOwnShop(
      database.settings,
      {
        NODE_ENV: 'production',
        SEED: 'demo',
        SMTP_URL: smtp.url,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: standIn.url,
      },
      port,
    );
    const page = await context.newPage();
    // Production has no demo fan: registration in the browser, then the e-mailed verification link.
    await page.goto('/register');
    await acceptCookies(page);
    const form = page.getByRole('main');
    await form.getByLabel('Meno', { exact: true }).fill('Jozef');
    await form.getByLabel('Priezvisko').fill('Fanúšik');
    await form.getByLabel('Telefónne číslo').fill('+421900123456');
    await form.getByLabel('E-mail').fill(fan.email);
    await form.getByLabel('Heslo', { exact: true }).fill(fan.password);
    await form.getByLabel('Heslo znova').fill(fan.password);
    await form.getByRole('checkbox', { name: /obchodnými podmienkami/ }).check();
    await form.getByRole('button', { name: 'Zaregistrovať sa' }).click();
    await expect(page.getByRole('heading', { name: 'Skontrolujte si e-mail' })).toBeVisible();
    const sentTo = () => smtp.messages.find((m) => JSON.stringify(m.to).includes(fan.email));
    await smtp.waitFor(() => sentTo() !== undefined, 30_000);
    const verifyLink = linkIn(sentTo()?.text ?? '', '/verify');
    expect(verifyLink.origin).toBe(base);
    await page.goto(verifyLink.href);
    await expect(page.getByRole('heading', { name: 'E-mail je overený' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Prihlásiť sa' }).click();
    await submitLogin(page, fan);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Účet: Jozef Fanúšik' })).toBeVisible();
    await openSector(page, 'A14');
    await holdSeats(page, [0]);
    await page.getByTestId('cart-icon').click();
    await expect(page).toHaveURL(/\/checkout$/);
    const total = ((await page.getByTestId('checkout-total').textContent()) ?? '').replace(/\s/g, ' ');
    await page.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
    await page.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
    await page.getByRole('button', { name: 'Zaplatiť kartou' }).click();

    // Stripe's hosted Checkout (the stand-in's page): the order's amount in euro, then "paying".
    await expect(page).toHaveURL(new RegExp(`^${standIn.url}/c/pay/cs_test_`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(total.replace(/[^\d,]/g, ''));
    await page.getByRole('button', { name: 'Zaplatiť kartou' }).click();

    // Back in the shop through its return address: paid, and the webhook was accepted.
    await expect(page).toHaveURL(/\/payment\/status\?orderId=/);
    await expect(page.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible();
    expect(standIn.webhookAnswers).toEqual([200]);
    const session = [...standIn.sessions.values()][0];
    expect(session).toMatchObject({ currency: 'eur', customer_email: fan.email, status: 'complete' });

    // The confirmation with the tickets goes out over SMTP.
    await smtp.waitFor(() => smtp.messages.some((m) => /je zaplatená/.test(m.subject ?? '')), 30_000);
    await page.getByRole('link', { name: 'Moje objednávky' }).last().click();
    await expect(page.getByTestId('order').first().getByTestId('order-status')).toHaveText('Zaplatená');

    // Production has no sandbox gateway.
    expect((await page.request.get(`${base}/v2/payment/sandbox/${crypto.randomUUID()}`)).status()).toBe(404);
  } finally {
    await context.close();
    await shop?.stop();
    await standIn.close();
    await smtp.close();
    await database.drop();
  }
});
