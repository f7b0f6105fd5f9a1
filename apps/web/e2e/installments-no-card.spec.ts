import { type Browser, expect, type Page, test } from '@playwright/test';
import { PRODUCTION_WITHOUT_CARD, type ServerProcess } from '../../api/test/helpers/server-process.ts';
import { startSmtpServer } from '../../api/test/helpers/smtp.ts';
import { ownDatabase } from './ownDatabase.ts';
import { startOwnShop } from './ownShop.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { fan, logInFromHome } from './shop.ts';

// Issue 16: a club that switches its card provider off (production without PAYMENT_PROVIDER) shows no
// "Zaplatiť" for a later installment part in My orders (GET /v2/payment/types says cardOffered: false),
// it says card payment is not available instead. One database, two processes one after the other: a shop
// with the sandbox card sells a season ticket on installments (part 1 paid; its My orders offers part 2:
// the control), then the same data in a real NODE_ENV=production process without a card provider.
/** A browser of its own on `base` with the demo fan logged in. */
async function fanOn(browser: Browser, base: string) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await logInFromHome(page, fan);
  return { context, page };
}

/** Part 2 of the first installment plan in My orders, once part 1 shows paid. */
async function laterPart(page: Page) {
  await page.goto('/my-orders');
  await waitUntilSettled(page);
  const plan = page.getByTestId('installment-plan').first();
  await expect(plan.getByTestId('installment').nth(0)).toHaveAttribute('data-state', 'PAID');
  const part2 = plan.getByTestId('installment').nth(1);
  await expect(part2).toHaveAttribute('data-state', 'UNPAID');
  return part2;
}

test('without a card provider in production, My orders shows no "Zaplatiť" for a later installment part (the sandbox shop does)', async ({
  browser,
}) => {
  test.setTimeout(400_000);
  const database = await ownDatabase();
  const smtp = await startSmtpServer();
  let shop: ServerProcess | undefined;
  try {
    // The shop with the sandbox card: the demo fan buys a season ticket on installments, pays part 1.
    shop = await startOwnShop(database.settings, { SEED: 'demo', NODE_ENV: 'development' });
    const sandbox = shop.base;
    const api = await fetch(`${sandbox}/v2/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fan),
    });
    const headers = {
      authorization: `Bearer ${(await api.json()).accessToken}`,
      'content-type': 'application/json',
    };
    const seasons = (await (await fetch(`${sandbox}/v2/season`)).json()) as { data: { uuid: string }[] };
    const season = seasons.data[0]?.uuid ?? '';
    const sector = (await (await fetch(`${sandbox}/v2/season/arena/${season}/sector/B39`)).json()) as {
      setup: Record<string, { row: string; name: string; buyState: string }[]>;
    };
    const free = Object.values(sector.setup)
      .flat()
      .find((seat) => seat.buyState === 'ACTIVE');
    const held = await fetch(`${sandbox}/v2/cart`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'ADD_SEAT',
        setupType: 'SEASON',
        uuid: season,
        seat: { sector: 'B39', row: free?.row, name: free?.name },
      }),
    });
    expect(held.status, await held.clone().text()).toBe(201);
    const checkout = await fetch(`${sandbox}/v2/cart/pay`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        paymentType: 'INSTALLMENTS',
        contact: { firstName: 'Jozef', lastName: 'Fanúšik', email: fan.email, phoneNumber: '+421900123456' },
        termsAgreed: true,
        contactConsent: true,
      }),
    });
    expect(checkout.status, await checkout.clone().text()).toBe(201);
    const { redirectUrl } = (await checkout.json()) as { redirectUrl: string };
    const control = await fanOn(browser, sandbox);
    await control.page.goto(redirectUrl);
    await control.page.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
    await expect(
      control.page.getByRole('heading', { name: 'Prvá splátka je zaplatená, ďakujeme!' }),
    ).toBeVisible();
    const offered = await laterPart(control.page);
    await expect(offered.getByRole('button', { name: /Zaplatiť/ })).toBeVisible();
    await control.context.close();
    await shop.stop();

    // The same data in production without a card provider.
    shop = await startOwnShop(database.settings, {
      ...PRODUCTION_WITHOUT_CARD,
      SEED: 'none',
      SMTP_URL: smtp.url,
    });
    const production = await fanOn(browser, shop.base);
    const later = await laterPart(production.page);
    await expect(later.getByTestId('card-unavailable')).toBeVisible();
    await expect(later.getByRole('button')).toHaveCount(0);
    await expect(production.page.getByRole('button', { name: /^Zaplatiť/ })).toHaveCount(0);
    const findings = [await inspectPage(production.page, 'My orders, production without card')];
    await shootWidths(production.page, 'my-orders-no-card');
    expectCleanPages(findings);
    await production.context.close();
  } finally {
    await shop?.stop();
    await smtp.close();
    await database.drop();
  }
});
