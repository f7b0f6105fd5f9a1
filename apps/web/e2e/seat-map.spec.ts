import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';
import { backgroundBehind, computed, contrast, parseColour, shadowRings } from './contrast.ts';
import { emptyCart, expect, test } from './fixtures.ts';
import { admin, fan, logInFromHome, openSector, seatLocator, signedInContext } from './shop.ts';

// The seat map itself (issue 19): pinch and double-tap zoom on a touch phone, the edge shadows where the map
// continues, non-text contrast of every seat state and of the focus rings (WCAG 1.4.11, measured from the
// browser's computed styles), row and seat numbers, the skip button, the pending state of a click. Sector
// B18 is used by no other spec, so its seats are as the seed left them.
const SECTOR = 'B18';

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} @ ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

/** Screenshots to look at (not to compare) when SHOTS names a folder. */
async function shoot(page: Page, name: string, widths = [1280, 390]) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

const eventUuid = (url: string) => url.split('/event/')[1]?.split('/')[0] ?? '';

async function bearer(request: APIRequestContext, user: { email: string; password: string }) {
  const login = await request.post('/v2/user/login', { data: user });
  expect(login.status(), await login.text()).toBe(200);
  return { Authorization: `Bearer ${(await login.json()).accessToken}` };
}

/** Another fan (the admin) holds a seat of the sector through the API: the fan's map shows it taken. */
async function holdAsAdmin(request: APIRequestContext, uuid: string, seat: { row: string; name: string }) {
  const answer = await request.post('/v2/cart', {
    headers: await bearer(request, admin),
    data: { type: 'ADD_SEAT', setupType: 'EVENT', uuid, seat: { sector: SECTOR, ...seat } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The club's state of seats in a row, as the admin through the API (DISABLED: not for sale). */
async function setSeats(
  request: APIRequestContext,
  uuid: string,
  row: string,
  names: string[],
  state: 'ACTIVE' | 'DISABLED',
) {
  const seats = names.map((name) => ({ sector: SECTOR, row, name }));
  const answer = await request.put(`/v2/admin/events/${uuid}/seats`, {
    headers: await bearer(request, admin),
    data: { state, seats },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * Holds the fan's POST /v2/cart requests until the test lets each go, counting them: a seat's pending
 * state can be looked at for as long as needed, with no sleep.
 */
async function gateHolds(page: Page) {
  const posts: string[] = [];
  const waiting: (() => void)[] = [];
  await page.route('**/v2/cart', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request().postData() ?? '');
    await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  return {
    posts,
    /** Lets the held requests go on to the API. */
    release: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

const focusedSeat = (page: Page) =>
  page.evaluate(() => ({
    row: document.activeElement?.getAttribute('data-row') ?? '',
    seat: document.activeElement?.getAttribute('data-seat') ?? '',
  }));

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
    await logInFromHome(page, fan);
    const sectorUrl = await openSector(page, SECTOR);
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
    await shoot(phone, 'seat-map-double-tapped', [390]);

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
    await logInFromHome(page, fan);
    const sectorUrl = await openSector(page, SECTOR);
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
    await shoot(phone, 'seat-map-edge-shadows', [390]);

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
    await shoot(phone, 'seat-map-edge-shadows-end', [390]);

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

/** The focus indicator of a focused HTML control: its outermost ring's colour and the colours beside it. */
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

  await logInFromHome(page, fan);
  const sectorUrl = await openSector(page, SECTOR);
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
    await shoot(page, 'seat-map-states');
  } finally {
    await setSeats(request, uuid, '3', ['11', '12'], 'ACTIVE');
    await emptyCart(request, admin);
  }
});

test('row numbers at both ends of every row, the seat number on hover and on keyboard focus, the tooltip, the skip button', async ({
  page,
}) => {
  await logInFromHome(page, fan);
  await openSector(page, SECTOR);
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
  await logInFromHome(page, fan);
  const sectorUrl = await openSector(page, SECTOR);
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
