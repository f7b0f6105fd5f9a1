// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  apiError,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SalesOverviewPage } from './SalesOverviewPage.tsx';
import { MATCH, matchSummary, seasonSummary } from './salesFixtures.test-utils.ts';

function open(answer: ApiAnswer = { status: 200, body: { data: [matchSummary, seasonSummary] } }) {
  const api = mockApi({ 'GET /v2/admin/sales': answer });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  const view = renderPage(<SalesOverviewPage />, { route: '/admin/sales', store });
  return { api, view, user: userEvent.setup() };
}

describe('the sales overview', () => {
  it('lists every match and season with its seats, occupancy and revenue, with the admin token', async () => {
    const { api } = open();
    const table = await screen.findByRole('table', { name: 'Predaj zápasov a permanentiek' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Podujatie', 'Dátum', 'Predané', 'V košíkoch', 'Voľné', 'Nepredajné', 'Obsadenosť', 'Tržby']);
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' '));
    // 45 sold of the 190 for sale (disabled and club-kept seats are not).
    expect(cells(first)).toEqual(['05.12.2026 18:30', '45', '5', '140', '10', '23,7 %', '540,00 €']);
    expect(within(first as HTMLElement).getByRole('rowheader').textContent).toContain('Zápas');
    expect(within(second as HTMLElement).getByRole('rowheader').textContent).toContain('nezverejnené');
    expect(cells(second)?.slice(-2)).toEqual(['0 %', '0,00 €']);
    expect(api.callsTo('GET /v2/admin/sales')[0]?.auth).toMatch(/^Bearer /);
  });

  it('a big arena’s counts have Slovak thousands separators (10 009, not 10009)', async () => {
    const big = {
      ...matchSummary,
      seats: { total: 22_000, sold: 10_009, held: 1_200, free: 10_741, disabled: 40, reserved: 10 },
    };
    open({ status: 200, body: { data: [big] } });
    const table = await screen.findByRole('table', { name: 'Predaj zápasov a permanentiek' });
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1, 5)).toEqual(['10\u00a0009', '1\u00a0200', '10\u00a0741', '50']);
  });

  it('each row opens the match’s sales page', async () => {
    const { user, view } = open();
    await user.click(await screen.findByRole('link', { name: `Predaj: ${matchSummary.title}` }));
    expect(view.location()).toBe(`/admin/sales/${MATCH}`);
  });

  it('a failed load says so in Slovak and can be retried', async () => {
    const { api, user } = open(apiError(500, 'UNKNOWN_ERROR', 'Chyba'));
    expect(await screen.findByText('Údaje sa nepodarilo načítať.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(api.callsTo('GET /v2/admin/sales').length).toBeGreaterThanOrEqual(2);
  });
});
