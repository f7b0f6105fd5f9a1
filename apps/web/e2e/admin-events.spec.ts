import { expect, test } from './fixtures.ts';
import { shoot } from './pageCheck.ts';
import { admin, fan, logInFromHome } from './shop.ts';

test('the admin creates a match from the template with prices, publishes it, and the fan sees it in the shop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const opponent = `HC E2E ${Date.now().toString(36)}`;
  await logInFromHome(page, admin);
  await page.getByRole('button', { name: /^Účet:/ }).click();
  await page.getByRole('link', { name: 'Administrácia' }).click();
  await page.getByRole('link', { name: 'Zápasy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zápasy' })).toBeVisible();
  await page.getByRole('link', { name: 'Nový zápas' }).click();
  await expect(page.getByLabel('Šablóna hľadiska')).not.toHaveValue('');
  await page.getByLabel('Názov', { exact: true }).fill(`HK Orly – ${opponent}`);
  await page.getByLabel('Súper').fill(opponent);
  await page.getByLabel('Všetky sektory: Dospelý').fill('14');
  await page.getByRole('button', { name: 'Vyplniť' }).nth(0).click();
  await page.getByLabel('Všetky sektory: Dieťa do 12 rokov').fill('7');
  await page.getByRole('button', { name: 'Vyplniť' }).nth(1).click();
  await shoot(page, 'admin-event-new');
  await page.getByRole('button', { name: 'Vytvoriť' }).click();

  await expect(page.getByText('Nezverejnený')).toBeVisible();
  await page.getByRole('button', { name: 'Zverejniť' }).click();
  // Publishing asks first.
  const confirm = page.getByRole('dialog', { name: 'Zverejniť zápas?' });
  await expect(confirm).toBeVisible();
  await shoot(page, 'admin-event-publish-confirm');
  await confirm.getByRole('button', { name: 'Zverejniť' }).click();
  await expect(page.getByRole('button', { name: 'Stiahnuť z predaja' })).toBeVisible();
  await expect(page.getByText('Zverejnený v obchode')).toBeVisible();
  await shoot(page, 'admin-event-edit');

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await logInFromHome(fanPage, fan);
  await fanPage.goto('/events');
  await expect(fanPage.getByText(opponent).first()).toBeVisible();
  await fanContext.close();
});
