// @vitest-environment happy-dom
import type { ArenaResponse, MyWaitingList } from '@hokej/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { WaitingListCard } from './WaitingListCard.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchShopLanguage('sk');
});

const MATCH = '11111111-1111-4111-8111-111111111111';
const LIST = `/v2/event/${MATCH}/waiting-list`;

const soldOut: ArenaResponse = {
  uuid: MATCH,
  setupType: 'EVENT',
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-05T17:00:00.000Z',
  venue: 'Zimný štadión',
  arena: {
    A11: {
      name: 'A11',
      availableSeats: 0,
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
};

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

describe('the waiting list card in English', () => {
  it('joins in English and then says the place with the count of seats in English', async () => {
    await switchShopLanguage('en');
    let joined = false;
    mockApi({
      [`GET ${LIST}`]: () => ({ status: 200, body: joined ? standing(3) : { paused: false, entry: null } }),
      [`POST ${LIST}`]: () => {
        joined = true;
        return { status: 201, body: standing(3) };
      },
    });
    renderPage(<WaitingListCard uuid={MATCH} arena={soldOut} />);
    expect(await screen.findByRole('heading', { name: 'Waiting list for a sold-out match' })).toBeTruthy();
    expect(screen.getByLabelText('Sector')).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'Any sector' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Number of seats'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('You are number 1,204 on the list, waiting for 3 seats.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave the waiting list' })).toBeTruthy();
  });

  it('a single seat, and a paused list, in English', async () => {
    await switchShopLanguage('en');
    mockApi({ [`GET ${LIST}`]: { status: 200, body: standing(1, { paused: true }) } });
    renderPage(<WaitingListCard uuid={MATCH} arena={soldOut} />);
    expect(await screen.findByText('You are number 1,204 on the list, waiting for 1 seat.')).toBeTruthy();
    expect(
      screen.getByText('The club has paused the waiting list for now. You keep your place on it.'),
    ).toBeTruthy();
  });
});
