import { writeFileSync } from 'node:fs';
import { type Browser, chromium, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths } from './pageCheck.ts';
import { onWhitePage, toPng, toY4m } from './qrPictures.ts';
import { admin, fan, logInFromHome } from './shop.ts';
import { paidTicket } from './ticketQr.ts';
import { todaysMatchWithPaidSeat } from './todaysMatch.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A phone whose back camera films `y4m` (Chromium's fake camera, permission granted). */
async function phoneFilming(y4m: string): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${y4m}`,
    ],
  });
}

/** The gate page, with the device's gate name set. */
async function openGate(page: Page, gate: string) {
  await logInFromHome(page, admin);
  await page.goto('/admin/check-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrola vstupeniek' })).toBeVisible();
  await page.getByLabel('Názov brány').fill(gate);
}

async function chooseMatch(page: Page, title: string) {
  const option = page.getByLabel('Zápas').getByRole('option', { name: title }).first();
  const value = await option.getAttribute('value');
  await page.getByLabel('Zápas').selectOption(value ?? '');
}

const verdictOf = (page: Page) => page.getByRole('region', { name: 'Kontrola vstupeniek' });

test("the cashier's phone camera reads the fan's ticket QR: valid; a photo of it and its typed serial then say already used", async ({
  request,
}, testInfo) => {
  // A match starting within the hour: the gate lets its tickets in only on the match day.
  const today = await todaysMatchWithPaidSeat(request);
  const ticket = await paidTicket(request, fan, (order) => order.items[0]?.title === today.title);
  // The QR picture from the tickets PDF, filmed by the phone's camera and photographed.
  const y4m = testInfo.outputPath('ticket-qr.y4m');
  writeFileSync(y4m, toY4m(onWhitePage(ticket.picture, 640, 480, 360)));
  const photo = toPng(onWhitePage(ticket.picture, 900, 1200, 600));

  const phone = await phoneFilming(y4m);
  try {
    const context = await phone.newContext({
      baseURL: String(testInfo.project.use.baseURL),
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale: 'sk-SK',
      timezoneId: 'Europe/Bratislava',
    });
    const page = await context.newPage();
    // The page's own clock, so that "a second of the ticket in view" is run, not waited for.
    await page.clock.install();
    await openGate(page, 'Brána A');
    const verdict = verdictOf(page);

    // Another match chosen: the photo of the ticket is refused as another match's; nothing recorded.
    const options = page.getByLabel('Zápas').getByRole('option');
    const otherTitle = (await options.allTextContents()).find(
      (label) => !label.startsWith(ticket.matchTitle),
    );
    await chooseMatch(page, otherTitle?.split(' · ')[0] ?? '');
    await page
      .getByLabel('Načítať z obrázka')
      .setInputFiles({ name: 'vstupenka.png', mimeType: 'image/png', buffer: photo });
    await expect(verdict).toContainText('Iný zápas');
    await expect(verdict).toContainText(`Vstupenka platí na: ${ticket.matchTitle}`);

    // The right match: the camera reads the code and the fan goes in.
    await chooseMatch(page, ticket.matchTitle);
    const answer = page.waitForResponse((r) => r.url().endsWith('/v2/tickets/check'));
    const started = Date.now();
    await page.getByRole('button', { name: 'Zapnúť kameru' }).click();
    await expect(page.getByLabel('Obraz z kamery')).toBeVisible();
    await expect(verdict).toContainText('Vstup povolený');
    const shownAfter = Date.now() - started;
    const timing = (await answer).request().timing();
    const checkMs = Math.round(timing.responseEnd - timing.requestStart);
    testInfo.annotations.push({
      type: 'gate',
      description: `check answered in ${checkMs} ms; camera on → verdict ${shownAfter} ms`,
    });
    expect(checkMs).toBeLessThan(1000);
    await expect(verdict).toContainText(/Sektor \S+, rad \S+, miesto \S+/);
    const serial = (await verdict.locator('dd').last().textContent())?.trim() ?? '';
    expect(serial).toMatch(/^\d+-\d+$/);
    await page.screenshot({ path: testInfo.outputPath('gate-phone-valid.png'), fullPage: true });

    // The ticket stays in view: the camera does not check it again (one scan, one line in the history).
    await page.clock.runFor(1000);
    await expect(page.getByRole('region', { name: 'Posledné kontroly' }).getByRole('listitem')).toHaveCount(
      2,
    );
    await page.getByRole('button', { name: 'Vypnúť kameru' }).click();
    await expect(page.getByLabel('Obraz z kamery')).toBeHidden();

    // A photo of the same ticket, then its serial typed by hand: already used, when and at which gate.
    await page
      .getByLabel('Načítať z obrázka')
      .setInputFiles({ name: 'vstupenka.png', mimeType: 'image/png', buffer: photo });
    await expect(verdict).toContainText('Vstupenka už bola použitá');
    await expect(verdict).toContainText('Brána: Brána A');
    await expect(verdict).toContainText(/Použitá: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await page.screenshot({ path: testInfo.outputPath('gate-phone-used.png'), fullPage: true });

    await page.getByLabel('Kód vstupenky').fill(serial);
    await page.getByLabel('Kód vstupenky').press('Enter');
    await expect(page.getByRole('region', { name: 'Posledné kontroly' }).getByRole('listitem')).toHaveCount(
      4,
    );
    await expect(verdict).toContainText('Vstupenka už bola použitá');
    await expect(verdict).toContainText('Brána: Brána A');
    await context.close();
  } finally {
    await phone.close();
  }
});

test('from the account menu to the gate; a scanner types made-up codes: unknown, invalid; a ticket of a match days away: another day; the gate name is remembered', async ({
  page,
  request,
}) => {
  // The demo fan's seeded ticket is for a match days away.
  const later = await paidTicket(request, fan);
  await logInFromHome(page, admin);
  await page.getByRole('button', { name: /^Účet:/ }).click();
  await page.getByRole('link', { name: 'Administrácia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administrácia' })).toBeVisible();
  await page.getByRole('link', { name: 'Kontrola vstupeniek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontrola vstupeniek' })).toBeVisible();
  await page.getByLabel('Názov brány').fill('Pokladňa 1');
  await page.setViewportSize({ width: 1280, height: 900 });
  const field = page.getByLabel('Kód vstupenky');
  await field.fill('NEPLATNY-KOD-0000000000');
  await field.press('Enter');
  await expect(verdictOf(page)).toContainText('Neznáma vstupenka');
  await field.fill('A'.repeat(90));
  await field.press('Enter');
  await expect(verdictOf(page)).toContainText('Neplatná vstupenka');
  await page.screenshot({ path: test.info().outputPath('gate-desktop.png'), fullPage: true });
  // The gate set to that match (the soonest one, today's, would answer another match).
  await chooseMatch(page, later.matchTitle);
  await field.fill(later.code);
  await field.press('Enter');
  await expect(verdictOf(page)).toContainText('Iný deň');
  await expect(verdictOf(page)).toContainText(
    /Zápas sa hrá \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\. Vstup je možný v deň zápasu od \d{2}:\d{2}\./,
  );
  await expect(page.getByRole('region', { name: 'Posledné kontroly' })).toContainText('Iný deň · ');
  expectCleanPages([await inspectPage(page, '/admin/check-in (another day)')]);
  await shootWidths(page, 'gate-wrong-day');
  await page.reload();
  await expect(page.getByLabel('Názov brány')).toHaveValue('Pokladňa 1');
  await expect(page.getByText(/Brána a zápas: Pokladňa 1 · /)).toBeVisible();
});
