import type { Locator } from '@playwright/test';
import { backgroundBehind, computed, contrast, parseColour, shadowRings } from './contrast.ts';
import { emptyCart, expect, test } from './fixtures.ts';
import { expectAccessible, shoot } from './pageCheck.ts';
import {
  bearer,
  eventUuid,
  focusedSeat,
  gateHolds,
  holdAsAdmin,
  mapShot,
  SECTOR,
  setSeats,
} from './seatMap.ts';
import { admin, fan, openSectorAs, seatLocator } from './shop.ts';

// Non-text contrast of every seat state and of the focus rings (issue 19, WCAG 1.4.11), measured from the
// browser's computed styles.

async function focusRing(control: Locator) {
  // Bootstrap fades a button's ring in (a box-shadow transition): measured once it is drawn in full.
  await control.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const style = await computed(control, [
    'outline-style',
    'outline-width',
    'outline-color',
    'box-shadow',
    'border-top-color',
    'border-top-width',
  ]);
  const behind = await backgroundBehind(control);
  const rings = shadowRings(style['box-shadow']);
  const outline = style['outline-style'] !== 'none' && Number.parseFloat(style['outline-width']) > 0;
  if (outline) {
    // An outline with an offset: the page on both sides of it.
    return { ring: parseColour(style['outline-color']), beside: [behind] };
  }
  const outer = rings.at(-1);
  if (!outer) throw new Error('no focus ring drawn');
  // Inside a single ring: the control's border where it has one, else its own background over the page.
  const edge =
    Number.parseFloat(style['border-top-width']) > 0
      ? parseColour(style['border-top-color'])
      : await backgroundBehind(control, true);
  const inner = rings.at(-2)?.colour ?? edge;
  return { ring: outer.colour, beside: [inner, behind] };
}

test('every seat state and both focus rings stand out ≥ 3:1 (WCAG 1.4.11), with a sign for each state', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The helper itself: black on white is 21:1, #767676 on white 4.54:1, half-transparent black on white is
  // the grey #808080 (3.95:1).
  expect(contrast('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
  expect(contrast('rgb(118, 118, 118)', 'rgb(255, 255, 255)')).toBeCloseTo(4.54, 2);
  expect(contrast('rgba(0, 0, 0, 0.5)', 'rgb(255, 255, 255)')).toBeCloseTo(
    contrast('rgb(127.5, 127.5, 127.5)', 'rgb(255, 255, 255)'),
    5,
  );

  const sectorUrl = await openSectorAs(page, fan, SECTOR);
  const uuid = eventUuid(sectorUrl);
  const seat = (row: string, name: string) => seatLocator(page, { row, name });
  try {
    // Every state on one map: not for sale (the club's), taken (another fan's hold), mine, free.
    await setSeats(request, uuid, '3', ['11', '12'], 'DISABLED');
    await holdAsAdmin(request, uuid, { row: '2', name: '5' });
    await page.reload();
    await expect(seat('3', '11')).toHaveAttribute('data-state', 'notForSale');
    await expect(seat('2', '5')).toHaveAttribute('data-state', 'taken');
    await seat('5', '10').click();
    await expect(seat('5', '10')).toHaveAttribute('data-state', 'mine');

    const map = page.locator('.seat-map-svg');
    const background = await backgroundBehind(map, true);
    const fill = async (target: Locator) => parseColour((await computed(target, ['fill'])).fill);
    const stroke = async (target: Locator) => parseColour((await computed(target, ['stroke'])).stroke);
    const ratios: Record<string, number> = {};

    // Filled states: the fill against the map; the sign on it against the fill.
    const free = seat('4', '2');
    ratios['free vs map'] = contrast(await fill(free), background);
    ratios['mine vs map'] = contrast(await fill(seat('5', '10')), background);
    ratios['mine outline vs map'] = contrast(await stroke(seat('5', '10')), background);
    ratios['taken vs map'] = contrast(await fill(seat('2', '5')), background);
    const tick = page.locator('.seat-map-svg .seat-mark-tick');
    const cross = page.locator('.seat-map-svg .seat-mark-cross');
    await expect(tick).toHaveCount(1);
    await expect(cross).toHaveCount(1);
    ratios['tick vs mine'] = contrast(await stroke(tick), await fill(seat('5', '10')));
    ratios['cross vs taken'] = contrast(await stroke(cross), await fill(seat('2', '5')));
    // Not for sale is drawn hollow: its white fill is the map's, its dashed ring tells it.
    expect(contrast(await fill(seat('3', '11')), background)).toBeLessThan(1.1);
    const hollow = page.locator('.seat-map-svg .seat-mark-hollow').first();
    await expect(page.locator('.seat-map-svg .seat-mark-hollow')).toHaveCount(2);
    ratios['not-for-sale ring vs map'] = contrast(await stroke(hollow), background);

    // A free seat under the pointer darkens, still ≥ 3:1.
    const idle = await fill(free);
    await free.hover();
    await expect.poll(async () => contrast(await fill(free), idle)).toBeGreaterThan(1.05);
    ratios['free hovered vs map'] = contrast(await fill(free), background);

    // Pending: the request held back, the seat shows its dashed ring and dot at once.
    const gate = await gateHolds(page);
    await seat('7', '4').click();
    await expect.poll(() => gate.posts.length).toBe(1);
    await expect(seat('7', '4')).toHaveAttribute('data-state', 'pending');
    const pendingRing = page.locator('.seat-map-svg .seat-mark-pending circle').first();
    ratios['pending ring vs map'] = contrast(await stroke(pendingRing), background);
    ratios['pending dot vs map'] = contrast(
      await fill(page.locator('.seat-map-svg .seat-mark-pending .seat-mark-dot')),
      background,
    );
    gate.release();
    await expect(seat('7', '4')).toHaveAttribute('data-state', 'mine');
    await page.unroute('**/v2/cart');

    // The seat suggested after a SEAT_GAP refusal: ringed ≥ 3:1.
    await seat('5', '8').click();
    await expect(seat('5', '7')).toHaveClass(/seat-suggested/);
    ratios['suggested ring vs map'] = contrast(
      await stroke(page.locator('.seat-suggested-ring')),
      background,
    );

    // Each state has a sign of its own, so no state is told by hue alone.
    await expect(page.locator('.seat-map-svg .seat-mark')).toHaveCount(2 + 2 + 1); // ticks of 5/10, 7/4; two hollow; a cross

    // The seat focus ring, reached by keyboard: dark on a white halo that covers it on both sides, beside the
    // blue seat of mine (which the dark ring alone meets at 2.9:1).
    const cx = async (name: string) => Number(await seat('5', name).getAttribute('cx'));
    const toward9 = (await cx('9')) > (await cx('7')) ? 'ArrowRight' : 'ArrowLeft';
    await seat('5', '7').focus();
    await page.keyboard.press(toward9);
    await page.keyboard.press(toward9);
    expect(await focusedSeat(page)).toEqual({ row: '5', seat: '9' });
    const ring = page.locator('.seat-focus-ring');
    const halo = page.locator('.seat-focus-halo');
    await expect(ring).toHaveCount(1);
    const band = async (target: Locator) => {
      const r = Number(await target.getAttribute('r'));
      const w = Number(await target.getAttribute('stroke-width'));
      return { inner: r - w / 2, outer: r + w / 2 };
    };
    const ringBand = await band(ring);
    const haloBand = await band(halo);
    const seatR = Number(await seat('5', '9').getAttribute('r'));
    expect(haloBand.inner).toBeLessThan(ringBand.inner);
    expect(haloBand.outer).toBeGreaterThan(ringBand.outer);
    expect(ringBand.inner).toBeGreaterThan(seatR);
    ratios['seat focus ring vs halo'] = contrast(await stroke(ring), await stroke(halo));
    ratios['seat focus ring vs map'] = contrast(await stroke(ring), background);

    // The focus rings of the map's controls, reached by the keyboard (Shift+Tab from the skip button, then
    // Tab): each against the colours on both sides of it.
    const measureFocused = async (name: string) => {
      const control = page.locator(':focus');
      await expect(control).toHaveAccessibleName(name);
      const { ring: colour, beside } = await focusRing(control);
      beside.forEach((b, i) => {
        ratios[`${name} focus ring vs ${i === 0 && beside.length > 1 ? 'inside' : 'page'}`] = contrast(
          colour,
          b,
        );
      });
    };
    await page.getByRole('button', { name: 'Preskočiť mapu miest' }).focus();
    await page.keyboard.press('Shift+Tab');
    await measureFocused('Vybrať zo zoznamu');
    await page.keyboard.press('Tab');
    await measureFocused('Preskočiť mapu miest');
    await page.keyboard.press('Tab');
    await measureFocused('Priblížiť mapu');
    // "Oddialiť mapu" is disabled at the smallest zoom; once zoomed in it is the Tab stop before.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await measureFocused('Oddialiť mapu');

    for (const [what, ratio] of Object.entries(ratios)) {
      expect.soft(ratio, `${what}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
    }
    // The figures, for the record.
    test.info().annotations.push({
      type: 'contrast',
      description: Object.entries(ratios)
        .map(([what, ratio]) => `${what} ${ratio.toFixed(2)}`)
        .join('; '),
    });
    await expectAccessible(page);
    await shoot(page, 'seat-map-states', mapShot);
  } finally {
    await setSeats(request, uuid, '3', ['11', '12'], 'ACTIVE');
    await emptyCart(request, admin);
  }
});

/** The club marks seats of a row as wheelchair or companion places (null: unmarked again), as the admin. */
async function markSeats(
  request: Parameters<typeof setSeats>[0],
  uuid: string,
  row: string,
  names: string[],
  accessibility: 'WHEELCHAIR' | 'COMPANION' | null,
) {
  const answer = await request.put(`/v2/admin/events/${uuid}/seats/accessibility`, {
    headers: await bearer(request, admin),
    data: { accessibility, seats: names.map((name) => ({ sector: SECTOR, row, name })) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('the wheelchair and companion badges stand out ≥ 3:1 from the map and from every seat state they touch', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const sectorUrl = await openSectorAs(page, fan, SECTOR);
  const uuid = eventUuid(sectorUrl);
  const seat = (name: string) => seatLocator(page, { row: '9', name });
  try {
    // Row 9 (no seat left alone between others): wheelchair places taken by another fan (1) and of mine (3),
    // companion places not for sale (2) and free (4).
    await markSeats(request, uuid, '9', ['1', '3'], 'WHEELCHAIR');
    await markSeats(request, uuid, '9', ['2', '4'], 'COMPANION');
    await setSeats(request, uuid, '9', ['2'], 'DISABLED');
    await holdAsAdmin(request, uuid, { row: '9', name: '1' });
    await page.reload();
    await seat('3').click();
    await expect(seat('3')).toHaveAttribute('data-state', 'mine');
    await expect(seat('1')).toHaveAttribute('data-state', 'taken');
    await expect(seat('2')).toHaveAttribute('data-state', 'notForSale');
    const badges = page.locator('.seat-map-svg .seat-access-badge');
    await expect(badges).toHaveCount(4);

    const background = await backgroundBehind(page.locator('.seat-map-svg'), true);
    const colour = async (target: Locator, property: 'fill' | 'stroke') =>
      parseColour((await computed(target, [property]))[property]);
    // Every seat colour a badge can touch (its own seat and the next one), and the map.
    const neighbours: Record<string, ReturnType<typeof parseColour>> = { map: background };
    for (const name of ['1', '2', '3', '4']) {
      neighbours[`${await seat(name).getAttribute('data-state')} seat`] = await colour(seat(name), 'fill');
    }
    const ratios: Record<string, number> = {};
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const kind of ['wheelchair', 'companion']) {
        const badge = page.locator(`.seat-map-svg .seat-access-${kind}`).first();
        const disc = badge.locator('> circle');
        const glyph = badge.locator('.seat-access-glyph');
        const fill = await colour(disc, 'fill');
        const ring = await colour(disc, 'stroke');
        // The ring counts as the badge's edge only where it is drawn at least one CSS pixel wide.
        const ringPx = await disc.evaluate((el) => {
          const svgEl = el as SVGGraphicsElement;
          const scale = Math.abs(svgEl.getScreenCTM()?.a ?? 1);
          const transform = new DOMMatrix(getComputedStyle(svgEl.parentElement as Element).transform);
          return Number.parseFloat(getComputedStyle(svgEl).strokeWidth) * scale * Math.abs(transform.a || 1);
        });
        ratios[`${kind} glyph vs badge @${width}`] = contrast(await colour(glyph, 'fill'), fill);
        for (const [what, behind] of Object.entries(neighbours)) {
          const edge = Math.max(contrast(fill, behind), ringPx >= 1 ? contrast(ring, behind) : 1);
          ratios[`${kind} badge vs ${what} @${width} (ring ${ringPx.toFixed(2)} px)`] = edge;
        }
      }
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const [what, ratio] of Object.entries(ratios)) {
      expect.soft(ratio, `${what}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(3);
    }
    test.info().annotations.push({
      type: 'contrast',
      description: Object.entries(ratios)
        .map(([what, ratio]) => `${what} ${ratio.toFixed(2)}`)
        .join('; '),
    });
    console.log(test.info().annotations.at(-1)?.description?.split('; ').join('\n'));
    await expectAccessible(page);
    await shoot(page, 'seat-map-access-badges', mapShot);
  } finally {
    await markSeats(request, uuid, '9', ['1', '2', '3', '4'], null);
    await setSeats(request, uuid, '9', ['2'], 'ACTIVE');
    await emptyCart(request, admin);
  }
});
