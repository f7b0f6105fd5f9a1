import { expect, type Page, test } from '@playwright/test';
import { recordLayoutShift } from '../pageCheck.ts';

// Issue 19: every page of the shop and of the back office, as a visitor, a fan, an admin and a cashier,
// has no serious or critical axe-core violation and a cumulative layout shift under 0.1 when it loads.
// One file per role (and two for the back office), so that the checks run side by side: they only read,
// and they run before the journeys, which change the demo shop (playwright.config.ts, project "pages").

export const articles = [
  'permanentky',
  'vstupne-podmienky',
  'predajne-miesta',
  'ako-nakupovat',
  'ochrana-sukromia',
];

export async function firstIds(page: Page) {
  const events = (await (await page.request.get('/v2/event')).json()) as { data: { uuid: string }[] };
  const seasons = (await (await page.request.get('/v2/season')).json()) as { data: { uuid: string }[] };
  const event = events.data[0]?.uuid;
  const season = seasons.data[0]?.uuid;
  expect(event, 'the demo has a match').toBeTruthy();
  expect(season, 'the demo has a season').toBeTruthy();
  return { event: event as string, season: season as string };
}

/** The address of the first link in the page's main area whose address matches `pattern`. */
export async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const href = hrefs.find((h) => h !== null && pattern.test(h));
  expect(href, `a link like ${pattern} on ${page.url()}`).toBeTruthy();
  return href as string;
}

/** Every page check counts the layout shift from the first paint on. */
export function recordLayoutShiftOfEachTest() {
  test.beforeEach(async ({ page }) => {
    await recordLayoutShift(page);
  });
}
