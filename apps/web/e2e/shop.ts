import { expect, type Page } from '@playwright/test';

export const fan = { email: 'fanusik@hokej.test', password: 'Fanusik123!' };
export const admin = { email: 'admin@hokej.test', password: 'Admin123!' };

/** A newcomer agrees to cookies so the banner does not cover the page. */
export async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Súhlasím' }).click();
  await expect(page.getByRole('button', { name: 'Súhlasím' })).toBeHidden();
}

/** Fills the open login dialog and submits it. */
export async function submitLogin(page: Page, user: { email: string; password: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(user.email);
  await dialog.getByLabel('Heslo').fill(user.password);
  await dialog.getByRole('button', { name: 'Prihlásiť sa' }).click();
}

/** Opens the shop's home page, accepts cookies and logs in from the top bar. */
export async function logInFromHome(page: Page, user: { email: string; password: string }) {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('banner').getByRole('button', { name: 'Prihlásiť sa' }).click();
  await submitLogin(page, user);
  await expect(page.getByRole('dialog')).toBeHidden();
}
