// @vitest-environment happy-dom
import type { WaitingListEntry } from '@hokej/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { WaitingListOfferPage } from './WaitingListOfferPage.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchShopLanguage('sk');
});

const ID = '66666666-6666-4666-8666-666666666666';
const NOW = Date.now();

const entry = (over: Partial<WaitingListEntry> = {}): WaitingListEntry => ({
  id: ID,
  matchId: '77777777-7777-4777-8777-777777777777',
  matchTitle: 'HK Orly Zvolen – HC Košice',
  matchStartsAt: '2026-12-27T17:30:00.000Z',
  count: 2,
  sector: null,
  state: 'OFFERED',
  position: null,
  joinedAt: new Date(NOW - 600_000).toISOString(),
  offer: {
    expiresAt: new Date(NOW + 20 * 60_000).toISOString(),
    seats: [
      { sector: 'A12', row: '3', name: '11' },
      { sector: 'A12', row: '3', name: '12' },
    ],
    total: 123450,
  },
  serverTimestamp: NOW,
  ...over,
});

function open(answer: WaitingListEntry) {
  mockApi({ [`GET /v2/waiting-list/offers/${ID}`]: { status: 200, body: answer } });
  renderPage(<WaitingListOfferPage />, {
    route: `/checkout/waiting-list/${ID}`,
    path: '/checkout/waiting-list/:id',
    store: makeStore({ session: janaSession() }),
  });
}

describe('the waiting list’s offer page in English', () => {
  it('lists the seats held, the total in euros and until when, in English', async () => {
    await switchShopLanguage('en');
    open(entry());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seats from the waiting list' }),
    ).toBeTruthy();
    expect(screen.getByText('We are holding these seats for you.', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Sector A12, row 3, seat 11',
      'Sector A12, row 3, seat 12',
    ]);
    expect(screen.getByText('€1,234.50')).toBeTruthy();
    expect(screen.getByText(/^Held until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeTruthy();
    expect(
      screen.getByText(/^Once added to your cart, they must be paid for by the same time\./),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to cart and pay' })).toBeTruthy();
    expect(document.title).toContain('Seats from the waiting list');
  });

  it('says in English that an offer has passed on', async () => {
    await switchShopLanguage('en');
    open(entry({ state: 'EXPIRED', offer: null }));
    expect(
      await screen.findByText(
        'The time for this offer has run out and the seats have been offered to the next person on the list.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to matches' })).toBeTruthy();
  });
});
