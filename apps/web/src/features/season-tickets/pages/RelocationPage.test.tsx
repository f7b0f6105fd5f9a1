// @vitest-environment happy-dom
import type { Seat, SectorResponse } from '@hokej/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { FakeEventSource } from '../../../shared/testing/fakeEventSource.test-utils.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { renewalOffer } from '../../../shared/testing/renewalFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { RelocationPage } from './RelocationPage.tsx';

const SEASON = '33333333-3333-4333-8333-333333333333';
const offer = renewalOffer({
  status: 'RENEWED',
  relocation: {
    from: '2026-11-01T10:00:00.000Z',
    to: '2099-11-15T10:00:00.000Z',
    position: 1,
    wave: 1,
    opensAt: '2026-11-01T10:00:00.000Z',
    open: true,
    ended: false,
    movedFrom: null,
  },
});

afterEach(async () => {
  FakeEventSource.made = [];
  vi.unstubAllGlobals();
  await switchShopLanguage('sk');
});

function sector(): SectorResponse {
  const seat = (n: number): Seat => ({
    sector: 'B39',
    row: '1',
    name: String(n),
    buyState: n === 2 ? 'SOLD' : 'ACTIVE',
    x: n * 24,
    y: 24,
  });
  return {
    uuid: SEASON,
    setupType: 'SEASON',
    title: 'Permanentka 2027/2028',
    startsAt: '2027-09-01T16:00:00.000Z',
    sector: 'B39',
    availableSeats: 3,
    prices: [{ ticketType: 'CLASSIC', price: 19000 }],
    setup: { '1': [1, 2, 3, 4].map(seat) },
    serverTimestamp: Date.now(),
  };
}

function openSector(handlers: Parameters<typeof mockApi>[0] = {}) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const api = mockApi({
    'GET /v2/season/renewals': { status: 200, body: { data: [offer] } },
    [`GET /v2/season/arena/${SEASON}/sector/B39`]: { status: 200, body: sector() },
    ...handlers,
  });
  const store = makeStore({ session: janaSession() });
  renderPage(<RelocationPage />, {
    route: `/my-season-tickets/renewals/${offer.id}/relocate?sector=B39`,
    path: '/my-season-tickets/renewals/:id/relocate',
    store,
  });
  return { api, store };
}

describe('the relocation page follows the new season’s live seats', () => {
  it('a seat another holder takes turns taken on the map, and a chosen one is dropped with a word why', async () => {
    openSector();
    fireEvent.click(await screen.findByLabelText(/^Rad 1, miesto 3, voľné/));
    expect(await screen.findByText('Nové miesto: Sektor B39, rad 1, miesto 3')).toBeTruthy();
    const stream = FakeEventSource.streamOf(`/v2/push/SEASON/${SEASON}`);

    // Another holder moves into seat 4: drawn taken at once, without reading the sector again.
    const taken = (name: string) => ({
      uuid: SEASON,
      setupType: 'SEASON',
      seat: { sector: 'B39', row: '1', name },
      state: 'SOLD',
      availableSeats: 1,
    });
    stream.emit('seat', taken('4'));
    await screen.findByLabelText('Rad 1, miesto 4, obsadené');
    expect(screen.getByText('Nové miesto: Sektor B39, rad 1, miesto 3')).toBeTruthy();

    // And into the seat this holder chose: the choice is dropped, the holder told, nothing to confirm.
    stream.emit('seat', taken('3'));
    expect(
      await screen.findByText(
        'Miesto Sektor B39, rad 1, miesto 3 medzitým obsadil niekto iný. Vyberte si, prosím, iné.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Potvrdiť zmenu miesta' }) as HTMLButtonElement).disabled,
      ).toBe(true),
    );
  });
});

describe('the relocation page in English', () => {
  it('explains the change, names the seats and their states and confirms in English', async () => {
    await switchShopLanguage('en');
    const { store } = openSector({
      [`POST /v2/season/renewals/${offer.id}/relocate`]: { status: 200, body: offer },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change of season ticket seat' }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Season ticket renewal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to the renewal' })).toBeTruthy();
    // The heading is there before the renewal arrives; the seat comes with it.
    expect(
      await screen.findByText(/^Your seat now: Sector B39, row 1, seat 2\. Choose a sector/),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Choose a free seat in sector B39' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Another sector' })).toBeTruthy();
    expect(
      await screen.findByText('Click a free seat or choose it with the arrow keys and Enter.'),
    ).toBeTruthy();
    fireEvent.click(await screen.findByLabelText(/^Row 1, seat 3, free/));
    expect(await screen.findByText('New seat: Sector B39, row 1, seat 3')).toBeTruthy();
    expect(screen.getByLabelText(/^Row 1, seat 3, my seat/)).toBeTruthy();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Confirm the seat change to Sector B39, row 1, seat 3' }));
    await waitFor(() =>
      expect(store.getState().toasts.map((t) => t.text)).toContain(
        'The seat is changed: Sector B39, row 1, seat 3.',
      ),
    );
  });
});
