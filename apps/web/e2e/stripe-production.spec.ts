import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPostgresDatabase } from '../../api/test/helpers/databases.ts';
import { linkIn } from '../../api/test/helpers/mail-links.ts';
import { API_BUNDLE } from '../../api/test/helpers/server-process.ts';
import { startSmtpServer } from '../../api/test/helpers/smtp.ts';
import { startStripeStandIn } from '../../api/test/helpers/stripe-stand-in.ts';
import { acceptCookies, holdSeats, openSector, submitLogin } from './shop.ts';

// The "done when": a shop started as production (NODE_ENV=production, the README's settings,
// SMTP, JWT_SECRET) with Stripe keys sells a ticket end to end in Chromium. Stripe is the loopback
// stand-in (STRIPE_API_URL): its hosted Checkout page "pays", sends the signed webhook to the shop and
// sends the browser back to success_url. This spec starts its own shop process on a free port, on a
// fresh database of its own (a throw-away PostgreSQL database when DATABASE_URL is set, else an embedded
// one): production seeds no demo account, so the fan registers in the browser and confirms the link
// e-mailed over SMTP, as a real first buyer does.
const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = resolve(here, '../../api');
const WEBHOOK_SECRET = 'whsec_e2e_production';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * The shop as its own production process, started as production starts it (the bundle on plain node,
 * built by the run's global setup); answers once /v2/health answers (a fresh seed can take minutes here).
 */
async function startShop(env: Record<string, string>, base: string) {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const key of ['DATABASE_URL', 'DATA_DIR', 'PAYMENT_PROVIDER', 'SANDBOX_NOTIFY_DELAY_MS'])
    if (!(key in env)) delete merged[key];
  const child: ChildProcess = spawn(process.execPath, [API_BUNDLE], {
    cwd: apiRoot,
    env: merged,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited:\n${output}`);
    const up = await fetch(`${base}/v2/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`the shop did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

test('a production shop with Stripe sells a ticket end to end: Checkout, signed webhook, return, e-mail', async ({
  browser,
}) => {
  test.setTimeout(400_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const smtp = await startSmtpServer();
  const standIn = await startStripeStandIn({
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `${base}/v2/payment/stripe/webhook`,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'hokej-e2e-stripe-'));
  const postgres = process.env.DATABASE_URL ? await createPostgresDatabase() : undefined;
  const shop = await startShop(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
      SEED: 'demo',
      WEB_DIST: resolve(here, '../dist'),
      PUBLIC_URL: base,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_e2e',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: standIn.url,
      LOG_LEVEL: 'warn',
    },
    base,
  );
  const context = await browser.newContext({ baseURL: base });
  const fan = { email: `fan-${randomBytes(4).toString('hex')}@hokej.test`, password: 'Fanusik-Prod1' };
  try {
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
    await shop.stop();
    await standIn.close();
    await smtp.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
