// @vitest-environment happy-dom
import type { ArenaResponse, MyWaitingList } from '@hokej/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { WaitingListCard } from './WaitingListCard.tsx';

const MATCH = '11111111-1111-4111-8111-111111111111';
const LIST = `/v2/event/${MATCH}/waiting-list`;

const arena = (free: number): ArenaResponse => ({
  uuid: MATCH,
  setupType: 'EVENT',
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-05T17:00:00.000Z',
  venue: 'Zimný štadión',
  arena: {
    A11: {
      name: 'A11',
      availableSeats: free,
      totalSeats: 40,
      priceFrom: 1200,
      priceBand: 1200,
      shape: { x: 0, y: 0, width: 60, height: 40 },
    },
  },
  priceBands: [],
  viewBox: '0 0 200 100',
  rink: { x: 0, y: 50, width: 200, height: 50 },
  serverTimestamp: Date.now(),
});

const waiting: MyWaitingList = {
  paused: false,
  entry: {
    id: '22222222-2222-4222-8222-222222222222',
    matchId: MATCH,
    matchTitle: 'HK Orly Zvolen – HC Košice',
    matchStartsAt: '2026-12-05T17:00:00.000Z',
    count: 3,
    sector: null,
    state: 'WAITING',
    position: 4,
    joinedAt: '2026-11-26T10:00:00.000Z',
    offer: null,
    serverTimestamp: Date.now(),
  },
};

describe('the waiting list card on a match’s arena page', () => {
  it('is not shown while the match has seats enough for an order and the fan is not in the list', async () => {
    const api = mockApi({ [`GET ${LIST}`]: { status: 200, body: { paused: false, entry: null } } });
    renderPage(<WaitingListCard uuid={MATCH} arena={arena(12)} />);
    await waitFor(() => expect(api.callsTo(`GET ${LIST}`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Poradovník na vypredaný zápas' })).toBeNull();
  });

  it('joins with the count chosen and then shows the fan’s place in the list', async () => {
    let joined = false;
    const api = mockApi({
      [`GET ${LIST}`]: () => ({ status: 200, body: joined ? waiting : { paused: false, entry: null } }),
      [`POST ${LIST}`]: () => {
        joined = true;
        return { status: 201, body: waiting };
      },
    });
    renderPage(<WaitingListCard uuid={MATCH} arena={arena(0)} />);
    fireEvent.change(await screen.findByLabelText('Počet miest'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prihlásiť sa do poradovníka' }));
    expect(await screen.findByText('Ste 4. v poradí, čakáte na 3 miesta.')).toBeTruthy();
    expect(api.callsTo(`POST ${LIST}`)[0]?.body).toEqual({ count: 3 });
    expect(screen.getByRole('button', { name: 'Odhlásiť sa z poradovníka' })).toBeTruthy();
  });

  it('shows the API’s refusal when seats are still free', async () => {
    mockApi({
      [`GET ${LIST}`]: { status: 200, body: { paused: false, entry: null } },
      [`POST ${LIST}`]: apiError(
        409,
        'WAITING_LIST_SEATS_FREE',
        'Na tento zápas je ešte voľných miest: 4. Kúpte si ich priamo, poradovník je len pre vypredané zápasy.',
      ),
    });
    renderPage(<WaitingListCard uuid={MATCH} arena={arena(4)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Prihlásiť sa do poradovníka' }));
    expect(await screen.findByText(/voľných miest: 4/)).toBeTruthy();
  });
});
