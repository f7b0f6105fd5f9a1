import { expect, test } from './fixtures.ts';
import { acceptCookies, fan, submitLogin } from './shop.ts';

test('a guest opening the match list is asked to log in and then lands on it', async ({ page }) => {
  await page.goto('/events');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Na pokračovanie v nákupe sa, prosím, prihláste.');
  await submitLogin(page, fan);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kúpiť vstupenky' })).toBeVisible();
});

test("a guest opening another guarded page comes back to it after the dialog's login", async ({ page }) => {
  await page.goto('/my-orders');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Na pokračovanie v nákupe sa, prosím, prihláste.');
  await submitLogin(page, fan);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje objednávky' })).toBeVisible();
});

test('a wrong password says so in a red alert', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' }).click();
  await submitLogin(page, { email: fan.email, password: 'Nespravne123!' });
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Nesprávne meno alebo heslo.');
});

test('an empty login form asks for both fields', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prihlásiť sa' }).click();
  await expect(page.getByText('Vyplňte, prosím, e-mail.')).toBeVisible();
  await expect(page.getByText('Vyplňte, prosím, heslo.')).toBeVisible();
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/toto-neexistuje');
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka neexistuje' })).toBeVisible();
});

test('an information page renders its article', async ({ page }) => {
  await page.goto('/page/ako-nakupovat');
  await expect(page.getByRole('heading', { level: 1, name: 'Ako nakupovať' })).toBeVisible();
});
