import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { shoot } from './pageCheck.ts';
import { admin, logInFromHome } from './shop.ts';

test('the admin sees a match’s sales, its chart and seat heat-map, and downloads its orders as CSV', async ({
  page,
}) => {
  await logInFromHome(page, admin);
  await page.getByRole('button', { name: /^Účet:/ }).click();
  await page.getByRole('link', { name: 'Administrácia' }).click();
  await page.getByRole('link', { name: 'Predaj', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Predaj' })).toBeVisible();

  // The demo fan's paid order (two seats) is the first match with seats sold.
  const table = page.getByRole('table', { name: 'Predaj zápasov a permanentiek' });
  const sold = table
    .locator('tbody tr')
    .filter({ hasNot: page.locator('td:nth-child(3)', { hasText: /^0$/ }) })
    .first();
  await expect(sold.locator('td').nth(1)).toHaveText('2');
  await shoot(page, 'sales-overview');
  const title = (await sold.getByRole('link').textContent()) ?? '';
  await sold.getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Miesta podľa stavu' }).getByRole('row', { name: /^Predané/ }),
  ).toContainText('2');
  await expect(page.getByRole('table', { name: 'Tržby podľa spôsobu platby' })).toContainText(
    'Platobná karta',
  );
  const chart = page.getByRole('img', { name: /Predaj po dňoch/ });
  await expect(chart.locator('rect.sales-chart-bar')).toHaveCount(1);
  await expect(chart.locator('rect.sales-chart-bar')).toHaveAttribute('data-tickets', '2');
  const map = page.getByRole('img', { name: /Mapa miest/ });
  await expect(map.locator('circle[data-state="SOLD"]')).toHaveCount(2);
  expect(await map.locator('circle').count()).toBeGreaterThan(9000);
  await page.getByLabel('Zafarbiť podľa').selectOption('time');
  await expect(page.getByText(/najskôr predané:/)).toBeVisible();
  await shoot(page, 'sales-detail');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stiahnuť objednávky (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^objednavky-[0-9a-f]{8}\.csv$/);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, first] = csv.slice(1).split('\r\n');
  expect(header).toMatch(/^Číslo objednávky \(VS\);Stav;Vytvorená;Zaplatená;/);
  expect(first).toMatch(
    /;Zaplatená;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};\d{2}\.\d{2}\.\d{4} \d{2}:\d{2};Platobná karta;/,
  );
});
