import { formatClubDateTime } from '@hokej/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './pageCheck.ts';
import { holder, renewedHolder } from './renewedHolder.ts';
import { admin, logInFromHome } from './shop.ts';
import { needsServerDatabase, setShopClockOffset } from './shopClock.ts';
import { bearer, ok } from './todaysMatch.ts';

// The club's side of the relocation window (issue 21): the back office sets the waves by keyboard (a wave of
// no holders refused at the field) and sees the order with the holder's turn and the swap made.
const SHOTS = '/tmp/relocation';
const MINUTE = 60_000;

/** The campaign's card at both widths (the page holds every campaign the tests opened). */
async function shots(page: Page, card: Locator, name: string) {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the club sets the relocation waves by keyboard and sees the order with the swap made', async ({
  page,
  request,
}) => {
  needsServerDatabase(test);
  test.setTimeout(240_000);
  const { offerId, campaignId, seat, nextTitle } = await renewedHolder(request);
  const to = { ...seat, name: '3' };
  try {
    // The holder swaps a minute into the relocation window by the shop's clock.
    await setShopClockOffset(11 * MINUTE);
    const fan = await bearer(request, holder);
    await ok(
      await request.post(`/v2/season/renewals/${offerId}/relocate`, { headers: fan, data: { seat: to } }),
      'relocate',
    );
  } finally {
    await setShopClockOffset(0);
  }

  await logInFromHome(page, admin);
  await page.goto('/admin/renewals');
  const card = page.getByTestId('renewal-campaign').filter({ hasText: nextTitle });
  const size = card.getByLabel('Držiteľov vo vlne');
  await expect(size).toHaveValue('20', { timeout: 30_000 });

  // A wave of no holders: refused at the field, the focus back on it, nothing sent.
  await size.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('0');
  await page.keyboard.press('Enter');
  await expect(size).toBeFocused();
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  await expect(size).toHaveAccessibleDescription('Vo vlne musí byť 1 až 10 000 držiteľov (celé číslo).');
  await expectAccessible(page, { within: 'page' });
  await shots(page, card, 'admin-waves-refused');

  // One holder per wave of 30 minutes, by keyboard.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(card.getByLabel('Dĺžka vlny (minúty)')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('30');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Vlny presunov sú uložené, poradie sa prepočítalo.')).toBeVisible();
  await expect(size).not.toHaveAttribute('aria-invalid', 'true');

  const staff = await bearer(request, admin);
  const saved = await ok<{ waveSize: number; waveMinutes: number; relocationFrom: string }>(
    await request.get(`/v2/admin/renewals/${campaignId}/relocation`, { headers: staff }),
    'relocation order',
  );
  expect(saved).toMatchObject({ waveSize: 1, waveMinutes: 30 });
  const order = card.getByRole('table', { name: `Poradie presunov ${nextTitle}` });
  const row = order.getByRole('row').filter({ hasText: holder.email });
  const place = (s: typeof seat) => `${s.sector}, rad ${s.row}, miesto ${s.name}`;
  await expect(row.getByRole('cell')).toHaveText([
    '1.',
    '1',
    '1',
    formatClubDateTime(new Date(saved.relocationFrom)),
    `${place(seat)} → ${place(to)}`,
  ]);
  await expectAccessible(page, { within: 'page' });
  await shots(page, card, 'admin-relocation-order');
});
