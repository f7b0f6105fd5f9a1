import { expect, type Page, test } from '@playwright/test';
import { shootWidths } from './pageCheck.ts';
import { acceptCookies, admin, cashier, fan, logInFromHome, submitLogin } from './shop.ts';

// Issues 19 and 20, the shop around the pages: focus and window titles on every change of page, dialogs that
// give the focus back, toasts titled by their kind clear of the top bar, the match list for visitors, and
// where a login leads (back to the deep link, staff to the back office, /register and friends to /events).

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

test('a change of page by keyboard puts the focus on the new heading and names the page in the title', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  await expect(page).toHaveTitle('Vstupenky na domáce zápasy | Vstupenky');
  const menu = page.getByRole('navigation', { name: 'Hlavné menu' });
  await menu.getByRole('link', { name: 'Vstupné podmienky' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/page\/vstupne-podmienky$/);
  await expect.poll(() => focusedTag(page)).toBe('H1');
  const heading = await focusedText(page);
  expect(heading.length).toBeGreaterThan(0);
  await expect(page).toHaveTitle(`${heading} | Vstupenky`);
});

test('the login dialog gives the focus back to the button that opened it', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const opener = page.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await shootWidths(page, 'login-dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a visitor sees the next match as the hero and the matches after it, and buying asks to log in and comes back', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  const hero = page.getByRole('region', { name: /.+/ }).filter({ hasText: 'Najbližší domáci zápas' });
  await expect(hero).toContainText(/\d{1,2}\. ?\d{1,2}\. ?\d{4}/);
  await expect(hero).toContainText(/od \d+,\d{2}\s€/);
  const list = page.getByRole('region', { name: 'Najbližšie zápasy' });
  await expect(list.getByRole('listitem').first()).toContainText(/od \d+,\d{2}\s€/);
  await shootWidths(page, 'home-visitor');

  await hero.getByRole('link', { name: /^Kúpiť/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Na pokračovanie v nákupe sa, prosím, prihláste.');
  const arena = page.url();
  expect(arena).toMatch(/\/event\/[^/]+\/arena$/);
  await submitLogin(page, fan);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(arena);
  await expect(page).toHaveTitle(/^HK Orly Zvolen – .+, \d{1,2}\. ?\d{1,2}\. ?\d{4} \| Vstupenky$/);
  // A sector by keyboard: its page names the sector, the match and the day, and its heading has the focus.
  await page.getByRole('link', { name: /^Sektor A11,/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(
    /^Sektor A11 – HK Orly Zvolen – .+, \d{1,2}\. ?\d{1,2}\. ?\d{4} \| Vstupenky$/,
  );
  await expect.poll(() => focusedTag(page)).toBe('H1');
});

test('a fan logging in from the top bar on the registration page goes on to the match list', async ({
  page,
}) => {
  await page.goto('/register');
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' }).click();
  await submitLogin(page, fan);
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kúpiť vstupenky' })).toBeVisible();
});

for (const staff of [admin, cashier]) {
  test(`${staff.email} lands in the back office, without the fan's countdown and cart`, async ({ page }) => {
    await logInFromHome(page, staff);
    await expect(page).toHaveURL(/\/admin$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /^Košík/ })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: 'Administrácia' }),
    ).toBeVisible();
    await banner.getByRole('button', { name: /^Účet:/ }).click();
    await expect(banner.getByRole('link', { name: 'Môj účet' })).toHaveCount(0);
    await expect(banner.getByRole('button', { name: 'Odhlásiť sa' })).toBeVisible();
    await shootWidths(page, `back-office-${staff === admin ? 'admin' : 'cashier'}`);
    // Back in the shop the cart and the fan's own pages are there again.
    await page.getByRole('navigation', { name: 'Hlavné menu' }).getByRole('link', { name: 'Domov' }).click();
    await expect(banner.getByRole('button', { name: /^Košík/ })).toBeVisible();
  });
}

test('a toast is titled by its kind, announced politely and covers nothing in the top bar', async ({
  page,
}) => {
  await logInFromHome(page, admin);
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Osobné údaje' });
  await form.getByRole('button', { name: 'Uložiť zmeny' }).click();
  const toast = page.locator('.toast').filter({ hasText: 'Nezmenili ste žiadne údaje.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Informácia');
  expect(await toast.evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
  const box = await toast.boundingBox();
  const bar = await page.getByRole('banner').boundingBox();
  expect(box && bar && box.y > bar.y + bar.height).toBe(true);
  await shootWidths(page, 'toast');
  // Asked three times in a row: still one toast.
  for (let i = 0; i < 3; i++) await form.getByRole('button', { name: 'Uložiť zmeny' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Nezmenili ste žiadne údaje.' })).toHaveCount(1);
});
