import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { inspectPage, shootWidths } from './pageCheck.ts';
import { admin, logInFromHome, pressOn } from './shop.ts';

const CREST = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64">
  <circle cx="32" cy="32" r="30" fill="#7a1f2b"/><text x="32" y="40" font-size="22" text-anchor="middle" fill="#fff">HK</text></svg>`);

async function noSeriousAxe(page: Page, label: string) {
  const finding = await inspectPage(page, label);
  expect(finding.violations, JSON.stringify(finding.violations, null, 2)).toEqual([]);
}

test('the admin sets the club colour and crest by keyboard; the fans’ arena map shows them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInFromHome(page, admin);
  await page.goto('/admin');
  await pressOn(page.getByRole('link', { name: 'Vzhľad klubu' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Vzhľad klubu' })).toBeFocused();
  await expect(page).toHaveTitle('Vzhľad klubu | Vstupenky');

  // A colour too light for white text is refused before it is sent, with its contrast shown.
  const field = page.getByLabel('Farba (#rrggbb)');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('#ffcc00');
  await expect(page.getByText(/Kontrast bieleho textu: 1,\d\d : 1/)).toBeVisible();
  await pressOn(page.getByRole('button', { name: 'Uložiť farbu' }));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await noSeriousAxe(page, '/admin/club refused');

  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('#7a1f2b');
  await expect(page.getByText(/Kontrast bieleho textu: \d+,\d\d : 1\. $/)).toBeVisible();
  await pressOn(page.getByRole('button', { name: 'Uložiť farbu' }));
  await expect(page.getByText('Teraz: #7a1f2b')).toBeVisible();

  // The crest: the file is chosen (no keyboard reaches the system's file dialog), then sent by keyboard.
  const file = page.getByLabel(/Súbor s erbom/);
  await file.setInputFiles({ name: 'erb.svg', mimeType: 'image/svg+xml', buffer: CREST });
  await pressOn(page.getByRole('button', { name: 'Nahrať erb' }));
  const current = page.getByRole('img', { name: 'Súčasný erb' });
  await expect(current).toBeVisible();
  await expect.poll(() => current.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('top-bar')).toHaveCSS('background-color', 'rgb(122, 31, 43)');
  await noSeriousAxe(page, '/admin/club saved');
  await shootWidths(page, 'admin-club');

  // The fans' arena map: centre ice in the club's colour with the crest on it.
  const crestUrl = await current.getAttribute('src');
  await page.goto('/events');
  await page.getByRole('link', { name: 'Kúpiť', exact: true }).first().click();
  await expect(page).toHaveURL(/\/event\/[^/]+\/arena$/);
  await expect(page.getByTestId('rink-crest')).toHaveAttribute('href', crestUrl ?? 'missing');
  await expect(page.locator('.rink-centre-circle')).toHaveCSS('fill', 'rgb(122, 31, 43)');
  await noSeriousAxe(page, 'arena with the club look');
  await shootWidths(page, 'arena-club-look');

  // Back to the shop's own look, by keyboard: the crest removed after asking, the colour reset.
  await page.goto('/admin/club');
  await pressOn(page.getByRole('button', { name: 'Odstrániť erb' }));
  const dialog = page.getByRole('dialog');
  await pressOn(dialog.getByRole('button', { name: 'Odstrániť erb' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Klub nemá erb: obchod ukazuje iniciály klubu.')).toBeVisible();
  await pressOn(page.getByRole('button', { name: 'Vrátiť farbu obchodu' }));
  await expect(page.getByText('Teraz: farba obchodu')).toBeVisible();

  // Each step is in the audit log.
  await page.goto('/admin/audit-log');
  await page.getByLabel('Týka sa').selectOption('CLUB');
  const log = page.getByRole('table', { name: 'Úkony administrácie, najnovšie prvé' });
  for (const action of ['Zmena farby klubu', 'Nahratie erbu klubu', 'Odstránenie erbu klubu'])
    await expect(log.getByText(action).first()).toBeVisible();
});
