import { expect, test } from './fixtures.ts';
import { shoot } from './pageCheck.ts';
import { mailTo } from './season.ts';
import { acceptCookies, fan, holdSeats, logInFromHome } from './shop.ts';

// A sector no other journey uses, so their seats do not meet in one database.
const SECTOR = 'B37';
// Its screenshots go to E2E_SHOTS, the window back to Playwright's 1280 × 720 after each.
const shots = { dir: process.env.E2E_SHOTS, after: { width: 1280, height: 720 } };

test('a fan buys a season ticket on installments, pays part 1 by card, and pays part 2 through the e-mailed link without logging in', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const fanContext = await browser.newContext();
  const page = await fanContext.newPage();
  await logInFromHome(page, fan);

  // A season seat, chosen on the season's sector page.
  const seasons = (await (await page.request.get('/v2/season')).json()) as { data: { uuid: string }[] };
  const season = seasons.data[0]?.uuid;
  expect(season, 'the demo season').toBeTruthy();
  await page.goto(`/season/${season}/${SECTOR}`);
  await holdSeats(page, [0]);

  // Checkout offers installments for a cart of season tickets; part 1 is paid by card at the gateway.
  await page.getByTestId('cart-icon').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(/Na splátky/).check();
  await page.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
  await page.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
  await page.getByRole('button', { name: 'Zaplatiť prvú splátku kartou' }).click();
  await expect(page).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
  await page.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/status\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Prvá splátka je zaplatená, ďakujeme!' })).toBeVisible();
  await expect(page.getByTestId('payment-outcome')).toContainText(
    /Zaplatená 1\. splátka z 3, ďalšia do \d{2}\.\d{2}\.\d{4}\./,
  );
  await shoot(page, 'payment-status-first-part', shots);

  // My orders: the order is paid, its plan has part 1 paid and two parts to go.
  await page.goto('/my-orders');
  const plan = page.getByTestId('order').first().getByTestId('installment-plan');
  await expect(plan.getByTestId('installment')).toHaveCount(3);
  await expect(plan.getByTestId('installment').nth(0)).toHaveAttribute('data-state', 'PAID');
  await expect(plan.getByTestId('installment').nth(1)).toHaveAttribute('data-state', 'UNPAID');
  const status = page.getByTestId('order').first().getByTestId('order-status');
  await expect(status).toHaveText(/^Zaplatená 1\. splátka z 3, ďalšia do \d{2}\.\d{2}\.\d{4}$/);
  await shoot(page, 'my-orders-installments', shots);

  // The plan e-mail carries a link per later part.
  const mail = await mailTo(page, fan.email, 'Splátkový kalendár');
  const links = [...mail.textBody.matchAll(/https?:\/\/\S+?\/invoice\/push\/[A-Za-z0-9_-]{43}/g)].map(
    (m) => new URL(m[0]),
  );
  expect(links).toHaveLength(2);

  // Someone without an account opens part 2's link and pays it.
  const payerContext = await browser.newContext();
  const payer = await payerContext.newPage();
  await payer.goto(links[0]?.pathname ?? '/');
  await acceptCookies(payer);
  await expect(payer.getByRole('heading', { name: '2. splátka z 3' })).toBeVisible();
  await expect(payer.getByTestId('invoice-part')).toHaveAttribute('data-state', 'UNPAID');
  await shoot(payer, 'invoice-push-unpaid', shots);
  await payer.getByRole('button', { name: /kartou$/ }).click();
  await expect(payer).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+\?pushId=/);
  await payer.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
  await expect(payer).toHaveURL(new RegExp(`${links[0]?.pathname}$`));
  await expect(payer.getByText('Táto splátka je zaplatená. Ďakujeme!')).toBeVisible();
  await shoot(payer, 'invoice-push-paid', shots);

  // The fan's My orders shows part 2 paid; a link nobody issued opens nothing.
  await page.reload();
  await expect(plan.getByTestId('installment').nth(1)).toHaveAttribute('data-state', 'PAID');
  await expect(status).toHaveText(/^Zaplatené 2 splátky z 3, ďalšia do \d{2}\.\d{2}\.\d{4}$/);
  await payer.goto(`/invoice/push/${'x'.repeat(43)}`);
  await expect(payer.getByRole('heading', { name: 'Tento odkaz na platbu už neplatí' })).toBeVisible();
  await shoot(payer, 'invoice-push-gone', shots);

  await payerContext.close();
  await fanContext.close();
});
