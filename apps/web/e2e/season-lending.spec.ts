import { expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { mailTo } from './season.ts';
import { seasonWithMatches } from './seasonWithMatches.ts';
import { cashier, fan, friend, pressOn, signedInContext } from './shop.ts';
import { needsServerDatabase, setShopClockOffset } from './shopClock.ts';
import { bearer } from './todaysMatch.ts';

test('the demo fan lends the season ticket for one match by keyboard, cancels, lends again; the friend accepts; the gate refuses the season ticket for that match only', async ({
  browser,
  request,
  baseURL,
}) => {
  needsServerDatabase(test);
  test.setTimeout(180_000);
  // A season of two matches: one in an hour (its cut-off reached), one in three days; the fan holds a seat.
  // The lending is under test here, not the login: both browsers start signed in (the API's login).
  const season = await seasonWithMatches(request);
  const { serial } = season;

  const fanContext = await signedInContext(browser, request, fan, baseURL as string);
  const page = await fanContext.newPage();
  await page.goto('/my-orders');
  await waitUntilSettled(page);
  const order = page.getByRole('article', { name: `Objednávka č. ${season.orderNumber}` });
  const lending = order.getByTestId('season-lending');
  const lend = lending.getByRole('button', { name: /^Požičať na zápas permanentku: Sektor/ });

  // The dialog offers only the match before its cut-off; the caret starts on the match.
  await pressOn(lend);
  const dialog = page.getByRole('dialog', { name: 'Požičať permanentku na zápas' });
  const matchField = dialog.getByLabel('Zápas', { exact: true });
  await expect(matchField).toBeFocused();
  await expect(matchField.getByRole('option')).toHaveCount(1);
  await expect(matchField.getByRole('option')).toHaveText(new RegExp(`^${season.later.title} · `));
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('E-mail príjemcu')).toBeFocused();
  await page.keyboard.type(friend.email);
  expectCleanPages([await inspectPage(page, 'my-orders lend dialog')]);
  await shootWidths(page, 'lend-dialog');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  // Lent, not yet accepted: cancelled by keyboard, the focus back on "Požičať na zápas".
  const lent = lending.getByRole('region', { name: 'Požičané zápasy' });
  const loan = lent.getByTestId('lent-match').filter({ hasText: season.later.title });
  await expect(loan).toContainText(`Požičiava sa: ${friend.email}`);
  expectCleanPages([await inspectPage(page, 'my-orders lent pending')]);
  await shootWidths(page, 'lend-pending');
  await pressOn(loan.getByRole('button', { name: `Zrušiť požičanie na zápas ${season.later.title}` }));
  await expect(lent).toBeHidden();
  await expect(lend).toBeFocused();

  // Lent again; the friend opens the newest e-mail's link in a browser of their own and accepts.
  await page.keyboard.press('Enter');
  await expect(matchField).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type(friend.email);
  await page.keyboard.press('Enter');
  await expect(loan).toHaveAttribute('data-state', 'PENDING');
  const mail = await mailTo(
    page,
    friend.email,
    `Jozef Fanúšik vám posiela vstupenku na zápas ${season.later.title}`,
  );
  const link = mail.textBody.match(/(https?:\/\/\S+\/transfer\/[A-Za-z0-9_-]{43})/)?.[1];
  expect(link, 'the acceptance link in the e-mail').toBeTruthy();
  const friendContext = await signedInContext(browser, request, friend, baseURL as string);
  const friendPage = await friendContext.newPage();
  await friendPage.goto(new URL(link as string).pathname);
  await waitUntilSettled(friendPage);
  const facts = friendPage.getByTestId('transfer-ticket');
  await expect(facts).toContainText(season.later.title);
  await expect(facts).toContainText(
    `Sektor ${season.seat.sector}, rad ${season.seat.row}, miesto ${season.seat.name}`,
  );
  const accept = friendPage.getByRole('button', { name: 'Prijať vstupenku' });
  expectCleanPages([await inspectPage(friendPage, 'lent seat offer')]);
  await shootWidths(friendPage, 'lend-offer');
  await pressOn(accept);
  await expect(friendPage.getByRole('heading', { name: 'Vstupenka je vaša' })).toBeFocused();

  // The gate, on the lent match's day (the shop's clock moved there): the season ticket refused; back on
  // today's clock it is admitted for the season's other match.
  const staff = await bearer(request, cashier);
  const check = (matchId: string) =>
    request.post('/v2/tickets/check', { headers: staff, data: { code: serial, matchId, gate: 'Brána P' } });
  const { sent } = (await (
    await request.get('/v2/transfers', { headers: await bearer(request, fan) })
  ).json()) as {
    sent: { matchId: string; state: string; startsAt: string }[];
  };
  const accepted = sent.find((s) => s.matchId === season.later.id && s.state === 'ACCEPTED');
  expect(accepted, 'the accepted loan').toBeTruthy();
  try {
    await setShopClockOffset(Date.parse(accepted?.startsAt ?? '') - 30 * 60_000 - Date.now());
    const refused = await check(season.later.id);
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TICKET_TRANSFERRED' });
  } finally {
    await setShopClockOffset(0);
  }
  const admitted = await check(season.today.id);
  expect(admitted.status(), await admitted.text()).toBe(200);

  // The holder sees to whom the match is lent, with nothing more to do for it.
  await page.reload();
  await waitUntilSettled(page);
  await expect(loan).toHaveAttribute('data-state', 'ACCEPTED');
  await expect(loan).toContainText('Požičaná: Tomáš Nováčik');
  await expect(loan.getByRole('button')).toHaveCount(0);
  await loan.scrollIntoViewIfNeeded();
  expectCleanPages([await inspectPage(page, 'my-orders lent accepted')]);
  await shootWidths(page, 'lend-accepted');
  await friendContext.close();
  await fanContext.close();
});
