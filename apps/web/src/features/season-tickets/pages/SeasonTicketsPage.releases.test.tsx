// @vitest-environment happy-dom
import type { MySeasonTicket, SeatReleaseMatch } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SeasonTicketsPage } from './SeasonTicketsPage.tsx';

// Moje permanentky (issue 21): a paid season ticket offers its seat released for one match there too, the
// same panel as under the season ticket in My orders (shared/seat-release).

const ORDER = '22222222-2222-4222-8222-222222222222';

function ticket(n: number, overrides: Partial<MySeasonTicket> = {}): MySeasonTicket {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    seasonUuid: '11111111-1111-4111-8111-111111111111',
    seasonTitle: 'Permanentka 2026/2027',
    seasonStartsAt: '2026-09-01T16:00:00.000Z',
    seat: { sector: 'A1', row: '3', name: String(n) },
    category: 'CLASSIC',
    plasticCard: false,
    orderId: ORDER,
    orderNumber: '100007',
    ticketSerial: `100007-${n}`,
    registrationState: 'OPEN',
    canRegister: true,
    holder: null,
    ...overrides,
  };
}

const sold: SeatReleaseMatch = {
  matchId: '77777777-7777-4777-8777-777777777777',
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-01T17:00:00.000Z',
  cutoffAt: '2026-11-30T17:00:00.000Z',
  state: 'SOLD',
  changeable: false,
  sharePercent: 50,
  credit: {
    amount: 750,
    payout: 'COUPON',
    creditNoteNumber: 'D2026000007',
    couponCode: 'UV-ABC123',
    couponValidTo: '2027-11-20T09:30:00.000Z',
  },
};

function open(tickets: MySeasonTicket[], route = '/my-season-tickets') {
  const api = mockApi({
    'GET /v2/season/tickets': { status: 200, body: { data: tickets } },
    [`GET /v2/season/tickets/${ticket(1).id}/releases`]: { status: 200, body: { data: [sold] } },
  });
  const store = makeStore({ session: janaSession() });
  renderPage(<SeasonTicketsPage variant={route.startsWith('/order') ? 'success' : 'mine'} />, {
    route,
    store,
  });
  return api;
}

describe('Moje permanentky: the seat released for one match', () => {
  it('a paid ticket opens its matches with their states and the sold seat’s credit; an unpaid one offers none', async () => {
    open([ticket(1), ticket(2, { registrationState: 'UNPAID', canRegister: false, ticketSerial: null })]);
    const [paid, unpaid] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(within(unpaid).queryByRole('button', { name: /^Uvoľniť miesto na zápas/ })).toBeNull();
    await userEvent.setup().click(
      within(paid).getByRole('button', {
        name: 'Uvoľniť miesto na zápas: permanentka, Sektor A1, rad 3, miesto 1',
      }),
    );
    const region = within(paid).getByRole('region', { name: 'Uvoľnenie miesta na jeden zápas' });
    expect(
      within(region).getByRole('heading', { level: 3, name: 'Uvoľnenie miesta na jeden zápas' }),
    ).toBeTruthy();
    const row = await within(region).findByTestId('release-match');
    expect(row.textContent).toContain('HK Orly Zvolen – HC Košice');
    expect(row.textContent).toContain('Predané');
    expect(within(row).getByTestId('release-credit').textContent).toMatch(
      /Dobropis č\. D2026000007: 7,50\s€/,
    );
    expect(within(row).getByText('Zľavový kód UV-ABC123 (platí do 20.11.2027 10:30)')).toBeTruthy();
    expect(
      within(row).getByRole('button', {
        name: 'Stiahnuť dobropis č. D2026000007 za zápas HK Orly Zvolen – HC Košice',
      }),
    ).toBeTruthy();
  });

  it('the page after buying lists the new tickets for their holders, without the releases', async () => {
    const api = open([ticket(1)], `/order/success/season-tickets?orderId=${ORDER}`);
    expect(await screen.findByRole('heading', { name: 'Permanentky objednané' })).toBeTruthy();
    // The heading comes before the tickets (CI's loaded machine showed the page between the two).
    expect(
      await screen.findByRole('button', { name: 'Registrovať držiteľa' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Uvoľniť miesto na zápas/ })).toBeNull();
    expect(api.callsTo(`GET /v2/season/tickets/${ticket(1).id}/releases`)).toHaveLength(0);
  });
});
