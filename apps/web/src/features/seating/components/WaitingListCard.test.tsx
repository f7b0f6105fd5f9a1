// @vitest-environment happy-dom
import type { ArenaResponse, MyWaitingList } from '@hokej/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import {
  apiError,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
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

const standing = (count: number, over: Partial<MyWaitingList> = {}): MyWaitingList => ({
  paused: false,
  entry: {
    id: '22222222-2222-4222-8222-222222222222',
    matchId: MATCH,
    matchTitle: 'HK Orly Zvolen – HC Košice',
    matchStartsAt: '2026-12-05T17:00:00.000Z',
    count,
    sector: null,
    state: 'WAITING',
    position: 1204,
    joinedAt: '2026-11-26T10:00:00.000Z',
    offer: null,
    serverTimestamp: Date.now(),
  },
  ...over,
});

const TEXTS = {
  sk: {
    title: 'Poradovník na vypredaný zápas',
    sector: 'Sektor',
    anySector: 'Ktorýkoľvek sektor',
    count: 'Počet miest',
    join: 'Prihlásiť sa do poradovníka',
    leave: 'Odhlásiť sa z poradovníka',
    threeSeats: 'Ste 1 204. v poradí, čakáte na 3 miesta.',
    oneSeat: 'Ste 1 204. v poradí, čakáte na 1 miesto.',
    paused: 'Klub poradovník dočasne pozastavil. Svoje miesto v poradí si držíte.',
    seatsFree:
      'Na tento zápas je ešte voľných miest: 4. Kúpte si ich priamo, poradovník je len pre vypredané zápasy.',
  },
  en: {
    title: 'Waiting list for a sold-out match',
    sector: 'Sector',
    anySector: 'Any sector',
    count: 'Number of seats',
    join: 'Join the waiting list',
    leave: 'Leave the waiting list',
    threeSeats: 'You are number 1,204 on the list, waiting for 3 seats.',
    oneSeat: 'You are number 1,204 on the list, waiting for 1 seat.',
    paused: 'The club has paused the waiting list for now. You keep your place on it.',
    seatsFree:
      'This match still has free seats: 4. Buy them directly; the waiting list is only for sold-out matches.',
  },
};

describeInEachLanguage('the waiting list card on a match’s arena page', TEXTS, (text) => {
  it('is not shown while the match has seats enough for an order and the fan is not in the list', async () => {
    const api = mockApi({ [`GET ${LIST}`]: { status: 200, body: { paused: false, entry: null } } });
    renderPage(<WaitingListCard uuid={MATCH} arena={arena(12)} />);
    await waitFor(() => expect(api.callsTo(`GET ${LIST}`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: text.title })).toBeNull();
  });

  it('joins with the count chosen (any sector) and then shows the fan’s place in the list', async () => {
    let joined = false;
    const api = mockApi({
      [`GET ${LIST}`]: () => ({ status: 200, body: joined ? standing(3) : { paused: false, entry: null } }),
      [`POST ${LIST}`]: () => {
        joined = true;
        return { status: 201, body: standing(3) };
      },
    });
    renderPage(<WaitingListCard uuid={MATCH} arena={arena(0)} />);
    expect(await screen.findByRole('heading', { name: text.title })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByLabelText(text.sector)).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: text.anySector })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(text.count), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: text.join }));
    expect(await screen.findByText(text.threeSeats)).toBeTruthy();
    expect(api.callsTo(`POST ${LIST}`)[0]?.body).toEqual({ count: 3 });
    expect(screen.getByRole('button', { name: text.leave })).toBeTruthy();
  });

  it('a single seat, and a paused list', async () => {
    mockApi({ [`GET ${LIST}`]: { status: 200, body: standing(1, { paused: true }) } });
    renderPage(<WaitingListCard uuid={MATCH} arena={arena(0)} />);
    expect(await screen.findByText(text.oneSeat)).toBeTruthy();
    expect(screen.getByText(text.paused)).toBeTruthy();
  });

  it('shows the API’s refusal when seats are still free', async () => {
    mockApi({
      [`GET ${LIST}`]: { status: 200, body: { paused: false, entry: null } },
      [`POST ${LIST}`]: apiError(409, 'WAITING_LIST_SEATS_FREE', text.seatsFree),
    });
    renderPage(<WaitingListCard uuid={MATCH} arena={arena(4)} />);
    fireEvent.click(await screen.findByRole('button', { name: text.join }));
    expect(await screen.findByText(text.seatsFree)).toBeTruthy();
  });
});
