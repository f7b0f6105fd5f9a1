import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailTo } from './season.ts';
import { fan, logInFromHome } from './shop.ts';

// The seed's renewal demo (apps/api/src/seed/renewals.ts): a finished season whose holders are the demo
// fan and a second holder, with next season's renewal open for two weeks.
const second = { email: 'druhy.drzitel@hokej.test', password: 'Drzitel123!' };
const SHOTS = '/tmp/shots-renewal';

async function noSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

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
  await noSeriousAxe(page);
  await page.screenshot({ path: `${SHOTS}/renewals-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/renewals-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await offer.getByRole('link', { name: /^Obnoviť permanentku/ }).click();
  await expect(page).toHaveURL(/\/checkout\/renewal\//);
  await expect(page.getByTestId('checkout-item')).toContainText('Permanentka 2027/2028');
  await noSeriousAxe(page);
  await page.screenshot({ path: `${SHOTS}/renewal-checkout-1280.png`, fullPage: true });
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
  await noSeriousAxe(other);
  await other.screenshot({ path: `${SHOTS}/renewals-declined-390.png`, fullPage: true });

  await secondContext.close();
  await holderContext.close();
});
