import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './pageCheck.ts';
import { mailTo } from './season.ts';
import { admin, fan, logInFromHome, seatLocator } from './shop.ts';
import { needsServerDatabase, setShopClockOffset } from './shopClock.ts';
import { arenaTemplate, bearer, ok } from './todaysMatch.ts';

// The seed's renewal demo (apps/api/src/seed/renewals.ts): a finished season whose holders are the demo
// fan and a second holder, with next season's renewal open for two weeks.
const second = { email: 'druhy.drzitel@hokej.test', password: 'Drzitel123!' };
const third = { email: 'treti.fanusik@hokej.test', password: 'Treti123!' };
const NEXT_SEASON = 'Permanentka 2027/2028';

// One journey in order: the renewal and the decline, then the deadline, then the club's page.
test.describe.configure({ mode: 'serial' });
const SHOTS = '/tmp/shots-renewal';

/** Signs in and opens the e-mail's personal link; answers the offer's card. */
async function openFromMail(page: Page, user: { email: string; password: string }) {
  const mail = await mailTo(page, user.email, 'Obnovenie permanentky na sezónu');
  const link = mail.textBody.match(
    /https?:\/\/\S+?(\/my-season-tickets\/renewals\?offer=[0-9a-f-]{36})/,
  )?.[1];
  expect(link, 'the personal renewal link').toBeTruthy();
  // The holder signs in, then opens the e-mail's link.
  await logInFromHome(page, user);
  await page.goto(link ?? '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Obnovenie permanentky' })).toBeVisible();
  return page.getByTestId('renewal-offer').filter({ hasText: 'Permanentka 2027/2028' });
}

test('a holder renews the kept seat from the e-mail link and pays by card; a second holder declines', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const holderContext = await browser.newContext();
  const page = await holderContext.newPage();
  const offer = await openFromMail(page, fan);
  await expect(offer).toContainText('Podržané pre vás');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, { within: 'page', labelMismatch: true });
  await page.screenshot({ path: `${SHOTS}/renewals-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/renewals-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await offer.getByRole('link', { name: /^Obnoviť permanentku/ }).click();
  await expect(page).toHaveURL(/\/checkout\/renewal\//);
  await expect(page.getByTestId('checkout-item')).toContainText('Permanentka 2027/2028');
  await expectAccessible(page, { within: 'page', labelMismatch: true });
  await page.screenshot({ path: `${SHOTS}/renewal-checkout-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/renewal-checkout-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
  await page.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
  await page.getByRole('button', { name: 'Zaplatiť kartou' }).click();
  await expect(page).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
  await page.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
  await expect(page).toHaveURL(/\/(payment\/status|order\/success)/);
  // Once the gateway's notice has settled the order, the offer reads renewed.
  await expect(async () => {
    await page.goto('/my-season-tickets/renewals');
    await expect(
      page.getByTestId('renewal-offer').filter({ hasText: 'Permanentka 2027/2028' }),
    ).toContainText('Obnovená', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });

  const secondContext = await browser.newContext();
  const other = await secondContext.newPage();
  const theirs = await openFromMail(other, second);
  await theirs.getByRole('button', { name: /^Odmietnuť obnovenie/ }).click();
  await expect(theirs).toContainText('Odmietnutá');
  await expect(theirs.getByRole('button', { name: /^Odmietnuť/ })).toHaveCount(0);
  await other.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(other, { within: 'page', labelMismatch: true });
  await other.screenshot({ path: `${SHOTS}/renewals-declined-390.png`, fullPage: true });

  await secondContext.close();
  await holderContext.close();
});

type Offer = {
  seasonUuid: string;
  seasonTitle: string;
  renewalTo: string;
  status: string;
  seat: { sector: string; row: string; name: string };
};

test('at the deadline the declined seat is released and turns free on a third fan’s open map, without a reload', async ({
  browser,
  request,
}) => {
  needsServerDatabase(test);
  test.setTimeout(240_000);
  const { data } = await ok<{ data: Offer[] }>(
    await request.get('/v2/season/renewals', { headers: await bearer(request, second) }),
    'the second holder’s offers',
  );
  const declined = data.find((o) => o.seasonTitle === NEXT_SEASON);
  expect(declined?.status).toBe('DECLINED');
  const { seasonUuid, seat, renewalTo } = declined as Offer;
  // The club publishes next season's offer (its public sale starts later), so fans may look at its map.
  await ok(
    await request.post(`/v2/admin/seasons/${seasonUuid}/publish`, { headers: await bearer(request, admin) }),
    'publish next season',
  );

  const context = await browser.newContext();
  const page = await context.newPage();
  // Only the live channel may bring the change: the sector's seats are read once; later reads (the page's
  // periodic refresh, a resync) get no answer while the test runs.
  let read = false;
  const unanswered: Route[] = [];
  await page.route(`**/v2/season/arena/${seasonUuid}/sector/**`, async (route) => {
    if (read) unanswered.push(route);
    else {
      read = true;
      await route.continue();
    }
  });
  await logInFromHome(page, third);
  await page.goto(`/season/${seasonUuid}/${encodeURIComponent(seat.sector)}`);
  const place = seatLocator(page, seat);
  await expect(place).toBeVisible();
  await expect(place).not.toHaveAttribute('data-state', 'free');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  try {
    // The shop's clock a minute past the renewal deadline; the renewal round (every 30 s) releases the seat.
    await setShopClockOffset(Date.parse(renewalTo) + 60_000 - Date.now());
    await expect(place).toHaveAttribute('data-state', 'free', { timeout: 90_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page, { within: 'page', labelMismatch: true });
    await page.screenshot({ path: `${SHOTS}/released-seat-1280.png` });
  } finally {
    await setShopClockOffset(0);
    await Promise.all(unanswered.map((route) => route.abort()));
    await context.close();
  }
});

test('the club opens a renewal, sees its figures per sector, extends the deadline and renews at the box office', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const staff = await bearer(request, admin);
  const template = await arenaTemplate(request, staff);
  const DAY = 86_400_000;
  const title = `Permanentka 2028/2029 ${Date.now().toString(36)}`;
  await ok(
    await request.post('/v2/admin/seasons', {
      headers: staff,
      data: {
        templateId: template.id,
        title,
        startsAt: new Date(Date.now() + 700 * DAY).toISOString(),
        endsAt: new Date(Date.now() + 900 * DAY).toISOString(),
        saleStartsAt: new Date(Date.now() + DAY).toISOString(),
        prices: template.sectorNames.map((sector) => ({ sector, ticketType: 'CLASSIC', price: 24000 })),
      },
    }),
    'next season',
  );

  await logInFromHome(page, admin);
  await page.goto('/admin');
  await page.screenshot({ path: `${SHOTS}/admin-dashboard-1280.png`, fullPage: true });
  await page.getByRole('link', { name: 'Obnovenie permanentiek' }).click();
  await expect(page).toHaveURL(/\/admin\/renewals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Obnovenie permanentiek' })).toBeVisible();
  // The demo's campaign after its deadline: the declined seat counted released, no later deadline offered.
  const demo = page.getByTestId('renewal-campaign').filter({
    has: page.getByRole('heading', { level: 2, name: NEXT_SEASON }),
  });
  await expect(demo.getByRole('table', { name: `Obnovenie ${NEXT_SEASON} po sektoroch` })).toBeVisible();
  const demoTotal = demo.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Spolu' }) });
  await expect(demoTotal.getByRole('cell')).toHaveText(['2', '1', '1', '1', /^50\s%$/, /€$/]);
  await expect(demo).toContainText('Neobnovené miesta uvoľnené do predaja');

  // Open next season's renewal from 2027/2028, whose holder is the fan who renewed.
  const form = page.getByRole('form', { name: 'Otvoriť obnovenie' });
  await form.getByLabel('Aktuálna sezóna (držitelia)').selectOption({ label: NEXT_SEASON });
  await form.getByLabel('Ďalšia sezóna').selectOption({ label: title });
  await form.getByRole('button', { name: 'Otvoriť obnovenie' }).click();
  await expect(page.getByText('Obnovenie je otvorené, držiteľom odchádzajú e-maily.')).toBeVisible();
  const campaign = page.getByTestId('renewal-campaign').filter({
    has: page.getByRole('heading', { level: 2, name: title }),
  });
  const total = campaign.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Spolu' }) });
  await expect(total.getByRole('cell')).toHaveText(['1', '0', '0', '0', /^0\s%$/, /^0,00\s€$/]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, { within: 'page', labelMismatch: true });
  await page.screenshot({ path: `${SHOTS}/admin-renewals-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-renewals-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A deadline earlier than the current one is refused in Slovak; a later one is taken.
  const deadline = campaign.getByLabel('Predĺžiť lehotu do');
  const windows = campaign.getByTestId('renewal-windows');
  const before = await windows.textContent();
  const proposed = await deadline.inputValue();
  await deadline.fill('2020-01-01T10:00');
  await campaign.getByRole('button', { name: 'Predĺžiť' }).click();
  await expect(campaign.getByRole('alert')).toContainText('Novú lehotu obnovenia možno len predĺžiť');
  await deadline.fill(proposed);
  await campaign.getByRole('button', { name: 'Predĺžiť' }).click();
  await expect(page.getByText('Lehota obnovenia je predĺžená.')).toBeVisible();
  await expect(windows).not.toHaveText(before ?? '');

  // The box office by keyboard: find the holder, open the form, renew by bank transfer.
  await campaign.getByLabel('Hľadať držiteľa').focus();
  await page.keyboard.type('fanusik');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Obnoviť za držiteľa /);
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveText(/^Obnovenie pre /);
  await campaign.getByLabel('Spôsob platby').selectOption({ label: 'Bankový prevod' });
  const phone = campaign.getByLabel('Telefón');
  if (!(await phone.inputValue())) await phone.fill('+421905123456');
  await campaign.getByLabel('Držiteľ súhlasí so všeobecnými obchodnými podmienkami').focus();
  await page.keyboard.press('Space');
  await campaign.getByLabel('Držiteľ súhlasí so spracovaním kontaktných údajov').focus();
  await page.keyboard.press('Space');
  await campaign.getByRole('button', { name: 'Obnoviť permanentku' }).click();
  await expect(campaign.getByText(/Objednávka obnovenia je vytvorená/)).toBeVisible();
  await expect(campaign.getByTestId('box-office-offer')).toContainText('Čaká na platbu');
  await expect(campaign).toContainText('Čaká na platbu: 1');
  await expectAccessible(page, { within: 'page', labelMismatch: true });
  await page.screenshot({ path: `${SHOTS}/admin-renewals-box-office-1280.png`, fullPage: true });
});
