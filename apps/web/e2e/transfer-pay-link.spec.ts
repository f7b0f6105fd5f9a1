import { expect, test } from './fixtures.ts';
import { mailTo } from './season.ts';
import { acceptCookies, fan, holdSeats, logInFromHome } from './shop.ts';

// Another sector than the other journeys, so their seats do not meet in one database.
const SECTOR = 'A16';

test("a bank-transfer order's e-mailed link is paid by card in a browser that is not logged in", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The demo fan orders a seat of the match six days ahead (a transfer needs 5+ days) and picks a bank transfer.
  const fanContext = await browser.newContext();
  const page = await fanContext.newPage();
  await logInFromHome(page, fan);
  const events = (await (await page.request.get('/v2/event')).json()) as {
    data: { uuid: string; opponent: string }[];
  };
  const nitra = events.data.find((event) => event.opponent === 'HK Nitra');
  expect(nitra, 'the demo match against HK Nitra').toBeTruthy();
  await page.goto(`/event/${nitra?.uuid}/${SECTOR}`);
  await holdSeats(page, [3]);
  await page.getByTestId('cart-icon').click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Bankový prevod').check();
  await page.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
  await page.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
  await page.getByRole('button', { name: 'Objednať a zaplatiť prevodom' }).click();
  await expect(page).toHaveURL(/\/order\/success\?orderId=/);

  // The e-mail gives IBAN and VS, and a link that pays by card without login.
  const mail = await mailTo(page, fan.email, 'Objednávka č.');
  expect(mail.subject).toMatch(/čaká na platbu$/);
  expect(mail.textBody).toMatch(/IBAN: SK\d+, variabilný symbol: \d+/);
  const link = mail.textBody.match(/Zaplatiť kartou: (\S+)/)?.[1];
  expect(link, 'the pay link in the e-mail').toBeTruthy();
  const path = new URL(link as string).pathname;

  // Someone without an account opens it in another browser.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(path);
  await acceptCookies(stranger);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Platba objednávky' })).toBeVisible();
  const card = stranger.getByTestId('invoice-order');
  await expect(card).toHaveAttribute('data-state', 'AWAITING_PAYMENT');
  await expect(card.getByText('Čaká na platbu')).toBeVisible();
  await expect(card.getByTestId('invoice-item')).toHaveCount(1);
  await expect(card.getByTestId('invoice-item')).toContainText(`${SECTOR}, rad`);
  await expect(stranger.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' })).toBeVisible();

  await card.getByRole('button', { name: 'Zaplatiť kartou' }).click();
  await expect(stranger).toHaveURL(/\/v2\/payment\/sandbox\/[^/?]+\?pushId=/);
  await stranger.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
  await expect(stranger).toHaveURL(/\/push\/payment\/status\?orderId=/);
  await expect(stranger.getByTestId('payment-outcome')).toHaveAttribute('data-view', 'paid');

  // The link closes with its paid order (a page of its own, no error dialog); the fan's own order is paid.
  await stranger.goto(path);
  await expect(
    stranger.getByRole('heading', { level: 1, name: 'Tento odkaz na platbu už neplatí' }),
  ).toBeVisible();
  await expect(stranger.getByRole('dialog')).toHaveCount(0);
  await expect(stranger.getByRole('button', { name: 'Zaplatiť kartou' })).toHaveCount(0);
  await page.goto('/my-orders');
  // The newest of the fan's orders is this one.
  await expect(page.getByTestId('order').first().getByTestId('order-status')).toHaveText('Zaplatená');
  await strangerContext.close();
  await fanContext.close();
});
