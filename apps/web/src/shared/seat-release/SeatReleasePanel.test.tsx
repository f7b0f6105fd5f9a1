// @vitest-environment happy-dom
import type { SeatReleaseMatch } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../i18n/shopI18n.ts';
import { janaSession } from '../testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage, toastTexts } from '../testing/shopHarness.test-utils.tsx';
import { SeatReleasePanel } from './SeatReleasePanel.tsx';

const TICKET = '11111111-1111-4111-8111-111111111111';
const NEAR = '77777777-7777-4777-8777-777777777771';
const LATER = '77777777-7777-4777-8777-777777777772';
const URL = `/v2/season/tickets/${TICKET}/releases`;

const match = (over: Partial<SeatReleaseMatch>): SeatReleaseMatch => ({
  matchId: LATER,
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-05T17:00:00.000Z',
  cutoffAt: '2026-12-04T17:00:00.000Z',
  state: 'KEPT',
  changeable: true,
  sharePercent: 50,
  credit: null,
  ...over,
});

const closed = match({
  matchId: NEAR,
  title: 'HK Orly Zvolen – HC Nitra',
  startsAt: '2026-11-27T17:00:00.000Z',
  cutoffAt: '2026-11-26T17:00:00.000Z',
  changeable: false,
});

/** The panel of a season ticket, the season's two matches answered as `later` changes. */
function show() {
  let later = match({});
  const answer = () => ({ status: 200, body: { data: [closed, later] } });
  const api = mockApi({
    [`GET ${URL}`]: answer,
    [`POST ${URL}/${LATER}`]: () => {
      later = match({ state: 'RELEASED' });
      return answer();
    },
    [`DELETE ${URL}/${LATER}`]: () => {
      later = match({});
      return answer();
    },
  });
  const store = makeStore({ session: janaSession() });
  renderPage(<SeatReleasePanel ticketId={TICKET} seat={{ sector: 'A1', row: '3', name: '7' }} />, {
    route: '/my-season-tickets',
    store,
  });
  return { api, store };
}

afterEach(async () => {
  await switchShopLanguage('sk');
});

describe('a season seat released for one match', () => {
  it('opens by keyboard, releases a match before its cut-off and takes it back; a match past it has no button', {
    timeout: 20_000,
  }, async () => {
    const { api, store } = show();
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', {
      name: 'Uvoľniť miesto na zápas: permanentka, Sektor A1, rad 3, miesto 7',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Uvoľnenie miesta na jeden zápas' });
    const share = await within(region).findByText(/dostanete 50 % z jeho ceny/);
    // The number and its percent sign never part at a line's end (a no-break space, docs/texts.md).
    expect(share.textContent).toContain('dostanete 50\u00a0% z jeho ceny');
    const [near, later] = within(region).getAllByTestId('release-match') as [HTMLElement, HTMLElement];
    expect(near.textContent).toContain('Uzávierka uplynula');
    expect(within(near).queryByRole('button')).toBeNull();
    expect(later.textContent).toMatch(/Zmeniť do 04\.12\.2026 18:00/);
    expect(later.textContent).toContain('Vaše miesto');

    within(later).getByRole('button', { name: 'Uvoľniť miesto na zápas HK Orly Zvolen – HC Košice' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(later.getAttribute('data-state')).toBe('RELEASED'));
    expect(later.textContent).toContain('Uvoľnené na predaj');
    expect(api.callsTo(`POST ${URL}/${LATER}`)[0]?.auth).toMatch(/^Bearer /);
    expect(toastTexts(store)).toContain('Miesto na zápas HK Orly Zvolen – HC Košice je uvoľnené na predaj.');

    await user.click(
      within(later).getByRole('button', { name: 'Vziať späť miesto na zápas HK Orly Zvolen – HC Košice' }),
    );
    await vi.waitFor(() => expect(later.getAttribute('data-state')).toBe('KEPT'));
    expect(api.callsTo(`DELETE ${URL}/${LATER}`)).toHaveLength(1);
    expect(toastTexts(store)).toContain('Miesto na zápas HK Orly Zvolen – HC Košice je opäť vaše.');
  });

  it('speaks English: the toggle, the share, the states, the cut-off and the buttons', {
    timeout: 20_000,
  }, async () => {
    await switchShopLanguage('en');
    const { store } = show();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', {
        name: 'Release my seat for a match: season ticket, Sector A1, row 3, seat 7',
      }),
    );
    const region = screen.getByRole('region', { name: 'Releasing the seat for one match' });
    expect(await within(region).findByText(/you get 50% of its price as a credit note/)).toBeTruthy();
    const [near, later] = within(region).getAllByTestId('release-match') as [HTMLElement, HTMLElement];
    expect(near.textContent).toContain('The cut-off has passed');
    expect(later.textContent).toMatch(/Change by 04\/12\/2026 18:00/);
    expect(later.textContent).toContain('Your seat');
    await user.click(
      within(later).getByRole('button', { name: 'Release my seat for the match HK Orly Zvolen – HC Košice' }),
    );
    await vi.waitFor(() => expect(later.textContent).toContain('Released for sale'));
    expect(toastTexts(store)).toContain(
      'Your seat for the match HK Orly Zvolen – HC Košice is released for sale.',
    );
    expect(
      within(later).getByRole('button', {
        name: 'Take back my seat for the match HK Orly Zvolen – HC Košice',
      }).textContent,
    ).toBe('Take back');
  });
});
