import pg from 'pg';
import { expect, test } from './fixtures.ts';
import { expectCleanPages, inspectPage, shootWidths, waitUntilSettled } from './pageCheck.ts';
import { admin, fan, logInFromHome, pressOn } from './shop.ts';
import { needsServerDatabase, serverDatabaseUrl } from './shopClock.ts';
import { bearer } from './todaysMatch.ts';

// The club's waiting list of a match (issue 22): a match 30+ days ahead sold out in the database (its seats
// given back at the end), two fans join its list, the admin reaches it from the match editor by keyboard,
// pauses and resumes it.
const second = { email: 'druhy.drzitel@hokej.test', password: 'Drzitel123!' };

test('the club sees a match’s waiting list in join order and pauses and resumes it by keyboard', async ({
  page,
  request,
}) => {
  needsServerDatabase(test);
  test.setTimeout(120_000);
  const db = new pg.Client({ connectionString: serverDatabaseUrl() });
  await db.connect();
  const { rows } = await db.query<{ id: string; title: string }>(
    `select id, title from setups where setup_type = 'EVENT' and not phone_required and published
       and starts_at > now() + interval '30 days' order by starts_at desc offset 1 limit 1`,
  );
  const match = rows[0];
  if (!match) throw new Error('the demo has no second match 30+ days ahead');
  const sold = await db.query<{ id: string }>(
    `update setup_seats set state = 'SOLD' where setup_id = $1 and state = 'ACTIVE' returning id`,
    [match.id],
  );
  const fans = [
    { who: fan, count: 2 },
    { who: second, count: 1 },
  ];
  const listUrl = `/v2/event/${match.id}/waiting-list`;
  try {
    for (const { who, count } of fans) {
      const joined = await request.post(listUrl, { headers: await bearer(request, who), data: { count } });
      expect(joined.status(), await joined.text()).toBe(201);
    }

    await logInFromHome(page, admin);
    await page.goto(`/admin/events/${match.id}`);
    await waitUntilSettled(page);
    await pressOn(page.getByRole('link', { name: 'Poradovník' }));
    await expect(page).toHaveURL(new RegExp(`/admin/events/${match.id}/waiting-list$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Poradovník zápasu' })).toBeVisible();
    await expect(page.getByText(match.title, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Čaká fanúšikov: 2, spolu miest: 3.' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Fanúšikovia v poradovníku v poradí prihlásenia' });
    const body = table.locator('tbody tr');
    await expect(body).toHaveCount(2);
    await expect(body.nth(0)).toContainText(fan.email);
    await expect(body.nth(0)).toContainText('Čaká');
    await expect(body.nth(1)).toContainText(second.email);
    expectCleanPages([await inspectPage(page, 'admin waiting list')]);
    await shootWidths(page, 'admin-waiting-list');

    // Pause by keyboard: the same button now says "Obnoviť" and keeps the focus; the fans see the pause.
    const state = page.getByTestId('waiting-list-state');
    await expect(state).toHaveText('Ponuky bežia.');
    await pressOn(page.getByRole('button', { name: 'Pozastaviť poradovník' }));
    const resume = page.getByRole('button', { name: 'Obnoviť poradovník' });
    await expect(resume).toBeFocused();
    await expect(state).toHaveText(
      /^Pozastavený od \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}: nové ponuky sa neposielajú\.$/,
    );
    const standing = await request.get(listUrl, { headers: await bearer(request, fan) });
    expect((await standing.json()).paused).toBe(true);
    expectCleanPages([await inspectPage(page, 'admin waiting list paused')]);
    await shootWidths(page, 'admin-waiting-list-paused');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Pozastaviť poradovník' })).toBeFocused();
    await expect(state).toHaveText('Ponuky bežia.');

    // The match's sales lead to the same list.
    await page.goto(`/admin/sales/${match.id}`);
    await waitUntilSettled(page);
    await pressOn(page.getByRole('link', { name: 'Poradovník zápasu' }));
    await expect(page).toHaveURL(new RegExp(`/admin/events/${match.id}/waiting-list$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Poradovník zápasu' })).toBeVisible();
  } finally {
    for (const { who } of fans) await request.delete(listUrl, { headers: await bearer(request, who) });
    await db.query(`update setup_seats set state = 'ACTIVE' where id = any($1::bigint[])`, [
      sold.rows.map((r) => r.id),
    ]);
    await db.end();
  }
});
