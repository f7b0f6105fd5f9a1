import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { onWhitePage, toY4m } from './qrPictures.ts';
import { admin, cashier, fan, holdSeats, logInFromHome } from './shop.ts';
import { paidTicket } from './ticketQr.ts';

/** A `datetime-local` value on the club's clock (Europe/Bratislava). */
const inputTime = (ms: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Bratislava',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(ms)
    .replace(' ', 'T');

test("the club's whole loop: the admin creates and publishes a match with prices, the fan buys a ticket, the cashier's camera reads its QR: valid, then already used", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const opponent = `HC Slučka ${Date.now().toString(36)}`;
  const title = `HK Orly Zvolen – ${opponent}`;

  // The admin: a new match from the arena template, prices for every sector, published.
  await logInFromHome(page, admin);
  await page.goto('/admin/events/new');
  await expect(page.getByLabel('Šablóna hľadiska')).not.toHaveValue('');
  await page.getByLabel('Názov', { exact: true }).fill(title);
  await page.getByLabel('Súper').fill(opponent);
  // It starts within the hour: the gate lets its tickets in only on the match day, from 3 hours before.
  await page.getByLabel('Začiatok (čas v Bratislave)').fill(inputTime(Date.now() + 3_600_000));
  await page.getByLabel('Koniec', { exact: true }).fill(inputTime(Date.now() + 4 * 3_600_000));
  await page.getByLabel('Začiatok predaja').fill(inputTime(Date.now() - 60_000));
  await page.getByLabel('Koniec predaja').fill(inputTime(Date.now() + 3_600_000));
  await page.getByLabel('Všetky sektory: Dospelý').fill('15');
  await page.getByRole('button', { name: 'Vyplniť' }).nth(0).click();
  await page.getByLabel('Všetky sektory: Dieťa do 12 rokov').fill('8');
  await page.getByRole('button', { name: 'Vyplniť' }).nth(1).click();
  await page.getByRole('button', { name: 'Vytvoriť' }).click();
  await page.getByRole('button', { name: 'Zverejniť' }).click();
  await page
    .getByRole('dialog', { name: 'Zverejniť zápas?' })
    .getByRole('button', { name: 'Zverejniť' })
    .click();
  await expect(page.getByText('Zverejnený v obchode')).toBeVisible();

  // The fan buys a seat of that match by the sandbox card.
  const fanContext = await browser.newContext();
  const shop = await fanContext.newPage();
  await logInFromHome(shop, fan);
  const matches = (await (await shop.request.get('/v2/event')).json()) as {
    data: { uuid: string; title: string }[];
  };
  const match = matches.data.find((m) => m.title === title);
  expect(match, 'the published match in the shop').toBeTruthy();
  await shop.goto(`/event/${match?.uuid}/A11`);
  await holdSeats(shop, [0]);
  await shop.getByTestId('cart-icon').click();
  await shop.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
  await shop.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
  await shop.getByRole('button', { name: 'Zaplatiť kartou' }).click();
  await shop.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
  await expect(shop.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible();
  await fanContext.close();

  // The ticket's QR from its PDF, filmed by the cashier's phone camera at the gate.
  const ticket = await paidTicket(request, fan, (order) => order.items[0]?.title === title);
  expect(ticket.matchTitle).toBe(title);
  const y4m = testInfo.outputPath('club-ticket-qr.y4m');
  writeFileSync(y4m, toY4m(onWhitePage(ticket.picture, 640, 480, 360)));
  const phone = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${y4m}`,
    ],
  });
  try {
    const gate = await (
      await phone.newContext({
        baseURL: String(testInfo.project.use.baseURL),
        viewport: { width: 390, height: 844 },
        locale: 'sk-SK',
        timezoneId: 'Europe/Bratislava',
      })
    ).newPage();
    // The page's own clock: the 2 s a code must be out of view are moved forward, not waited for.
    await gate.clock.install();
    await logInFromHome(gate, cashier);
    await gate.goto('/admin/check-in');
    await gate.getByLabel('Názov brány').fill('Brána B');
    const option = gate.getByLabel('Zápas').getByRole('option', { name: title }).first();
    await gate.getByLabel('Zápas').selectOption((await option.getAttribute('value')) ?? '');
    const verdict = gate.getByRole('region', { name: 'Kontrola vstupeniek' });

    await gate.getByRole('button', { name: 'Zapnúť kameru' }).click();
    await expect(verdict).toContainText('Vstup povolený');
    await gate.getByRole('button', { name: 'Vypnúť kameru' }).click();
    // The page checks a code again only once it has been out of view for 2 s.
    await gate.clock.fastForward(2500);

    // Scanned again: already used, at this gate.
    await gate.getByRole('button', { name: 'Zapnúť kameru' }).click();
    await expect(verdict).toContainText('Vstupenka už bola použitá');
    await expect(verdict).toContainText('Brána: Brána B');
  } finally {
    await phone.close();
  }
});
