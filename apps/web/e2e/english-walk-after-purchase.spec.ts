import pg from 'pg';
import { expectClean, keptNames, look, signIn, submitEnglishLogin, walkTo } from './englishWalk.ts';
import { emptyCart, expect, test } from './fixtures.ts';
import { holder, renewedHolder } from './renewedHolder.ts';
import { mailTo } from './season.ts';
import { admin, fan, friend, seatLocator } from './shop.ts';
import { needsServerDatabase, serverDatabaseUrl, setShopClockOffset } from './shopClock.ts';
import { bearer, ok, publishedMatch, todaysMatchWithPaidSeat } from './todaysMatch.ts';
import { sellOutButTwo } from './waitingList.ts';

// Issue 22, "the whole journey in English": the fan pages english-walk.spec.ts does not reach, each walked
// as englishWalk.ts does (in English, no Slovak line but the club's names, axe clean, shot at 1280 and
// 390 px): a ticket transfer from its dialog to the friend's acceptance, the waiting room of a match, the
// waiting list from joining to its offer, the checkout's payment status and order summary, and a renewed
// season ticket's seat relocation. Each test makes its own match or seasons, so the demo's stay as they are.
test.use({ locale: 'en-US' });

const MINUTE = 60_000;
/**
 * When the test's own queue and waiting-list matches start: 25 days ahead, among the demo's matches (3 to 66
 * days), so neither heads the shop's list, where other journeys take the first match, nor ends it, where
 * waiting-list.spec takes the last one.
 */
const AMONG_DEMO_MATCHES = 25 * 24 * 60;

test('a ticket transfer in English: the sender’s dialog, the friend’s link signed out, signed in and accepted', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A match in two hours (the transfer's cut-off an hour away) with a seat the fan paid.
  const match = await todaysMatchWithPaidSeat(request, 120);
  await signIn(page);
  const keep = await keptNames(page);
  const findings = [await walkTo(page, '/my-orders', 'my-orders-to-transfer', keep)];
  const order = page.getByTestId('order').filter({ hasText: match.title });
  await order.getByRole('button', { name: /^Transfer the ticket to someone else: Sector / }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer ticket' });
  await expect(dialog.getByLabel("Recipient's e-mail")).toBeFocused();
  findings.push(await look(page, 'transfer-dialog', keep));
  await dialog.getByLabel("Recipient's e-mail").fill(friend.email);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(order.getByTestId('ticket-transfer').getByRole('status')).toHaveText(
    `Being transferred to ${friend.email}`,
  );
  findings.push(await look(page, 'transfer-pending', keep));

  // The friend opens the e-mail's link (the order's language, Slovak) in an English browser of their own.
  const mail = await mailTo(
    page,
    friend.email,
    `Jozef Fanúšik vám posiela vstupenku na zápas ${match.title}`,
  );
  const link = mail.textBody.match(/https?:\/\/\S+(\/transfer\/[A-Za-z0-9_-]{43})/)?.[1] ?? '';
  expect(link, 'the acceptance link in the e-mail').toBeTruthy();
  const friendContext = await browser.newContext({ locale: 'en-US' });
  const friendPage = await friendContext.newPage();
  await friendPage.goto(link);
  await friendPage.getByRole('button', { name: 'I agree' }).click();
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Ticket transfer' })).toBeVisible();
  findings.push(await look(friendPage, 'transfer-signed-out', keep));
  await friendPage.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await submitEnglishLogin(friendPage, friend);
  const accept = friendPage.getByRole('button', { name: 'Accept ticket' });
  await expect(accept).toBeFocused();
  findings.push(await look(friendPage, 'transfer-offer', keep));
  await accept.click();
  await expect(friendPage.getByRole('heading', { name: 'The ticket is yours' })).toBeFocused();
  findings.push(await look(friendPage, 'transfer-accepted', keep));
  await friendContext.close();
  expectClean(findings);
});

test('the waiting room of a match in English: before the opening, then the fan’s turn', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A match of the test's own behind a queue opening in five minutes.
  const match = await publishedMatch(request, AMONG_DEMO_MATCHES);
  const staff = await bearer(request, admin);
  const room = await ok<{ id: string }>(
    await request.post('/v2/admin/queue', {
      headers: staff,
      data: {
        setupId: match.id,
        opensAt: new Date(Date.now() + 5 * MINUTE).toISOString(),
        ratePerMinute: 60,
        maxShopping: 10,
      },
    }),
    'open the queue',
  );
  try {
    await signIn(page);
    const keep = await keptNames(page);
    // Heading for the match's seats, the fan is sent to its waiting room.
    await page.goto(`/event/${match.id}/arena`);
    await expect(page).toHaveURL(new RegExp(`/queue/${room.id}$`));
    await expect(page.getByRole('heading', { name: 'Waiting for the sale to open' })).toBeVisible();
    const findings = [await look(page, 'queue-before-opening', keep)];
    // The club opens the sale now: the draw lets the only fan in.
    await ok(
      await request.patch(`/v2/admin/queue/${room.id}`, {
        headers: staff,
        data: { opensAt: new Date().toISOString() },
      }),
      'open the sale now',
    );
    await expect(page.getByRole('heading', { name: 'It’s your turn!' })).toBeVisible({ timeout: 30_000 });
    findings.push(await look(page, 'queue-admitted', keep));
    expectClean(findings);
  } finally {
    await ok(await request.post(`/v2/admin/queue/${room.id}/close`, { headers: staff }), 'close the queue');
  }
});

test('the waiting list in English: joining on the sold-out arena, the offer, the checkout’s payment status and order', async ({
  page,
  request,
}) => {
  needsServerDatabase(test);
  test.setTimeout(180_000);
  // A match of the test's own sold out but two seats, which the admin holds.
  const match = await publishedMatch(request, AMONG_DEMO_MATCHES);
  const db = new pg.Client({ connectionString: serverDatabaseUrl() });
  await db.connect();
  try {
    await sellOutButTwo(db, match.id);
  } finally {
    await db.end();
  }
  const held = await request.post('/v2/cart', {
    headers: await bearer(request, admin),
    data: { type: 'ADD_BEST_SEATS', setupType: 'EVENT', uuid: match.id, count: 2 },
  });
  expect(held.status(), await held.text()).toBe(201);

  await signIn(page);
  const keep = await keptNames(page);
  const findings = [await walkTo(page, `/event/${match.id}/arena`, 'arena-sold-out', keep)];
  const card = page.getByTestId('waiting-list');
  await card.getByLabel('Number of seats').selectOption('2');
  await card.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(card.getByRole('status')).toContainText('You are number 1 on the list, waiting for 2 seats.');
  findings.push(await look(page, 'waiting-list-joined', keep));

  // The admin gives the seats back: the shop's next offer round offers them to the fan.
  await emptyCart(request, admin);
  const headers = await bearer(request, fan);
  let entryId = '';
  await expect
    .poll(
      async () => {
        const { entry } = await ok<{ entry: { id: string; state: string } | null }>(
          await request.get(`/v2/event/${match.id}/waiting-list`, { headers }),
          'my waiting list',
        );
        entryId = entry?.id ?? '';
        return entry?.state;
      },
      { timeout: 40_000 },
    )
    .toBe('OFFERED');
  findings.push(await walkTo(page, `/checkout/waiting-list/${entryId}`, 'waiting-list-offer', keep));

  await page.getByRole('button', { name: 'Add to cart and pay' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel(/^I agree to the terms and conditions/).check();
  await page.getByLabel(/^I agree to my contact details being used/).check();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/status\?orderId=/);
  await expect(page.getByRole('heading', { name: 'Paid, thank you!' })).toBeVisible({ timeout: 30_000 });
  findings.push(await look(page, 'payment-status', keep));
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  findings.push(await walkTo(page, `/order/success?orderId=${orderId}`, 'order-success', keep));
  expectClean(findings);
});

test('a renewed season ticket’s seat relocation in English: the renewal, the arena, the chosen seat', async ({
  page,
  request,
}) => {
  needsServerDatabase(test);
  test.setTimeout(240_000);
  const { seat, nextTitle } = await renewedHolder(request);
  try {
    // The shop's clock a minute into the relocation window.
    await setShopClockOffset(11 * MINUTE);
    await signIn(page, holder);
    const keep = await keptNames(page);
    await page.goto('/my-season-tickets/renewals');
    const offer = page.getByTestId('renewal-offer').filter({ hasText: nextTitle });
    const change = offer.getByRole('link', { name: /^Change seat of the season ticket: / });
    await expect(change).toBeVisible({ timeout: 30_000 });
    const findings = [await look(page, 'renewals-relocation-open', keep)];
    await change.click();
    await expect(page).toHaveURL(/\/my-season-tickets\/renewals\/[^/]+\/relocate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change of season ticket seat' })).toBeVisible();
    findings.push(await look(page, 'relocation-arena', keep));
    await page.getByRole('link', { name: new RegExp(`^Sector ${seat.sector},`) }).click();
    await expect(page).toHaveURL(/\/relocate\?sector=/);
    await seatLocator(page, { row: seat.row, name: '3' }).click();
    await expect(page.getByText(`New seat: Sector ${seat.sector}, row ${seat.row}, seat 3`)).toBeVisible();
    findings.push(await look(page, 'relocation-seat', keep));
    expectClean(findings);
  } finally {
    await setShopClockOffset(0);
  }
});
