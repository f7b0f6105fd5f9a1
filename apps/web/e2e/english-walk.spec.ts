import { expectClean, keptNames, look, signIn, walkTo } from './englishWalk.ts';
import { expect, test } from './fixtures.ts';
import { holdSeats } from './shop.ts';

// Issue 22, English on the web: a fan whose browser prefers English walks every fan page of the shop
// (englishWalk.ts: in English, axe clean, shot at 1280 and 390 px). The pages after a purchase (a transfer,
// the queue, the waiting list, a seat relocation, the payment status) are english-walk-after-purchase.spec.ts.
test.use({ locale: 'en-US' });

const SECTOR = 'A11';
const ARTICLES = ['permanentky', 'vstupne-podmienky', 'predajne-miesta', 'ako-nakupovat', 'ochrana-sukromia'];

test('a visitor reads the public pages in English: no Slovak shown but the club’s names, axe clean', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByRole('button', { name: 'I agree' }).click();
  const keep = await keptNames(page);
  const findings = [await look(page, 'home-visitor', keep)];
  for (const hash of ARTICLES) findings.push(await walkTo(page, `/page/${hash}`, `page-${hash}`, keep));
  findings.push(await walkTo(page, '/register', 'register', keep));
  findings.push(await walkTo(page, '/reset/not-a-link', 'reset', keep));
  findings.push(await walkTo(page, '/page-that-does-not-exist', 'not-found', keep));
  expectClean(findings);
});

test('a fan buys in English: home, matches, seasons, arena, sector, cart, invoice details', async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signIn(page);
  const keep = await keptNames(page);
  const events = (await (await page.request.get('/v2/event')).json()) as { data: { uuid: string }[] };
  const event = events.data[0]?.uuid ?? '';
  expect(event, 'the demo has a match').toBeTruthy();
  const findings = [await walkTo(page, '/', 'home', keep)];
  findings.push(await walkTo(page, '/events', 'events', keep));
  await page.getByRole('tab', { name: 'Season tickets' }).click();
  findings.push(await look(page, 'events-seasons', keep));
  findings.push(await walkTo(page, `/event/${event}/arena`, 'arena', keep));
  findings.push(await walkTo(page, `/event/${event}/${SECTOR}`, 'sector', keep));
  await holdSeats(page, [0]);
  findings.push(await look(page, 'sector-held', keep));
  findings.push(await walkTo(page, '/checkout', 'checkout', keep));
  findings.push(await walkTo(page, '/invoice', 'invoice', keep));
  expectClean(findings);
});

test('a fan’s own pages in English: My account, My orders, season tickets and renewals', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const keep = await keptNames(page);
  const findings = [await walkTo(page, '/account', 'account', keep)];
  findings.push(await walkTo(page, '/my-orders', 'my-orders', keep));
  findings.push(await walkTo(page, '/my-season-tickets', 'my-season-tickets', keep));
  findings.push(await walkTo(page, '/my-season-tickets/renewals', 'renewals', keep));
  expectClean(findings);
});
