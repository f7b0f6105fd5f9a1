import { backgroundBehind, computed, contrast } from './contrast.ts';
import { emptyCart, expect, test } from './fixtures.ts';
import { expectAccessible } from './pageCheck.ts';
import { eventUuid, focusedSeat, gateHolds, holdAsAdmin, SECTOR } from './seatMap.ts';
import { admin, fan, openSectorAs, seatLocator } from './shop.ts';

// The seat map itself (issue 19): row and seat numbers, the tooltip, the skip button, the pending state of a
// click.

test('row numbers at both ends of every row, the seat number on hover and on keyboard focus, the tooltip, the skip button', async ({
  page,
}) => {
  await openSectorAs(page, fan, SECTOR);
  const map = page.locator('.seat-map-svg');
  const background = await backgroundBehind(map, true);

  // Each row's number stands left of its first seat and right of its last, and reads ≥ 4.5:1 on the map.
  const rows = await page.evaluate(() => {
    const byRow = new Map<string, DOMRect[]>();
    for (const seat of document.querySelectorAll('.seat-map-svg circle.seat')) {
      const row = seat.getAttribute('data-row') ?? '';
      byRow.set(row, [...(byRow.get(row) ?? []), seat.getBoundingClientRect()]);
    }
    const numbers = [...document.querySelectorAll('.seat-row-numbers text')].map((t) => ({
      text: t.textContent ?? '',
      box: t.getBoundingClientRect(),
    }));
    return [...byRow].map(([row, boxes]) => {
      const mid = boxes.reduce((sum, b) => sum + b.top + b.height / 2, 0) / boxes.length;
      const mine = numbers.filter((n) => n.text === row && Math.abs(n.box.top + n.box.height / 2 - mid) < 8);
      return {
        row,
        count: mine.length,
        left: mine.some((n) => n.box.right <= Math.min(...boxes.map((b) => b.left))),
        right: mine.some((n) => n.box.left >= Math.max(...boxes.map((b) => b.right))),
      };
    });
  });
  expect(rows.length).toBeGreaterThan(5);
  for (const row of rows)
    expect(row, `row ${row.row}`).toEqual({ ...row, count: 2, left: true, right: true });
  const rowNumber = page.locator('.seat-row-numbers text').first();
  expect(contrast((await computed(rowNumber, ['fill'])).fill, background)).toBeGreaterThanOrEqual(4.5);

  // The pointer over a seat shows its number above it, white on dark (≥ 4.5:1); the tooltip is its name.
  const seat = seatLocator(page, { row: '6', name: '9' });
  await seat.hover();
  const badge = page.locator('.seat-number');
  await expect(badge).toHaveText('9');
  const seatBox = (await seat.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  const badgeBox = (await badge.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
  expect(badgeBox.y + badgeBox.height).toBeLessThanOrEqual(seatBox.y + 1);
  expect(Math.abs(badgeBox.x + badgeBox.width / 2 - (seatBox.x + seatBox.width / 2))).toBeLessThan(2);
  const badgeText = (await computed(badge.locator('text'), ['fill'])).fill;
  const badgeBack = (await computed(badge.locator('rect'), ['fill'])).fill;
  expect(contrast(badgeText, badgeBack)).toBeGreaterThanOrEqual(4.5);
  await expect(seat.locator('title')).toHaveText((await seat.getAttribute('aria-label')) ?? '-');
  await expect(seat).toHaveAttribute('aria-label', /^Rad 6, miesto 9, voľné, \d+,\d\d\s€$/);
  await page.mouse.move(0, 0);
  await expect(badge).toHaveCount(0);

  // By keyboard: the focused seat's number shows and follows the arrows.
  await page.getByRole('button', { name: 'Priblížiť mapu' }).focus();
  await page.keyboard.press('Tab');
  const start = await focusedSeat(page);
  expect(start.row).toBe('1');
  await expect(badge).toHaveText(start.seat);
  await page.keyboard.press('ArrowRight');
  const next = await focusedSeat(page);
  expect(next.seat).not.toBe(start.seat);
  await expect(badge).toHaveText(next.seat);
  await expect(page.locator('.seat-focus-ring')).toHaveCount(1);

  // The skip button goes past the map's seats to the chosen seats (the next Tab stops are after the map).
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName('Preskočiť mapu miest');
  await page.keyboard.press('Enter');
  const landed = page.locator(':focus');
  await expect(landed).toHaveAttribute('id', 'selected-seats-title');
  expect(
    await landed.evaluate(
      (el) =>
        (document.querySelector('.seat-map-svg')?.compareDocumentPosition(el) ?? 0) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ),
  ).toBeTruthy();
  await expect(page.locator('.seat-focus-ring')).toHaveCount(0);
  await expectAccessible(page);
});

test('a clicked seat is pending at once on a slow network; a double click holds it once with no toast; a refused one rolls back with one message', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const sectorUrl = await openSectorAs(page, fan, SECTOR);
  const uuid = eventUuid(sectorUrl);
  const seat = (row: string, name: string) => seatLocator(page, { row, name });
  const toasts = page.locator('.toast');
  try {
    const gate = await gateHolds(page);
    const grid = page.getByRole('grid');

    // A double click while the hold is on its way: pending at once, one request only.
    await seat('9', '6').dblclick();
    await expect.poll(() => gate.posts.length).toBe(1);
    await expect(seat('9', '6')).toHaveAttribute('data-state', 'pending');
    await expect(seat('9', '6')).toHaveAttribute('aria-label', /^Rad 9, miesto 6, ukladá sa/);
    await expect(grid).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.seat-map-svg .seat-mark-pending')).toHaveCount(1);
    gate.release();
    await expect(seat('9', '6')).toHaveAttribute('data-state', 'mine');
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(gate.posts).toHaveLength(1);
    await expect(page.getByTestId('seat-announcer')).toHaveText(/^Rad 9, miesto 6 pridané do košíka/);
    await expect(toasts).toHaveCount(0);

    // Another fan takes a seat while the fan's click on it waits: refused, it rolls back to taken, one toast.
    await seat('9', '12').click();
    await expect(seat('9', '12')).toHaveAttribute('data-state', 'pending');
    await expect.poll(() => gate.posts.length).toBe(2);
    await holdAsAdmin(request, uuid, { row: '9', name: '12' });
    gate.release();
    await expect(seat('9', '12')).toHaveAttribute('data-state', 'taken');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('Toto miesto už nie je voľné');
    await expect(page.locator('.seat-map-svg .seat-mark-pending')).toHaveCount(0);
    expect(gate.posts).toHaveLength(2);
    await page.unroute('**/v2/cart');
  } finally {
    await emptyCart(request, admin);
  }
});
