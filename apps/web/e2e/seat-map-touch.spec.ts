import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';
import { computed, parseColour } from './contrast.ts';
import { expect, test } from './fixtures.ts';
import { expectAccessible, shoot } from './pageCheck.ts';
import { mapShot, SECTOR } from './seatMap.ts';
import { fan, openSectorAs, seatLocator, signedInContext } from './shop.ts';

// The seat map on a touch phone (issue 19): pinch and double-tap zoom, and the edge shadows where the
// zoomed map continues.

test.describe('on a touch phone (390 px)', () => {
  /** A signed-in phone: 390 × 844, a touch screen, a mobile viewport; answers its page and a CDP session. */
  async function openPhone(
    browser: import('@playwright/test').Browser,
    request: APIRequestContext,
    baseURL: string,
    sectorUrl: string,
  ) {
    const context = await signedInContext(browser, request, fan, baseURL, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const phone = await context.newPage();
    await phone.goto(sectorUrl);
    await expect(phone.getByRole('grid')).toBeVisible();
    const cdp = await context.newCDPSession(phone);
    return { context, phone, cdp };
  }

  type Point = { x: number; y: number };
  const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id, radiusX: 5, radiusY: 5, force: 1 })),
    });

  /** Two fingers: the first stays, the second moves from `from` to `to` in steps, as a thumb does. */
  async function pinch(cdp: CDPSession, still: Point, from: Point, to: Point) {
    await touch(cdp, 'touchStart', [still, from]);
    const steps = 12;
    for (let i = 1; i <= steps; i++) {
      const at = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
      await touch(cdp, 'touchMove', [still, at]);
    }
    await touch(cdp, 'touchEnd', []);
  }

  async function doubleTap(cdp: CDPSession, at: Point) {
    for (let i = 0; i < 2; i++) {
      await touch(cdp, 'touchStart', [at]);
      await touch(cdp, 'touchEnd', []);
    }
  }

  /** A seat found by its state, then kept by its row and number (its state changes as the test goes). */
  async function fixed(phone: Page, found: Locator) {
    const row = (await found.getAttribute('data-row')) ?? '';
    const name = (await found.getAttribute('data-seat')) ?? '';
    return seatLocator(phone, { row, name });
  }

  /** Whether a point of the screen is on the map's background (inside the drawing, on no seat). */
  const background = (phone: Page, at: Point) =>
    phone.evaluate(({ x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return !!hit?.closest('.seat-map-svg') && !hit.closest('.seat');
    }, at);

  const zoomOf = async (scroller: Locator) => Number(await scroller.getAttribute('data-zoom'));

  /** The map's drawn width against the width it has to show it in (1 = fits the phone). */
  const drawnScale = (scroller: Locator) =>
    scroller.evaluate((el) => (el.querySelector('svg')?.getBoundingClientRect().width ?? 0) / el.clientWidth);

  /** The point of the map (SVG units) under a point of the screen. */
  const mapPoint = (phone: Page, at: Point) =>
    phone.evaluate(({ x, y }) => {
      const svg = document.querySelector('.seat-map-svg') as SVGSVGElement;
      const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()?.inverse());
      return { x: p.x, y: p.y };
    }, at);

  test('pinch and double tap zoom the seat map; the page itself does not zoom; seats stay tappable', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const sectorUrl = await openSectorAs(page, fan, SECTOR);
    const { context, phone, cdp } = await openPhone(browser, request, baseURL ?? '', sectorUrl);
    const scroller = phone.locator('.seat-map-scroll');
    await expect(scroller).toHaveAttribute('data-zoom', '1');
    expect(await drawnScale(scroller)).toBeCloseTo(1, 1);

    // Pinch out in the middle of the map: the map grows, the page's own scale stays 1.
    const box = (await scroller.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const mid = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await pinch(cdp, { x: mid.x - 40, y: mid.y }, { x: mid.x + 10, y: mid.y }, { x: mid.x + 150, y: mid.y });
    await expect.poll(() => zoomOf(scroller)).toBeGreaterThan(2.5);
    const pinched = await zoomOf(scroller);
    expect(await drawnScale(scroller)).toBeCloseTo(pinched, 1);
    expect(await phone.evaluate(() => window.visualViewport?.scale)).toBe(1);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

    // Zoomed in, a seat is a finger's size and a tap holds it; a second tap gives it back.
    const seat = await fixed(phone, phone.locator('circle.seat[data-state="free"]').nth(30));
    await seat.scrollIntoViewIfNeeded();
    const seatBox = await seat.boundingBox();
    expect(seatBox?.width ?? 0).toBeGreaterThanOrEqual(30);
    await seat.tap();
    await expect(seat).toHaveAttribute('data-state', 'mine');
    await expect(phone.getByTestId('selection-bar')).toBeInViewport();
    await seat.tap();
    await expect(seat).toHaveAttribute('data-state', 'free');
    expect(await zoomOf(scroller)).toBe(pinched); // a tap on a seat is no zoom

    // Pinch in: the map goes back to fitting the width.
    const now = (await scroller.boundingBox()) ?? box;
    const shownTop = Math.max(now.y, 0);
    const shownBottom = Math.min(now.y + now.height, 844);
    const centre = { x: now.x + now.width / 2, y: (shownTop + shownBottom) / 2 };
    await pinch(
      cdp,
      { x: centre.x - 40, y: centre.y },
      { x: centre.x + 150, y: centre.y },
      { x: centre.x - 10, y: centre.y },
    );
    await expect(scroller).toHaveAttribute('data-zoom', '1');
    expect(await drawnScale(scroller)).toBeCloseTo(1, 1);

    // A double tap on the map's background (the margin by row 5's number, out of a finger's reach of any seat:
    // the browser snaps a tap to a seat within its radius) zooms in there; the point under the finger stays
    // under it.
    const firstOfRow = phone.locator('circle.seat[data-row="5"]').first();
    const margin = async () => {
      const svg = (await phone.locator('.seat-map-svg').boundingBox()) ?? { x: 0 };
      const seatBox = (await firstOfRow.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      return { x: svg.x + (seatBox.x - svg.x) * 0.25, y: seatBox.y + seatBox.height / 2 };
    };
    const spot = await margin();
    expect(await background(phone, spot)).toBe(true);
    const before = await mapPoint(phone, spot);
    await doubleTap(cdp, spot);
    await expect(scroller).toHaveAttribute('data-zoom', '2.5');
    expect(await drawnScale(scroller)).toBeCloseTo(2.5, 1);
    const after = await mapPoint(phone, spot);
    const seatUnits = Number(await firstOfRow.getAttribute('r')) * 2;
    // Across: the map grows around the finger. (Down, the map's box grows with it as long as it fits 75 % of
    // the screen's height, so the point moves down with the box.)
    expect(Math.abs(after.x - before.x)).toBeLessThan(seatUnits);
    await shoot(phone, 'seat-map-double-tapped', { ...mapShot, widths: [390] });

    // The seats next to the spot are still taken by a tap.
    const near = await fixed(phone, phone.locator('circle.seat[data-row="5"][data-state="free"]').first());
    await near.tap();
    await expect(near).toHaveAttribute('data-state', 'mine');
    await expect(scroller).toHaveAttribute('data-zoom', '2.5');
    await near.tap();
    await expect(near).toHaveAttribute('data-state', 'free');

    // A second double tap zooms back out.
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    const spot2 = await margin();
    expect(await background(phone, spot2)).toBe(true);
    await doubleTap(cdp, spot2);
    await expect(scroller).toHaveAttribute('data-zoom', '1');
    await expectAccessible(phone);
    await context.close();
  });

  test('edge shadows show where the zoomed map continues and go at its ends; taps pass through them', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const sectorUrl = await openSectorAs(page, fan, SECTOR);
    const { context, phone } = await openPhone(browser, request, baseURL ?? '', sectorUrl);
    const scroller = phone.locator('.seat-map-scroll');
    const edge = (side: string) => phone.locator(`.seat-map-edge-${side}`);
    const shown = async (side: string) => {
      await expect(edge(side)).toHaveAttribute('data-shown', 'true');
      await expect(edge(side)).toHaveCSS('opacity', '1');
    };
    const hidden = async (side: string) => {
      await expect(edge(side)).toHaveAttribute('data-shown', 'false');
      await expect(edge(side)).toHaveCSS('opacity', '0');
    };
    // The map fits the phone: nothing lies beyond any edge, no shadow.
    for (const side of ['left', 'right', 'top', 'bottom']) await hidden(side);

    // Zoomed in by keyboard to the largest zoom, around the middle: the map overflows on all four sides.
    const zoomIn = phone.getByRole('button', { name: 'Priblížiť mapu' });
    await zoomIn.focus();
    for (let i = 0; i < 8 && (await zoomIn.isEnabled()); i++) await phone.keyboard.press('Enter');
    await expect(zoomIn).toBeDisabled();
    const overflow = await scroller.evaluate((el) => ({
      x: el.scrollWidth > el.clientWidth,
      y: el.scrollHeight > el.clientHeight,
    }));
    expect(overflow).toEqual({ x: true, y: true });
    // Panned to the middle, as a finger would: more of the map beyond every edge.
    await scroller.evaluate((el) =>
      el.scrollTo({
        left: (el.scrollWidth - el.clientWidth) / 2,
        top: (el.scrollHeight - el.clientHeight) / 2,
      }),
    );
    for (const side of ['left', 'right', 'top', 'bottom']) await shown(side);
    await shoot(phone, 'seat-map-edge-shadows', { ...mapShot, widths: [390] });

    // The shadows lie over the map's edges, dark enough to see on the white map.
    const view = (await scroller.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const right = (await edge('right').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    expect(Math.abs(right.x + right.width - (view.x + view.width))).toBeLessThanOrEqual(1);
    const gradient = (await computed(edge('right'), ['background-image']))['background-image'];
    const darkest = parseColour(gradient.match(/rgba?\([^)]+\)/)?.[0] ?? 'transparent');
    expect(darkest.a).toBeGreaterThanOrEqual(0.3);

    // At the left and top ends their shadows go; the right and bottom ones stay.
    await scroller.evaluate((el) => el.scrollTo({ left: 0, top: 0 }));
    await hidden('left');
    await hidden('top');
    await shown('right');
    await shown('bottom');

    // A seat under the right shadow still takes the tap: the shadow lets the pointer through.
    const shaded = await phone.evaluate(
      ({ left, width }) => {
        for (const seat of document.querySelectorAll('.seat-map-svg circle.seat[data-state="free"]')) {
          const box = seat.getBoundingClientRect();
          const view = (document.querySelector('.seat-map-scroll') as Element).getBoundingClientRect();
          const x = Math.max(box.left + 2, left + 2);
          const y = box.top + box.height / 2;
          const inside = x < Math.min(box.right - 2, left + width - 2);
          if (!inside || y < Math.max(view.top, 0) + 5 || y > Math.min(view.bottom, window.innerHeight) - 5)
            continue;
          return {
            row: seat.getAttribute('data-row') ?? '',
            name: seat.getAttribute('data-seat') ?? '',
            x,
            y,
            hit: document.elementFromPoint(x, y) === seat,
          };
        }
        return null;
      },
      { left: right.x, width: right.width },
    );
    expect(shaded).toMatchObject({ hit: true });
    const shadedSeat = seatLocator(phone, { row: shaded?.row ?? '', name: shaded?.name ?? '' });
    await phone.touchscreen.tap(shaded?.x ?? 0, shaded?.y ?? 0);
    await expect(shadedSeat).toHaveAttribute('data-state', 'mine');
    await phone.touchscreen.tap(shaded?.x ?? 0, shaded?.y ?? 0);
    await expect(shadedSeat).toHaveAttribute('data-state', 'free');

    // By keyboard: End on the grid takes the focus to the row's last seat; the map scrolls, the left shadow
    // comes back.
    await phone.locator('circle.seat[tabindex="0"]').focus();
    await phone.keyboard.press('End');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await shown('left');

    // At the right and bottom ends those shadows go.
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth, top: el.scrollHeight }));
    await hidden('right');
    await hidden('bottom');
    await shown('left');
    await shown('top');
    await shoot(phone, 'seat-map-edge-shadows-end', { ...mapShot, widths: [390] });

    // Zoomed out again, the map fits: no shadow.
    const zoomOut = phone.getByRole('button', { name: 'Oddialiť mapu' });
    await zoomOut.focus();
    for (let i = 0; i < 8 && (await zoomOut.isEnabled()); i++) await phone.keyboard.press('Enter');
    await expect(scroller).toHaveAttribute('data-zoom', '1');
    for (const side of ['left', 'right', 'top', 'bottom']) await hidden(side);
    await expectAccessible(phone);
    await context.close();
  });
});
