// @vitest-environment happy-dom
import type { WaitingListEntry } from '@hokej/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { WaitingListOfferPage } from './WaitingListOfferPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const ID = '66666666-6666-4666-8666-666666666666';
// The server's clock runs an hour behind the browser's: the countdown must count on the server's.
const SERVER_NOW = Date.now() - 3_600_000;

const offered = (expiresInMs: number, over: Partial<WaitingListEntry> = {}): WaitingListEntry => ({
  id: ID,
  matchId: '77777777-7777-4777-8777-777777777777',
  matchTitle: 'HK Orly Zvolen – HC Košice',
  matchStartsAt: '2026-12-27T17:30:00.000Z',
  count: 2,
  sector: null,
  state: 'OFFERED',
  position: null,
  joinedAt: new Date(SERVER_NOW - 600_000).toISOString(),
  offer: {
    expiresAt: new Date(SERVER_NOW + expiresInMs).toISOString(),
    seats: [{ sector: 'A12', row: '3', name: '11' }],
    total: 1800,
  },
  serverTimestamp: SERVER_NOW,
  ...over,
});

function open(answers: WaitingListEntry[]) {
  const api = mockApi({
    [`GET /v2/waiting-list/offers/${ID}`]: () => ({
      status: 200,
      body: answers.length > 1 ? answers.shift() : answers[0],
    }),
  });
  renderPage(<WaitingListOfferPage />, {
    route: `/checkout/waiting-list/${ID}`,
    path: '/checkout/waiting-list/:id',
    store: makeStore({ session: janaSession() }),
  });
  return api;
}

describe('the waiting list’s offer page', () => {
  it('counts down the offer’s time on the server’s clock and says what happens after', async () => {
    open([offered(25 * 60_000)]);
    const timer = await screen.findByRole('timer');
    // 25 minutes plus the countdown's one-second padding, less the moments the test took.
    expect(timer.textContent).toMatch(/^Zostávajúci čas2[45]:\d{2}$/);
    expect(timer.getAttribute('aria-label')).toMatch(/^Zostávajúci čas rezervácie: 2[45]:\d{2}/);
    expect(
      screen.getByText(
        'Vložené do košíka treba zaplatiť do rovnakého času. Keď čas uplynie, ponuka prepadne, miesta ponúkneme ďalšiemu v poradí a z poradovníka vypadnete; prihlásiť sa môžete znova.',
      ),
    ).toBeTruthy();
  });

  it('when the time is up reads the offer again and shows it passed on', async () => {
    const api = open([offered(-2000), offered(-2000, { state: 'EXPIRED', offer: null })]);
    expect(
      await screen.findByText('Čas na túto ponuku uplynul a miesta sme ponúkli ďalšiemu v poradí.'),
    ).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(api.callsTo(`GET /v2/waiting-list/offers/${ID}`)).toHaveLength(2));
  });
});
