// @vitest-environment happy-dom
import type { AdminSeatRelease } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SeatReleasesCard } from './SeatReleasesCard.tsx';

const MATCH = '77777777-7777-4777-8777-777777777777';
const release = (over: Partial<AdminSeatRelease>): AdminSeatRelease => ({
  id: crypto.randomUUID(),
  matchId: MATCH,
  matchTitle: 'HK Orly Zvolen – HC Košice',
  matchStartsAt: '2026-12-01T17:00:00.000Z',
  seat: { sector: 'A11', row: '3', name: '7' },
  holder: 'Mária Držiteľová',
  seasonOrderNumber: '100042',
  state: 'RELEASED',
  releasedAt: '2026-11-20T09:30:00.000Z',
  amount: null,
  payout: 'COUPON',
  creditNoteNumber: null,
  couponCode: null,
  ...over,
});

function openCard(data: AdminSeatRelease[], routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /v2/admin/seat-releases': { status: 200, body: { data } }, ...routes });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<SeatReleasesCard matchId={MATCH} />, { route: `/admin/events/${MATCH}`, store });
  return api;
}

describe('seats released for one match (back office)', () => {
  it('asks for this match only and shows who released, whether it sold and the credit issued', async () => {
    const api = openCard([
      release({ state: 'SOLD', amount: 750, creditNoteNumber: 'D2026/0001', couponCode: 'UV-ABC123' }),
      release({ seat: { sector: 'B39', row: '1', name: '2' }, state: 'TAKEN_BACK', holder: 'Ján Fanúšik' }),
    ]);
    const sold = (await screen.findByRole('rowheader', { name: 'A11, rad 3, miesto 7' })).closest('tr');
    const soldRow = within(sold as HTMLElement);
    expect(soldRow.getByText('Predané')).toBeTruthy();
    expect(soldRow.getByText(/^č\. D2026\/0001: 7,50\s€$/)).toBeTruthy();
    expect(soldRow.getByText('zľavový kód UV-ABC123')).toBeTruthy();
    expect(soldRow.getByText('permanentka z objednávky 100042')).toBeTruthy();
    const back = screen.getByRole('rowheader', { name: 'B39, rad 1, miesto 2' }).closest('tr');
    expect(within(back as HTMLElement).getByText('Vzaté späť')).toBeTruthy();
    expect(within(back as HTMLElement).getByText('—')).toBeTruthy();
    expect(api.callsTo('GET /v2/admin/seat-releases')[0]?.query.get('matchId')).toBe(MATCH);
  });

  it("a sold seat's credit note downloads as dobropis-<number>.pdf; a 0 % sale has none and says so", async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const sold = release({
      state: 'SOLD',
      amount: 750,
      creditNoteNumber: 'D2026000007',
      couponCode: 'UV-ABC123',
    });
    const url = `/v2/admin/seat-releases/${sold.id}/credit-note`;
    const api = openCard(
      [
        sold,
        release({
          seat: { sector: 'B39', row: '1', name: '2' },
          state: 'SOLD',
          amount: 0,
          holder: 'Ján Fanúšik',
        }),
      ],
      { [`GET ${url}`]: { status: 200, body: '%PDF-1.7', headers: { 'Content-Type': 'application/pdf' } } },
    );
    const button = await screen.findByRole('button', {
      name: 'Stiahnuť dobropis č. D2026000007 (A11, rad 3, miesto 7)',
    });
    await userEvent.setup().click(button);
    await vi.waitFor(() => expect(saved).toEqual(['dobropis-D2026000007.pdf']));
    expect(api.callsTo(`GET ${url}`)[0]?.auth).toMatch(/^Bearer /);
    const free = screen.getByRole('rowheader', { name: 'B39, rad 1, miesto 2' }).closest('tr');
    expect(within(free as HTMLElement).getByText('bez podielu (0 %)')).toBeTruthy();
    expect(within(free as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('says so when nobody released a seat for the match', async () => {
    openCard([]);
    expect(await screen.findByText('Na tento zápas zatiaľ nikto neuvoľnil miesto.')).toBeTruthy();
  });
});
