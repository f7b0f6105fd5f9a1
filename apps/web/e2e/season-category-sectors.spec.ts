import { emptyFanCart, expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { admin, fan, holdSeats, logInFromHome } from './shop.ts';

// Sectors no other journey uses: Gold is taken off B19 for this test and stays on B18.
const NO_GOLD = 'B19';

type PriceEntry = { sector: string; ticketType: string; price: number };

test("Gold only where the club sells it: the season's price grid says so, the sector's panel offers the rest and names it; the season's pages head with its date range", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const login = await request.post('/v2/user/login', { data: admin });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  // The demo season by its title: presale.spec runs before this one and publishes a season of its own.
  const seasons = (await (await request.get('/v2/season')).json()) as {
    data: { uuid: string; title: string }[];
  };
  const season = seasons.data.find((s) => s.title === 'Permanentka 2026/2027')?.uuid ?? '';
  const detail = await request.get(`/v2/admin/seasons/${season}`, { headers });
  const saved = ((await detail.json()) as { prices: PriceEntry[] }).prices;
  const findings = [];
  try {
    const withoutGold = saved.filter((p) => !(p.sector === NO_GOLD && p.ticketType === 'GOLD'));
    const put = await request.put(`/v2/admin/seasons/${season}/prices`, {
      headers,
      data: { prices: withoutGold },
    });
    expect(put.status(), await put.text()).toBe(200);

    // The club's season editor: the grid explains the empty cell.
    const club = await (await browser.newContext()).newPage();
    await logInFromHome(club, admin);
    await club.goto(`/admin/seasons/${season}`);
    await expect(club.getByText(/Prázdna bunka znamená, že sa kategória v sektore nepredáva/)).toBeVisible();
    const goldCell = club.getByLabel(`Cena: ${NO_GOLD}, Gold`);
    await expect(goldCell).toHaveValue('');
    await expect(goldCell).toHaveAttribute('placeholder', 'nepredáva sa');
    await waitUntilSettled(club);
    findings.push(await inspectPage(club, 'season editor, Gold not sold in one sector'));
    await shootWidths(club, 'category-grid');
    await club.context().close();

    // The fan: the season's arena heads with its range of dates.
    await logInFromHome(page, fan);
    await page.goto(`/season/${season}/arena`);
    await waitUntilSettled(page);
    await expect(page.getByTestId('setup-when')).toHaveText(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    findings.push(await inspectPage(page, 'season arena with its dates'));
    await shootWidths(page, 'season-arena-dates');

    // By keyboard to the sector without Gold; a held seat is offered the other categories, Gold is named.
    const link = page.getByRole('link', { name: new RegExp(`^Sektor ${NO_GOLD},`) });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/season/${season}/${NO_GOLD}$`));
    await expect(page.getByTestId('setup-when')).toHaveText(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
    await holdSeats(page, [0]);
    const category = page.getByLabel('Kategória permanentky');
    await expect(category).toHaveValue('CLASSIC');
    const offered = await category
      .locator('option')
      .evaluateAll((os) => os.map((o) => o.getAttribute('value')));
    expect(offered).not.toContain('GOLD');
    expect(offered).toContain('SILVER');
    await expect(page.getByTestId('categories-not-here')).toHaveText(
      `Kategória Gold sa v sektore ${NO_GOLD} nepredáva – ponúkajú ju iné sektory.`,
    );
    // The choice works by keyboard: Silver, at its price.
    await category.focus();
    await category.selectOption('SILVER');
    await expect(page.getByTestId('selected-seat')).toContainText('Silver');
    await waitUntilSettled(page);
    findings.push(await inspectPage(page, 'season sector without Gold'));
    await shootWidths(page, 'season-sector-no-gold');

    // Gold asked for all the same (an old page, a hand-made request) is refused with its code.
    const fanLogin = await request.post('/v2/user/login', { data: fan });
    const fanHeaders = { Authorization: `Bearer ${(await fanLogin.json()).accessToken}` };
    const cart = (await (await request.get('/v2/cart', { headers: fanHeaders })).json()) as {
      items: { id: string }[];
    };
    const refused = await request.put('/v2/cart', {
      headers: fanHeaders,
      data: { type: 'UPDATE_ITEM', itemId: cart.items[0]?.id, ticketType: 'GOLD' },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).code).toBe('SEASON_CATEGORY_NOT_IN_SECTOR');
    expectCleanPages(findings);
  } finally {
    await emptyFanCart(request);
    const back = await request.put(`/v2/admin/seasons/${season}/prices`, {
      headers,
      data: { prices: saved },
    });
    expect(back.status()).toBe(200);
  }
});
