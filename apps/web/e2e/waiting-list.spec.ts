import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './fixtures.ts';
import { expectAccessible } from './pageCheck.ts';
import type { OutboxMessage } from './season.ts';
import { fan, logInFromHome } from './shop.ts';
import { needsServerDatabase, serverDatabaseUrl, setShopClockOffset } from './shopClock.ts';
import { sellOutButTwo } from './waitingList.ts';

// The waiting list of a sold-out match (issue 22), on the demo shop's database: the test sells out the
// season's last match but two seats, a second fan holds those two, the demo fan joins the list, and the
// shop's clock (shop_now, the clock_offset row every test of the API moves) is put 16 minutes on so the
// hold lapses; the shop's own jobs free the seats and offer them. The clock goes back at the end.
const second = { email: 'druhy.drzitel@hokej.test', password: 'Drzitel123!' };
const SHOTS = '/tmp/waiting-list';
const HOLD_LAPSED_MS = 16 * 60_000;

async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, { within: 'page' });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The season's last match sold out but the first two seats of one row; answers the match. */
async function soldOutButTwo(db: pg.Client): Promise<{ id: string; title: string }> {
  const { rows } = await db.query<{ id: string; title: string }>(
    `select id, title from setups where setup_type = 'EVENT' and not phone_required and published
       and starts_at > now() + interval '30 days' order by starts_at desc limit 1`,
  );
  const match = rows[0];
  if (!match) throw new Error('the demo has no match 30+ days ahead');
  await sellOutButTwo(db, match.id);
  return match;
}

/** The offer e-mail of `match` (the fan may hold offers of other matches: english-walk-after-purchase.spec). */
async function offerMail(page: Page, match: string): Promise<OutboxMessage> {
  const subject = `Uvoľnili sa miesta na zápas ${match} –`;
  let found: OutboxMessage | undefined;
  await expect(async () => {
    const messages = (await (await page.request.get('/dev/outbox.json')).json()) as OutboxMessage[];
    found = messages.find((m) => m.recipient === fan.email && m.subject.startsWith(subject));
    expect(found, 'the offer e-mail').toBeTruthy();
  }).toPass({ timeout: 40_000 });
  return found as OutboxMessage;
}

test('a fan joins the waiting list of a sold-out match, a hold lapses, the fan gets the offer e-mail and pays', async ({
  page,
  request,
}) => {
  needsServerDatabase(test);
  test.setTimeout(180_000);
  const db = new pg.Client({ connectionString: serverDatabaseUrl() });
  await db.connect();
  try {
    const match = await soldOutButTwo(db);
    // A second fan holds the last two seats.
    const login = await request.post('/v2/user/login', { data: second });
    const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
    const held = await request.post('/v2/cart', {
      headers,
      data: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: match.id, count: 2 },
    });
    expect(held.status(), await held.text()).toBe(201);

    await logInFromHome(page, fan);
    await page.goto(`/event/${match.id}/arena`);
    const card = page.getByTestId('waiting-list');
    await expect(card.getByRole('heading', { name: 'Poradovník na vypredaný zápas' })).toBeVisible();
    // By keyboard: the count, then the button.
    await card.getByLabel('Počet miest').selectOption('2');
    await card.getByRole('button', { name: 'Prihlásiť sa do poradovníka' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status')).toContainText('Ste 1. v poradí, čakáte na 2 miesta.');
    await expectAccessible(page, { within: 'page' });
    await shots(page, 'arena-joined');

    // The hold lapses: the sweeper frees the seats and the waiting list's round offers them to the fan.
    await setShopClockOffset(HOLD_LAPSED_MS);
    const mail = await offerMail(page, match.title);
    const link = mail.textBody.match(/https?:\/\/\S+?(\/checkout\/waiting-list\/[0-9a-f-]{36})/)?.[1];
    expect(link, 'the personal offer link').toBeTruthy();
    await page.goto(link ?? '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Miesta z poradovníka' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(/^Podržané do /)).toBeVisible();
    await expectAccessible(page, { within: 'page' });
    await shots(page, 'offer');

    await page.getByRole('button', { name: 'Vložiť do košíka a zaplatiť' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByTestId('checkout-item')).toHaveCount(2);
    await page.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
    await page.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
    await page.getByRole('button', { name: 'Zaplatiť kartou' }).click();
    await expect(page).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
    await page.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    await setShopClockOffset(0);
    await db.end();
  }
});
