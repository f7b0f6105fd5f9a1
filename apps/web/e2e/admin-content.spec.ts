import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { shoot } from './pageCheck.ts';
import { admin, holdSeats, logInFromHome, openSector } from './shop.ts';

async function openTool(page: Page, name: string) {
  await page.getByRole('button', { name: /^Účet:/ }).click();
  await page.getByRole('link', { name: 'Administrácia' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the admin creates a coupon, lifts its limit, and deactivates it', async ({ page }) => {
  test.setTimeout(120_000);
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
  await shoot(page, 'coupons', { hideToasts: true });

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
  await shoot(page, 'audit-log', { hideToasts: true });
});

test('the admin sends two seats to a company by e-mail; the link opens them without login; revoking frees them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `firma-${Date.now()}@hokej.test`;
  await logInFromHome(page, admin);
  // The seats are picked on the fans' own arena and sector pages.
  await openSector(page, 'A16');
  // The first free seat twice: two seats side by side (1 and 3 would leave 2 alone: SEAT_GAP).
  await holdSeats(page, [0, 0]);
  await openTool(page, 'Košíky na odkaz');
  const seats = page.getByRole('region', { name: '1. Miesta v košíku' }).or(page.locator('.card').first());
  await expect(seats.getByRole('button', { name: /^Odobrať Sektor A16/ })).toHaveCount(2);
  await seats
    .getByLabel(/^Typ vstupenky: Sektor A16/)
    .first()
    .selectOption('CHILD');
  await expect(seats.getByLabel(/^Typ vstupenky: Sektor A16/).first()).toHaveValue('CHILD');

  const form = page.getByRole('form', { name: '2. Zákazník a odkaz' });
  await form.getByLabel('Meno').fill('Ján');
  await form.getByLabel('Priezvisko').fill('Kováč');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Telefón').fill('+421900123456');
  await form.getByRole('button', { name: 'Vytvoriť odkaz' }).click();
  await expect(page.getByText(`Odkaz sme poslali na ${email}.`)).toBeVisible();
  const url = await page.getByLabel('Odkaz pre zákazníka').inputValue();
  expect(url).toMatch(/\/checkout\/push\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('Váš košík je prázdny.')).toBeVisible();
  const listed = page.getByRole('table', { name: 'Košíky na odkaz, najnovšie prvé' }).getByRole('row', {
    name: new RegExp(email),
  });
  await expect(listed).toContainText('Čaká na zákazníka');
  await expect(listed).toContainText('Ján Kováč');
  await shoot(page, 'push-carts', { hideToasts: true });

  // The e-mail in the dev mailbox carries the same link; a browser without login opens the two seats.
  const mailbox = await page.context().newPage();
  await mailbox.goto('/dev/outbox');
  const message = mailbox.locator('article.msg', { hasText: email }).first();
  await expect(message).toContainText('Vstupenky pripravené na zaplatenie');
  const mailed = await message
    .getByRole('link', { name: /\/checkout\/push\// })
    .first()
    .getAttribute('href');
  expect(mailed).toBe(url);
  await mailbox.close();
  const customer = await browser.newContext();
  const customerPage = await customer.newPage();
  await customerPage.goto(new URL(url).pathname);
  await expect(customerPage.getByText(/Sektor A16/).first()).toBeVisible();
  await customer.close();

  await listed.getByRole('button', { name: /^Zrušiť odkaz/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zrušiť odkaz' }).click();
  await expect(page.getByText('Odkaz je zrušený, uvoľnené miesta: 2.')).toBeVisible();
  await expect(listed).toContainText('Zrušený');
});

test('the admin writes a new information page with a preview, places it in the menu, and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInFromHome(page, admin);
  await openTool(page, 'Informačné stránky');
  await page.getByRole('button', { name: '+ Nová stránka' }).click();
  await page.getByLabel('Názov stránky').fill('Parkovanie pri štadióne');
  await expect(page.getByLabel('Adresa stránky')).toHaveValue('parkovanie-pri-stadione');
  await page.getByLabel('Text v menu').fill('Parkovanie');
  await page.getByLabel('Poradie v menu').fill('5');
  await page.getByLabel('Zobraziť v hlavnom menu').check();
  await page
    .getByLabel('Obsah (Markdown)')
    .fill(
      '## Kde zaparkovať\n\nParkovisko pri štadióne je **zadarmo** pre držiteľov permanentiek.\n\n- vchod A\n- vchod B',
    );
  // The optional English version, for fans who read the shop in English.
  await page.getByLabel('Názov po anglicky').fill('Parking at the Stadium');
  await page.getByLabel('Položka menu po anglicky').fill('Parking');
  await page
    .getByLabel('Obsah po anglicky (Markdown)')
    .fill('## Where to park\n\nParking by the stadium is **free** for season ticket holders.');
  const preview = page.getByTestId('article-preview');
  await expect(preview.getByRole('heading', { name: 'Kde zaparkovať' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('zadarmo');
  await shoot(page, 'article-editor', { hideToasts: true });
  await page.getByRole('button', { name: 'Uložiť stránku' }).click();
  await expect(page.getByText('Stránka „Parkovanie pri štadióne“ je uložená.')).toBeVisible();

  // The main menu links it after the spec's four pages, and it opens for everybody.
  const menu = page.getByRole('navigation', { name: 'Hlavné menu' });
  await menu.getByRole('link', { name: 'Parkovanie' }).click();
  await expect(page).toHaveURL(/\/page\/parkovanie-pri-stadione$/);
  // The editor stays drawn until the page's own code has loaded (the address changes first).
  await expect(page.getByLabel('Obsah (Markdown)')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Parkovanie pri štadióne' })).toBeVisible();
  await expect(page.getByText('Parkovisko pri štadióne je')).toBeVisible();

  // In English the menu and the page give the club's English (the language switch in the top bar).
  await page.getByRole('group', { name: 'Jazyk' }).getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parking at the Stadium' })).toBeVisible();
  await expect(page.getByText('Parking by the stadium is')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Parking', exact: true }),
  ).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Slovensky' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Parkovanie pri štadióne' })).toBeVisible();

  await page.goBack();
  await page.getByRole('navigation', { name: 'Stránky' }).getByText('Parkovanie pri štadióne').click();
  await page.getByRole('button', { name: 'Zmazať stránku' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zmazať stránku' }).click();
  await expect(page.getByText('Stránka „Parkovanie pri štadióne“ je zmazaná.')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Parkovanie' })).toHaveCount(0);
});
