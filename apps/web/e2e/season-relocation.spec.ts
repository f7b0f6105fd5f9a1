import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { buySeat, type Place } from './seasonWithMatches.ts';
import { admin, logInFromHome, seatLocator } from './shop.ts';
import { setShopClockOffset } from './shopClock.ts';
import { bearer, ok } from './todaysMatch.ts';

// The relocation window (issue 21): a holder of a season of this test's own renews it for the next season
// (both made through the API as the back office does), then, once the relocation window opens by the shop's
// clock, changes the seat on the next season's map. The demo's own renewal campaign is left untouched.
const holder = { email: 'treti.fanusik@hokej.test', password: 'Treti123!' };
const SHOTS = '/tmp/relocation';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function noSeriousAxe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Two seasons far ahead (this season's holder, the next one), the holder's paid ticket, the renewal paid. */
async function renewedHolder(request: APIRequestContext) {
  const staff = await bearer(request, admin);
  const { data: templates } = await ok<{ data: { id: string; sectorNames: string[] }[] }>(
    await request.get('/v2/admin/templates', { headers: staff }),
    'templates',
  );
  const template = templates[0];
  if (!template) throw new Error('no arena template');
  const tag = Date.now().toString(36);
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms).toISOString();
  const season = async (title: string, startsIn: number) => {
    const { id } = await ok<{ id: string }>(
      await request.post('/v2/admin/seasons', {
        headers: staff,
        data: {
          templateId: template.id,
          title,
          startsAt: at(startsIn),
          endsAt: at(startsIn + 200 * DAY),
          saleStartsAt: at(-MINUTE),
          prices: template.sectorNames.map((sector) => ({ sector, ticketType: 'CLASSIC', price: 20000 })),
        },
      }),
      'create season',
    );
    await ok(await request.post(`/v2/admin/seasons/${id}/publish`, { headers: staff }), 'publish season');
    return id;
  };
  const previous = await season(`Permanentka presuny A ${tag}`, 900 * DAY);
  const next = await season(`Permanentka presuny B ${tag}`, 1200 * DAY);
  const sector = template.sectorNames[0] as string;
  const seats = await ok<{ setup: Record<string, Place[]> }>(
    await request.get(`/v2/season/arena/${previous}/sector/${encodeURIComponent(sector)}`),
    'season sector',
  );
  const row = Object.values(seats.setup)[0] ?? [];
  const first = row.find((s) => s.name === '1') ?? row[0];
  if (!first) throw new Error('no seat');
  const seat = { sector: first.sector, row: first.row, name: first.name };
  const fan = await bearer(request, holder);
  await buySeat(request, fan, { setupType: 'SEASON', uuid: previous, seat }, holder.email);
  // The sandbox's notice settles the order: the ticket is paid before the renewal opens.
  await expect
    .poll(
      async () =>
        (
          await ok<{ data: { seasonUuid: string; registrationState: string }[] }>(
            await request.get('/v2/season/tickets', { headers: fan }),
            'season tickets',
          )
        ).data.some((t) => t.seasonUuid === previous && t.registrationState !== 'UNPAID'),
      { timeout: 30_000 },
    )
    .toBe(true);
  // Renewal now for ten minutes, then the relocation window for five days, then the public sale.
  const campaign = await ok<{ id: string }>(
    await request.post('/v2/admin/renewals', {
      headers: staff,
      data: {
        previousSeasonId: previous,
        nextSeasonId: next,
        renewalFrom: at(-MINUTE),
        renewalTo: at(10 * MINUTE),
        relocationFrom: at(10 * MINUTE),
        relocationTo: at(5 * DAY),
        publicSaleAt: at(6 * DAY),
      },
    }),
    'open the renewal',
  );
  const { data } = await ok<{ data: { id: string; campaignId: string }[] }>(
    await request.get('/v2/season/renewals', { headers: fan }),
    'offers',
  );
  const offer = data.find((o) => o.campaignId === campaign.id);
  if (!offer) throw new Error(`no offer: ${JSON.stringify(campaign)} ${JSON.stringify(data)}`);
  const paid = await ok<{ redirectUrl: string }>(
    await request.post(`/v2/season/renewals/${offer.id}/renew`, {
      headers: fan,
      data: {
        paymentType: 'CARD',
        termsAgreed: true,
        contactConsent: true,
        contact: {
          firstName: 'Tomáš',
          lastName: 'Nováčik',
          email: holder.email,
          phoneNumber: '+421900555666',
        },
      },
    }),
    'renew',
  );
  const decided = await request.post(paid.redirectUrl.replace(/^https?:\/\/[^/]+/, ''), {
    form: { decision: 'APPROVED' },
    maxRedirects: 0,
  });
  expect(decided.status()).toBe(303);
  return { offerId: offer.id, seat, nextTitle: `Permanentka presuny B ${tag}` };
}

test('a renewed holder sees the turn, then changes the seat on the new season’s map by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { seat, nextTitle } = await renewedHolder(request);
  await logInFromHome(page, holder);
  await page.goto('/my-season-tickets/renewals');
  const card = page.getByTestId('renewal-offer').filter({ hasText: nextTitle });
  // Before the relocation window: when the turn opens, no button yet.
  await expect(card.getByTestId('relocation-turn')).toContainText(/1\. v poradí, na rade budete od/, {
    timeout: 30_000,
  });
  await expect(card.getByRole('link', { name: /^Zmeniť miesto/ })).toHaveCount(0);
  await noSeriousAxe(page);
  await shots(page, 'renewals-turn');

  try {
    // The shop's clock a minute into the relocation window.
    await setShopClockOffset(11 * MINUTE);
    await page.reload();
    const change = card.getByRole('link', { name: /^Zmeniť miesto/ });
    await expect(change).toBeVisible({ timeout: 30_000 });
    await change.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-season-tickets\/renewals\/[^/]+\/relocate$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Zmena miesta permanentky' })).toBeFocused();
    const sectorLink = page.getByRole('link', { name: new RegExp(`^Sektor ${seat.sector},`) });
    await expect(sectorLink).toBeVisible();
    await noSeriousAxe(page);
    await shots(page, 'relocation-arena');
    await sectorLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/relocate\?sector=/);
    // The holder's own seat is taken; the next one in the row is free: chosen with the arrow keys and Enter.
    const own = seatLocator(page, seat);
    await expect(own).toBeVisible();
    await expect(own).not.toHaveAttribute('data-state', 'free');
    const target = seatLocator(page, { row: seat.row, name: '3' });
    await target.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText(`Nové miesto: Sektor ${seat.sector}, rad ${seat.row}, miesto 3`),
    ).toBeVisible();
    await noSeriousAxe(page);
    await shots(page, 'relocation-seat');
    await page.getByRole('button', { name: /^Potvrdiť zmenu miesta/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-season-tickets\/renewals\?offer=/);
    const moved = page.getByTestId('renewal-offer').filter({ hasText: nextTitle });
    await expect(moved).toContainText(`Sektor ${seat.sector}, rad ${seat.row}, miesto 3`);
    await expect(moved).toContainText(
      `Presunuté z miesta: Sektor ${seat.sector}, rad ${seat.row}, miesto ${seat.name}`,
    );
    await noSeriousAxe(page);
    await shots(page, 'renewals-moved');
  } finally {
    await setShopClockOffset(0);
  }
});
