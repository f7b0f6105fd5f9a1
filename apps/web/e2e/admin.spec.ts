import { expect, type Page, test } from '@playwright/test';
import { admin, fan, logInFromHome } from './shop.ts';
import { paidTicketCode } from './ticketQr.ts';

/** From the account menu to the back office's gate check. */
async function openCheckIn(page: Page) {
  await page.getByRole('button', { name: /^Účet:/ }).click();
  await page.getByRole('link', { name: 'Administrácia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administrácia' })).toBeVisible();
  await page.getByRole('link', { name: 'Kontrola vstupeniek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrola vstupeniek' })).toBeVisible();
}

/** A scanner types the code into the focused field and presses Enter. */
async function scan(page: Page, code: string) {
  const field = page.getByLabel('Kód vstupenky');
  await expect(field).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
}

test("the admin scans the QR code of the fan's ticket at the gate: allowed once, then already used", async ({
  page,
  request,
}) => {
  const code = await paidTicketCode(request, fan);
  await logInFromHome(page, admin);
  await openCheckIn(page);
  const verdict = page.getByRole('region', { name: 'Kontrola vstupeniek' });

  await scan(page, code);
  await expect(verdict).toContainText('Vstup povolený');
  await expect(verdict).toContainText(/Sektor \S+, rad \S+, miesto \S+/);
  await expect(page.getByLabel('Kód vstupenky')).toHaveValue('');

  await scan(page, code);
  await expect(verdict).toContainText('Vstupenka už bola použitá');
  await expect(verdict).toContainText(/Použitá: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  await scan(page, 'NEPLATNY-KOD-0000000000');
  await expect(verdict).toContainText('Neplatná vstupenka');
  await expect(page.getByRole('region', { name: 'Posledné kontroly' }).getByRole('listitem')).toHaveCount(3);
});

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
