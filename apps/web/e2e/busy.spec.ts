import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { fan, logInFromHome, openSector, seatLocator } from './shop.ts';

// The overload cap's answer (apps/api/src/http/overload.ts) as the browser gets it when a process is full;
// the API test overload.test.ts shows the server sends exactly this. Here: what the fan sees.
const BUSY = {
  status: 503,
  headers: { 'content-type': 'application/json', 'retry-after': '2' },
  body: JSON.stringify({
    status: 503,
    code: 'SERVER_BUSY',
    message: 'Systém je práve vyťažený. Skúste to, prosím, o chvíľu.',
    data: { retryAfter: 2 },
  }),
};

test('a seat clicked while the shop is full is held on the retry, with a calm note instead of an error', async ({
  page,
}, testInfo) => {
  await logInFromHome(page, fan);
  await openSector(page, 'A12');
  let refused = 0;
  await page.route('**/v2/cart', async (route) => {
    if (route.request().method() === 'POST' && refused === 0) {
      refused += 1;
      await route.fulfill(BUSY);
      return;
    }
    await route.fallback();
  });

  const free = page.locator('circle.seat[data-state="free"]').first();
  await expect(free).toBeVisible();
  const seat = {
    row: (await free.getAttribute('data-row')) ?? '',
    name: (await free.getAttribute('data-seat')) ?? '',
  };
  await free.click();

  // An info toast, not a red error (react-bootstrap gives every toast role="alert", so it is found by its text).
  const note = page.locator('.toast.bg-info').filter({ hasText: 'Je tu veľa fanúšikov naraz.' });
  await expect(note).toContainText(/Skúšame to znova o [23] sekundy…/);
  await expect(page.locator('.toast.bg-danger')).toHaveCount(0);
  // The note itself (contrast of its text on the info colour, its close button) has no serious finding.
  const { violations } = await new AxeBuilder({ page }).include('.toast-host').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('busy-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('busy-390.png') });

  await expect(seatLocator(page, seat)).toHaveAttribute('data-state', 'mine');
  expect(refused).toBe(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The demo fan's cart is shared with the journeys that run after this one: the seat goes back.
  await seatLocator(page, seat).click();
  await expect(seatLocator(page, seat)).toHaveAttribute('data-state', 'free');
});
