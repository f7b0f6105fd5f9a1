import { expect, test } from '@playwright/test';
import { inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';

// Issue 22, English on the web. So far: the top bar, the match list, the arena and the seat map speak English;
// the checkout, success and account pages are still Slovak, so the whole purchase in English is to come.
test.use({ locale: 'en-US' });

test('a browser preferring English gets the shop in English and switches SK/EN by keyboard', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'I agree' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets for home matches' })).toBeVisible();
  await waitUntilSettled(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
  const languages = page.getByRole('group', { name: 'Language' });
  await expect(languages.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  expect((await inspectPage(page, 'home in English')).violations).toEqual([]);
  await shootWidths(page, 'english-home');

  // Keyboard only: Tab reaches the switch, Enter picks Slovak; the page and <html lang> follow.
  const slovak = languages.getByRole('button', { name: 'Slovensky' });
  await slovak.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk');
  await expect(page.getByRole('heading', { level: 1, name: 'Vstupenky na domáce zápasy' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Jazyk' }).getByRole('button', { name: 'Slovensky' }),
  ).toBeFocused();

  // The choice is remembered over the browser's preference.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vstupenky na domáce zápasy' })).toBeVisible();
  await page.getByRole('group', { name: 'Jazyk' }).getByRole('button', { name: 'English' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets for home matches' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
