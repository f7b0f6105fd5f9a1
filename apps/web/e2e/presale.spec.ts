import { toDateTimeInput } from '../src/shared/backoffice/dateTimeInput.ts';
import { expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { admin, logInFromHome } from './shop.ts';

const HOUR = 3_600_000;

test('the club sets a holders’ presale in the match editor; the shop shows it and refuses a fan without a season ticket on the seat map', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await request.post('/v2/user/login', { data: admin });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  // The last match of the season: the other specs buy at the first ones.
  const events = (await (await request.get('/v2/event')).json()).data as { uuid: string; title: string }[];
  const match = events.at(-1);
  if (!match) throw new Error('no match');
  const findings = [];
  try {
    await logInFromHome(page, admin);
    await page.goto(`/admin/events/${match.uuid}`);
    const form = page.getByRole('form', { name: 'Predpredaj' });
    await form.getByLabel('Predpredaj od').fill(toDateTimeInput(new Date(Date.now() - HOUR)));
    await form.getByLabel('Predpredaj do').fill(toDateTimeInput(new Date(Date.now() + 2 * HOUR)));
    await expect(form.getByLabel('Pre koho')).toHaveValue('SEASON_HOLDERS');
    await form.getByLabel('Limit vstupeniek na osobu').fill('4');
    await form.getByRole('button', { name: 'Uložiť predpredaj' }).click();
    await expect(page.getByText('Predpredaj bol uložený.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Zrušiť predpredaj' })).toBeVisible();
    findings.push(await inspectPage(page, 'match editor with a presale'));
    await shootWidths(page, 'presale-editor');

    // The shop: the list and the match's arena say who may buy until when.
    await page.goto('/events');
    const notice = /^Predpredaj pre držiteľov permanentiek do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;
    await expect(page.getByRole('article', { name: match.title }).last().getByText(notice)).toBeVisible();
    findings.push(await inspectPage(page, 'match list in a presale'));
    await shootWidths(page, 'presale-list');
    await page.goto(`/event/${match.uuid}/arena`);
    await expect(page.getByText(notice)).toBeVisible();
    await waitUntilSettled(page);
    findings.push(await inspectPage(page, 'arena in a presale'));
    await shootWidths(page, 'presale-arena');

    // The admin holds no season ticket: a seat of the map is refused with the presale's message.
    const link = page.getByRole('link', { name: /^Sektor / }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/event/${match.uuid}/[^/]+$`));
    const seat = page.locator('circle.seat[data-state="free"]').first();
    await expect(seat).toBeVisible();
    await seat.click();
    await expect(
      page.getByText(
        /^Predpredaj pre držiteľov permanentiek do \d{1,2}\.\d{1,2}\.\d{4} \d{2}:\d{2}\. Vstupenky si môžete kúpiť po jeho skončení\.$/,
      ),
    ).toBeVisible();
    await expect(seat).not.toHaveAttribute('data-state', 'mine');
    findings.push(await inspectPage(page, 'seat map refusing a non-holder'));
    await shootWidths(page, 'presale-refused');
    expectCleanPages(findings);
  } finally {
    const removed = await request.put(`/v2/admin/events/${match.uuid}/presale`, {
      headers,
      data: { presale: null },
    });
    expect(removed.status()).toBe(200);
  }
});
