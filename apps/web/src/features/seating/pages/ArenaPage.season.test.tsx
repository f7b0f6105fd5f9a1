// @vitest-environment happy-dom
import type { ArenaResponse } from '@hokej/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ArenaPage } from './ArenaPage.tsx';

const SEASON = '22222222-2222-4222-8222-222222222222';

class QuietEventSource {
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

const seasonArena: ArenaResponse = {
  uuid: SEASON,
  setupType: 'SEASON',
  title: 'Sezóna 2026/2027',
  startsAt: '2026-09-12T16:00:00.000Z',
  endsAt: '2027-03-06T20:00:00.000Z',
  venue: 'Zimný štadión Orly',
  arena: {
    A11: {
      name: 'A11',
      availableSeats: 30,
      totalSeats: 40,
      priceFrom: 19000,
      priceBand: 19000,
      shape: { x: 0, y: 0, width: 60, height: 40 },
    },
  },
  priceBands: [],
  viewBox: '0 0 200 100',
  rink: { x: 0, y: 50, width: 200, height: 50 },
  serverTimestamp: Date.now(),
};

describe("a season's arena page", () => {
  it("heads with the season's date range, not one match's time", async () => {
    vi.stubGlobal('EventSource', QuietEventSource);
    mockApi({ [`GET /v2/season/arena/${SEASON}`]: { status: 200, body: seasonArena } });
    renderPage(<ArenaPage setupType="SEASON" />, {
      route: `/season/${SEASON}/arena`,
      path: '/season/:uuid/arena',
      store: makeStore(),
    });
    await screen.findByRole('heading', { name: 'Sezóna 2026/2027' });
    await pageLoaded();
    const when = screen.getByTestId('setup-when');
    expect(when.textContent).toBe('12.09.2026 – 06.03.2027');
    expect([...when.querySelectorAll('time')].map((t) => t.getAttribute('dateTime'))).toEqual([
      seasonArena.startsAt,
      seasonArena.endsAt,
    ]);
    expect(document.title).toMatch(/^Sezóna 2026\/2027, 12\.09\.2026 – 06\.03\.2027/);
  });
});
