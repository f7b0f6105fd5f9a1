// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SalesDetailPage } from './SalesDetailPage.tsx';
import { heatMap, MATCH, matchDetail } from './salesFixtures.test-utils.ts';

function open(handlers: Record<string, ApiAnswer> = {}) {
  const api = mockApi({
    [`GET /v2/admin/sales/${MATCH}`]: { status: 200, body: matchDetail },
    [`GET /v2/admin/sales/${MATCH}/seats`]: { status: 200, body: heatMap },
    ...handlers,
  });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<SalesDetailPage />, { route: `/admin/sales/${MATCH}`, path: '/admin/sales/:id', store });
  return { api, store, user: userEvent.setup() };
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).queryByRole('rowheader')?.textContent,
      ...within(row)
        .queryAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ]);

describe('one match’s sales', () => {
  it('shows the seats by state and the revenue by payment and ticket type with VAT', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: matchDetail.title })).toBeDefined();
    expect(rowsOf('Miesta podľa stavu')).toEqual([
      ['Predané', '45', '22,5 %'],
      ['V košíku alebo v nezaplatenej objednávke', '5', '2,5 %'],
      ['Voľné', '140', '70 %'],
      ['Zablokované', '6', '3 %'],
      ['Rezervované klubom', '4', '2 %'],
      ['Spolu', '200', ''],
    ]);
    expect(screen.getByTestId('revenue-total').textContent?.replace(/\s/g, ' ')).toBe('540,00 €');
    expect(rowsOf('Tržby podľa spôsobu platby')).toEqual([
      ['Bankový prevod', '5', '10', '97,56 €', '22,44 €', '120,00 €'],
      ['Platobná karta', '15', '35', '341,46 €', '78,54 €', '420,00 €'],
    ]);
    expect(rowsOf('Tržby podľa typu vstupenky')).toEqual([
      ['Dospelý', '40', '406,50 €', '93,50 €', '500,00 €'],
      ['Dieťa', '5', '32,52 €', '7,48 €', '40,00 €'],
    ]);
  });

  it('links a match’s sales to its waiting list, a season’s not', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Poradovník zápasu' });
    expect(link.getAttribute('href')).toBe(`/admin/events/${MATCH}/waiting-list`);
    cleanup();
    open({
      [`GET /v2/admin/sales/${MATCH}`]: { status: 200, body: { ...matchDetail, setupType: 'SEASON' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: matchDetail.title })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Poradovník zápasu' })).toBeNull();
  });

  it('draws sales per day as an SVG chart with a table of the same figures', async () => {
    open();
    const chart = await screen.findByRole('img', { name: /Predaj po dňoch/ });
    const bars = chart.querySelectorAll('rect.sales-chart-bar');
    // 20, 21 (no sales) and 22 November.
    expect([...bars].map((b) => b.getAttribute('data-tickets'))).toEqual(['30', '0', '15']);
    expect(chart.textContent).toContain('za 3 dni od 20.11.2026 do 22.11.2026');
    expect(rowsOf('Predaj po dňoch (dátum zaplatenia)')).toEqual([
      ['20.11.2026', '30', '360,00 €'],
      ['22.11.2026', '15', '180,00 €'],
    ]);
  });

  it('the heat-map draws every seat and recolours sold seats by time or price', async () => {
    const { user } = open();
    const map = await screen.findByRole('img', { name: /Mapa miest/ });
    const circles = map.querySelectorAll('circle');
    expect([...circles].map((c) => c.getAttribute('data-state'))).toEqual([
      'SOLD',
      'BOOKED',
      'ACTIVE',
      'DISABLED',
    ]);
    expect(circles[0]?.getAttribute('fill')).toBe('#c0392b');
    expect(circles[0]?.textContent?.replace(/\s/g, ' ')).toContain(
      'Sektor B11, rad 1, miesto 1: Predané, 12,00 €, 20.11.2026 10:00',
    );
    await user.selectOptions(screen.getByLabelText('Zafarbiť podľa'), 'price');
    expect(circles[0]?.getAttribute('fill')).toBe('rgb(128, 0, 38)');
    expect(circles[1]?.getAttribute('fill')).toBe('#f0ad4e');
    expect(screen.getByText(/najlacnejšie: 12,00/)).toBeDefined();
    expect(rowsOf('Miesta po sektoroch')).toEqual([['B11', '1', '1', '1', '0', '1']]);
  });

  it('downloads the orders as CSV with the admin token', async () => {
    const { api, user } = open({ [`GET /v2/admin/sales/${MATCH}/orders.csv`]: { status: 200, body: 'x' } });
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await user.click(await screen.findByRole('button', { name: 'Stiahnuť objednávky (CSV)' }));
    await waitFor(() => expect(clicked).toEqual([`objednavky-11111111.csv blob:orders`]));
    expect(created).toHaveBeenCalledOnce();
    expect(api.callsTo(`GET /v2/admin/sales/${MATCH}/orders.csv`)[0]?.auth).toMatch(/^Bearer /);
  });

  it('a refused export is a toast with the API’s Slovak message', async () => {
    const { store, user } = open({
      [`GET /v2/admin/sales/${MATCH}/tickets.csv`]: apiError(
        403,
        'ROLE_FORBIDDEN',
        'Na túto akciu nemáte oprávnenie.',
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Stiahnuť vstupenky (CSV)' }));
    await waitFor(() =>
      expect(toastTexts(store)).toEqual(['Export sa nepodaril. Na túto akciu nemáte oprávnenie.']),
    );
  });
});
