import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessible, expectCleanPages, inspectPage, shoot, shootWidths } from './pageCheck.ts';
import { admin, cashier, fan, holdSeats, logInFromHome, pressOn, type SeatRef } from './shop.ts';

const SECTOR = 'B17';

/** A fan heads for the first match's seats and is sent to the queue instead; answers its address. */
async function headForSeats(page: Page): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Hlavné menu' })
    .getByRole('link', { name: 'Kúpiť vstupenky' })
    .click();
  await page.getByRole('link', { name: 'Kúpiť', exact: true }).first().click();
  await expect(page).toHaveURL(/\/queue\/[^/]+$/);
  return page.url();
}

/** POST /v2/cart from the page with its session (and whatever admission it keeps). */
function tryHold(page: Page, uuid: string, seat: SeatRef) {
  return page.evaluate(
    async ({ uuid, seat, sector }) => {
      const session = JSON.parse(localStorage.getItem('hokej.auth') ?? '{}') as { accessToken?: string };
      const answer = await fetch('/v2/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ type: 'ADD_SEAT', setupType: 'EVENT', uuid, seat: { sector, ...seat } }),
      });
      return { status: answer.status, code: ((await answer.json()) as { code?: string }).code };
    },
    { uuid, seat, sector: SECTOR },
  );
}

test('on-sale day: two fans wait before the opening, the draw admits one who buys, the other is refused until admitted', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const club = await (await browser.newContext()).newPage();
  await logInFromHome(club, admin);
  await club.goto('/admin');
  await club.getByRole('link', { name: 'Virtuálny rad' }).click();
  await expect(club.getByText('Žiadny predaj teraz nemá virtuálny rad.')).toBeVisible();
  // The whole shop, opening in five minutes (the form's default), one fan a minute, one shopper at once.
  await club.getByLabel('Vpustiť fanúšikov za minútu').fill('1');
  await club.getByLabel('Najviac nakupujúcich naraz').fill('1');
  await club.getByRole('button', { name: 'Otvoriť rad' }).click();
  // The open room is listed first; closed ones (other journeys' rooms on this shop) come after the form.
  const room = club.getByTestId('queue-room').first();
  try {
    await expect(room).toContainText('Predrad – čaká sa na otvorenie');
    await expectAccessible(club);

    const [one, two] = [
      await (await browser.newContext()).newPage(),
      await (await browser.newContext()).newPage(),
    ];
    await logInFromHome(one, fan);
    await logInFromHome(two, cashier);
    const queueUrl = await headForSeats(one);
    await headForSeats(two);
    for (const page of [one, two]) {
      await expect(page.getByRole('heading', { name: 'Čakáte na otvorenie predaja' })).toBeVisible();
    }
    // A reload keeps the place; both see two fans waiting (the page asks again by itself).
    await one.reload();
    await expect(one.getByTestId('pre-queue-size')).toHaveText('Pred otvorením čaká 2 fanúšikovia.', {
      timeout: 15_000,
    });
    await expect(room.getByTestId('stat-pre-queue')).toHaveText('2');
    await expectAccessible(one);
    await shoot(one, 'queue-pre-queue');

    // The club opens the sale now: the draw admits one fan; the other is first in line.
    await club.getByRole('button', { name: 'Otvoriť predaj teraz' }).click();
    await expect(room.getByTestId('stat-admitted')).toHaveText('1', { timeout: 15_000 });
    const turn = (p: Page) => p.getByRole('heading', { name: 'Ste na rade!' });
    await expect
      .poll(async () => (await turn(one).isVisible()) || (await turn(two).isVisible()), { timeout: 20_000 })
      .toBe(true);
    const [lucky, unlucky] = (await turn(one).isVisible()) ? [one, two] : [two, one];
    await expect(unlucky.getByTestId('queue-position')).toHaveText('1', { timeout: 20_000 });
    await expect(unlucky.getByTestId('queue-ahead')).toHaveText('0 fanúšikov');
    await expectAccessible(unlucky);
    await shoot(unlucky, 'queue-waiting');
    // The waiting fan reads the queue in English (the top bar's switch, by keyboard), then goes back to Slovak.
    await pressOn(unlucky.getByRole('group', { name: 'Jazyk' }).getByRole('button', { name: 'English' }));
    await expect(unlucky.getByRole('heading', { level: 1, name: 'Virtual queue' })).toBeVisible();
    await expect(unlucky.getByRole('heading', { name: 'You are in the queue' })).toBeVisible();
    await expect(unlucky.getByTestId('queue-ahead')).toHaveText('0 fans');
    await expect(unlucky.getByText('Estimated waiting time')).toBeVisible();
    expectCleanPages([await inspectPage(unlucky, 'queue in English')]);
    await shootWidths(unlucky, 'queue-waiting-en');
    await pressOn(
      unlucky.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Slovensky' }),
    );
    await expect(unlucky.getByRole('heading', { name: 'Ste v rade' })).toBeVisible();
    await shoot(lucky, 'queue-admitted');

    // The admitted fan picks a seat and pays.
    await lucky.getByRole('link', { name: 'Vybrať miesta' }).click();
    await lucky.getByRole('link', { name: 'Kúpiť', exact: true }).first().click();
    await expect(lucky).toHaveURL(/\/event\/[^/]+\/arena$/);
    const link = lucky.getByRole('link', { name: new RegExp(`^Sektor ${SECTOR},`) });
    await link.focus();
    await lucky.keyboard.press('Enter');
    await expect(lucky).toHaveURL(new RegExp(`/event/[^/]+/${SECTOR}$`));
    const sectorUrl = lucky.url();
    const matchId = sectorUrl.split('/').at(-2) ?? '';
    const [held] = await holdSeats(lucky, [0]);
    const free = lucky.locator('circle.seat[data-state="free"]').nth(3);
    const other = {
      row: (await free.getAttribute('data-row')) ?? '',
      name: (await free.getAttribute('data-seat')) ?? '',
    };

    // The other fan is refused a hold (and sent back to the queue from the seats).
    expect(await tryHold(unlucky, matchId, other)).toEqual({ status: 403, code: 'QUEUE_ADMISSION_REQUIRED' });
    await unlucky.goto(sectorUrl);
    await expect(unlucky).toHaveURL(queueUrl);

    await lucky.getByTestId('cart-icon').click();
    await expect(lucky).toHaveURL(/\/checkout$/);
    await lucky.getByLabel(/Súhlasím so všeobecnými obchodnými podmienkami/).check();
    await lucky.getByLabel(/Súhlasím so spracovaním kontaktných údajov/).check();
    await lucky.getByRole('button', { name: 'Zaplatiť kartou' }).click();
    await expect(lucky).toHaveURL(/\/v2\/payment\/sandbox\/[^/]+$/);
    await lucky.getByRole('button', { name: 'Zaplatiť', exact: true }).click();
    await expect(lucky.getByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeVisible();
    await expect(room.getByTestId('stat-sold')).toHaveText('1', { timeout: 15_000 });
    await shoot(club, 'queue-admin');
    expect(held).toBeDefined();

    // The club lets fans in faster: the other fan's turn comes, live, and the hold goes through.
    const rate = room.getByLabel('Zmeniť rýchlosť');
    await rate.fill('60');
    await room.getByRole('button', { name: 'Uložiť' }).click();
    await expect(turn(unlucky)).toBeVisible({ timeout: 25_000 });
    // Now the web app sends the admission with the hold.
    await unlucky.getByRole('link', { name: 'Vybrať miesta' }).click();
    await unlucky.goto(sectorUrl);
    const otherSeat = unlucky.locator(`circle.seat[data-row="${other.row}"][data-seat="${other.name}"]`);
    await otherSeat.click();
    await expect(otherSeat).toHaveAttribute('data-state', 'mine');
    await unlucky.getByRole('button', { name: `Odobrať rad ${other.row}, miesto ${other.name}` }).click();
    // Given back before the test ends: the demo fan's cart is shared with the journeys after this one.
    await expect(otherSeat).toHaveAttribute('data-state', 'free');
  } finally {
    await club.goto('/admin/queue');
    await club.getByRole('button', { name: 'Zatvoriť rad' }).click();
    await expect(club.getByText('Žiadny predaj teraz nemá virtuálny rad.')).toBeVisible();
  }
});
