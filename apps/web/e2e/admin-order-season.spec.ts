import { expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { admin, fan, logInFromHome } from './shop.ts';
import { bearer, ok } from './todaysMatch.ts';

// Issue 20: a season-ticket order in the back office speaks of its season and permanentky. The demo fan's
// seeded season ticket of 2025/2026 is only read here, and resent (one more e-mail, nothing else changes).

type Found = { data: { id: string }[] };
type Detail = { id: string; orderNumber: string; items: { setupType: string }[] };

test("a season order's detail says Sezóna and Permanentky, with the season's dates, and resends permanentky by keyboard", async ({
  page,
  request,
}) => {
  const staff = await bearer(request, admin);
  const found = await ok<Found>(
    await request.get(`/v2/admin/orders?q=${encodeURIComponent(fan.email)}&pageSize=50`, { headers: staff }),
    'search the fan orders',
  );
  const details = await Promise.all(
    found.data.map(async ({ id }) =>
      ok<Detail>(await request.get(`/v2/admin/orders/${id}`, { headers: staff }), 'order detail'),
    ),
  );
  const season = details.find((d) => d.items.every((item) => item.setupType === 'SEASON'));
  if (!season) throw new Error('the demo fan has no season order');

  await logInFromHome(page, admin);
  await page.goto(`/admin/orders/${season.id}`);
  await waitUntilSettled(page);
  const items = page.getByRole('heading', { name: 'Permanentky', exact: true }).locator('..');
  await expect(items.getByRole('columnheader', { name: 'Sezóna' })).toBeVisible();
  await expect(items.getByRole('columnheader', { name: 'Číslo permanentky' })).toBeVisible();
  await expect(items.getByTestId('setup-when')).toHaveText(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
  await expect(page.getByRole('button', { name: 'Permanentky (PDF)' })).toBeVisible();
  await expect(page.getByText(/Zápas|Vstupenky/)).toHaveCount(0);
  const findings = [await inspectPage(page, 'season order in the back office')];
  await shootWidths(page, 'admin-order-season');

  // By keyboard: the resend button is reached with Tab and pressed with Enter.
  const resend = page.getByRole('button', { name: 'Poslať permanentky znova' });
  await page.getByRole('link', { name: /Späť na objednávky/ }).focus();
  for (let tab = 0; tab < 5 && !(await resend.evaluate((b) => b === document.activeElement)); tab++)
    await page.keyboard.press('Tab');
  await expect(resend).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Permanentky sme znova poslali na /)).toBeVisible();
  expectCleanPages(findings);
});
