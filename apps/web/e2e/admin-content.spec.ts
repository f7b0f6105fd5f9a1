import { expect, type Page, test } from '@playwright/test';
import { admin, logInFromHome } from './shop.ts';

/** Where the journeys leave screenshots when SHOTS names a folder (to look at the pages, not to compare). */
async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  await page.evaluate(() => {
    for (const toast of document.querySelectorAll('.toast')) toast.remove();
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openTool(page: Page, name: string) {
  await page.getByRole('button', { name: /^Účet:/ }).click();
  await page.getByRole('link', { name: 'Administrácia' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the admin creates a coupon, lifts its limit, and deactivates it', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await logInFromHome(page, admin);
  await openTool(page, 'Zľavové kódy');
  await page.getByRole('button', { name: 'Nový zľavový kód' }).click();
  await page.getByLabel('Kód', { exact: true }).fill(code);
  await page.getByLabel('Zľava (%)').fill('15');
  await page.getByLabel('Limit použití').fill('20');
  await page.getByRole('button', { name: 'Vytvoriť kód' }).click();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('15 %');
  await expect(row).toContainText('0 / 20');
  await expect(row).toContainText('Platný');

  await row.getByRole('button', { name: `Upraviť ${code}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Limit použití').fill('');
  await dialog.getByRole('button', { name: 'Uložiť' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('0 / bez limitu');
  await shoot(page, 'coupons');

  await row.getByRole('button', { name: `Deaktivovať ${code}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Deaktivovať' }).click();
  await expect(row).toContainText('Deaktivovaný');
  await expect(row.getByRole('button', { name: `Upraviť ${code}` })).toHaveCount(0);

  // The audit log has the three steps, newest first, with who did them and what changed.
  await page.getByRole('link', { name: 'Späť do administrácie' }).click();
  await page.getByRole('link', { name: 'Záznam úkonov' }).click();
  await page.getByLabel('Týka sa').selectOption('COUPON');
  const entries = page
    .getByRole('table', { name: 'Úkony administrácie, najnovšie prvé' })
    .locator(':scope > tbody > tr');
  await expect(entries.first()).toContainText('Deaktivácia kódu');
  await expect(entries.nth(1)).toContainText('Úprava kódu');
  await expect(entries.nth(1)).toContainText('usageLimit');
  await expect(entries.nth(2)).toContainText('Vytvorenie kódu');
  await expect(entries.nth(2)).toContainText(code);
  await expect(entries.first()).toContainText('admin@hokej.test');
  await shoot(page, 'audit-log');
});
