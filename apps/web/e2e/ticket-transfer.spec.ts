import { expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { mailTo } from './season.ts';
import { acceptCookies, cashier, fan, friend, logInFromHome, pressOn, submitLogin } from './shop.ts';
import { firstPageQrImages, paidTicket } from './ticketQr.ts';
import { bearer, todaysMatchWithPaidSeat } from './todaysMatch.ts';

test('the demo fan transfers a ticket by e-mail, the friend accepts it, the gate refuses the old QR and admits the new one', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // A match in two hours (the gate is open, the transfer's cut-off an hour away) with a seat the fan paid.
  const match = await todaysMatchWithPaidSeat(request, 120);
  const oldTicket = await paidTicket(request, fan, (order) =>
    order.items.some((i) => i.title === match.title),
  );

  // The fan opens My orders: the new order heads the list, its ticket offers "Previesť".
  const fanContext = await browser.newContext();
  const page = await fanContext.newPage();
  await logInFromHome(page, fan);
  await page.goto('/my-orders');
  await waitUntilSettled(page);
  const order = page.getByTestId('order').filter({ hasText: match.title });
  const transfer = order.getByTestId('ticket-transfer');
  const offer = transfer.getByRole('button', { name: /^Previesť vstupenku na inú osobu: Sektor/ });
  await pressOn(offer);
  const dialog = page.getByRole('dialog', { name: 'Previesť vstupenku' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('transfer-cutoff')).toContainText(
    /Previesť a prijať ju možno do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./,
  );
  const email = dialog.getByLabel('E-mail príjemcu');
  await expect(email).toBeFocused();

  // To oneself: refused on the field, in Slovak, nothing sent.
  await page.keyboard.type(fan.email);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Vstupenku nemôžete previesť sami sebe.')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expectCleanPages([await inspectPage(page, 'my-orders transfer dialog')]);
  await shootWidths(page, 'transfer-dialog');

  // To the friend: the dialog closes, the ticket says to whom it goes, "Zrušiť prevod" takes the focus.
  await email.fill('');
  await page.keyboard.type(friend.email);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(transfer.getByRole('status')).toHaveText(`Prevádza sa na ${friend.email}`);
  const cancel = transfer.getByRole('button', { name: /^Zrušiť prevod vstupenky: Sektor/ });
  await expect(cancel).toBeFocused();
  await expect(page.getByTestId('sent-transfers').getByTestId('sent-transfer').first()).toContainText(
    'Čaká na prijatie',
  );
  expectCleanPages([await inspectPage(page, 'my-orders transfer pending')]);
  await shootWidths(page, 'transfer-pending');

  // The friend opens the e-mail's link in a browser of their own, not logged in.
  const mail = await mailTo(
    page,
    friend.email,
    `Jozef Fanúšik vám posiela vstupenku na zápas ${match.title}`,
  );
  const link = mail.textBody.match(/(https?:\/\/\S+\/transfer\/[A-Za-z0-9_-]{43})/)?.[1];
  expect(link, 'the acceptance link in the e-mail').toBeTruthy();
  const friendContext = await browser.newContext();
  const friendPage = await friendContext.newPage();
  await friendPage.goto(new URL(link as string).pathname);
  await acceptCookies(friendPage);
  await waitUntilSettled(friendPage);
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Prevod vstupenky' })).toBeVisible();
  const facts = friendPage.getByTestId('transfer-ticket');
  await expect(facts).toContainText(match.title);
  await expect(facts).toContainText(/Sektor \S+, rad \S+, miesto \S+/);
  await expect(friendPage.getByRole('link', { name: 'Vytvoriť účet' })).toBeVisible();
  expectCleanPages([await inspectPage(friendPage, 'transfer page logged out')]);
  await shootWidths(friendPage, 'transfer-logged-out');

  // The visiting fan reads it in English: the top bar's switch by keyboard, then back to Slovak.
  await pressOn(friendPage.getByRole('group', { name: 'Jazyk' }).getByRole('button', { name: 'English' }));
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Ticket transfer' })).toBeVisible();
  await expect(
    friendPage.getByRole('heading', { name: 'Jozef Fanúšik is sending you a ticket' }),
  ).toBeVisible();
  await expect(facts).toContainText(/Sector \S+, row \S+, seat \S+/);
  await expect(facts).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(friendPage.getByRole('main').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(friendPage.getByRole('link', { name: 'Create an account' })).toBeVisible();
  expectCleanPages([await inspectPage(friendPage, 'transfer page in English')]);
  await shootWidths(friendPage, 'transfer-logged-out-en');
  await pressOn(
    friendPage.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Slovensky' }),
  );
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Prevod vstupenky' })).toBeVisible();

  // Logs in on the page and stays on it; "Prijať vstupenku" has the focus; Enter accepts.
  await pressOn(friendPage.getByRole('main').getByRole('button', { name: 'Prihlásiť sa' }));
  await submitLogin(friendPage, friend);
  await expect(friendPage.getByRole('dialog')).toBeHidden();
  await expect(friendPage).toHaveURL(/\/transfer\/[A-Za-z0-9_-]{43}$/);
  const accept = friendPage.getByRole('button', { name: 'Prijať vstupenku' });
  await expect(accept).toBeFocused();
  expectCleanPages([await inspectPage(friendPage, 'transfer page logged in')]);
  await shootWidths(friendPage, 'transfer-offer');
  await friendPage.keyboard.press('Enter');
  const done = friendPage.getByRole('heading', { name: 'Vstupenka je vaša' });
  await expect(done).toBeFocused();
  expectCleanPages([await inspectPage(friendPage, 'transfer accepted')]);
  await shootWidths(friendPage, 'transfer-accepted');

  // My orders of the friend lists the ticket, with its own serial; its PDF downloads.
  await pressOn(friendPage.getByRole('link', { name: 'Moje objednávky' }).last());
  await expect(friendPage).toHaveURL(/\/my-orders$/);
  const received = friendPage
    .getByTestId('received-tickets')
    .getByTestId('received-ticket')
    .filter({ hasText: match.title });
  await expect(received).toHaveCount(1);
  await expect(friendPage.getByRole('heading', { level: 2, name: 'Prijaté vstupenky' })).toBeVisible();
  await expect(received).toContainText(/Číslo vstupenky: \S+-P1/);
  const download = friendPage.waitForEvent('download');
  await pressOn(received.getByRole('button', { name: /^Stiahnuť vstupenku / }));
  expect((await download).suggestedFilename()).toMatch(/^vstupenka-\S+-P1\.pdf$/);
  // Into the phone's wallet as a bought ticket goes: the Apple pass downloads, Google Wallet is offered.
  const pass = friendPage.waitForEvent('download');
  await pressOn(received.getByRole('button', { name: /^Pridať vstupenku č\. \S+-P1 do Apple Wallet$/ }));
  expect((await pass).suggestedFilename()).toMatch(/^vstupenka-\S+-P1\.pkpass$/);
  await expect(
    received.getByRole('button', { name: /^Uložiť vstupenku č\. \S+-P1 do Google Wallet$/ }),
  ).toBeVisible();
  expectCleanPages([await inspectPage(friendPage, 'my-orders received')]);
  await shootWidths(friendPage, 'transfer-received');

  // The same link again: already accepted.
  await friendPage.goto(new URL(link as string).pathname);
  await expect(friendPage.getByRole('heading', { name: 'Odkaz už neplatí' })).toBeVisible();
  await expect(friendPage.getByText('Túto vstupenku už niekto prijal.', { exact: false })).toBeVisible();

  // The gate (through the API, as the cashier's page asks it): the old QR refused, the new one admitted.
  const staff = await bearer(request, cashier);
  const friendAuth = await bearer(request, friend);
  const { received: friendTickets } = (await (
    await request.get('/v2/transfers', { headers: friendAuth })
  ).json()) as { received: { id: string; matchId: string }[] };
  const transferred = friendTickets.find((t) => t.matchId === match.id);
  const pdf = await request.get(`/v2/transfers/${transferred?.id}/ticket`, { headers: friendAuth });
  expect(pdf.ok()).toBe(true);
  const [newQr] = await firstPageQrImages(await pdf.body());
  expect(newQr?.code).toBeTruthy();
  expect(newQr?.code).not.toBe(oldTicket.code);
  const refused = await request.post('/v2/tickets/check', {
    headers: staff,
    data: { code: oldTicket.code, matchId: match.id, gate: 'Brána P' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'TICKET_TRANSFERRED' });
  const admitted = await request.post('/v2/tickets/check', {
    headers: staff,
    data: { code: newQr?.code, matchId: match.id, gate: 'Brána P' },
  });
  expect(admitted.status(), await admitted.text()).toBe(200);

  // The sender sees "Prevedená na …" on the ticket, no cancel, and the transfer accepted in the list.
  await page.reload();
  await waitUntilSettled(page);
  await expect(transfer.getByRole('status')).toHaveText(/^Prevedená na \S/);
  await expect(transfer.getByRole('button')).toHaveCount(0);
  // The old ticket is no longer offered as valid: no PDF, no wallet pass, it says why.
  const given = order.getByTestId('order-item');
  await expect(given).toContainText(/už neplatí: bola prevedená na inú osobu\./);
  await expect(given.getByRole('button', { name: /Wallet|Stiahnuť/ })).toHaveCount(0);
  await expect(order.getByRole('button', { name: /vstupenky$/ })).toHaveCount(0);
  await expect(page.getByTestId('sent-transfers').getByTestId('sent-transfer').first()).toHaveAttribute(
    'data-state',
    'ACCEPTED',
  );
  expectCleanPages([await inspectPage(page, 'my-orders transferred')]);
  await shootWidths(page, 'transfer-sender-done');
  await friendContext.close();
  await fanContext.close();
});
