import { expect, test } from './fixtures.ts';
import { fan, logInFromHome } from './shop.ts';

test('a fan opening the back office gets the permission-denied page, and has no back office entry', async ({
  page,
}) => {
  await logInFromHome(page, fan);
  await page.getByRole('button', { name: /^Účet:/ }).click();
  await expect(page.getByRole('link', { name: 'Môj účet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrácia' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Prístup zamietnutý' })).toBeVisible();
  await page.goto('/admin/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Prístup zamietnutý' })).toBeVisible();
});

test('a guest opening the gate check is asked to log in', async ({ page }) => {
  await page.goto('/admin/check-in');
  await expect(page.getByRole('dialog')).toContainText('Na pokračovanie v nákupe sa, prosím, prihláste.');
});
