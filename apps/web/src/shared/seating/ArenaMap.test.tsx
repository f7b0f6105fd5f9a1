// @vitest-environment happy-dom
import type { ArenaResponse } from '@hokej/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStore, renderPage } from '../testing/shopHarness.test-utils.tsx';
import { ArenaMap } from './ArenaMap.tsx';

const shape = (x: number) => ({ x, y: 0, width: 60, height: 40 });
const arena: ArenaResponse = {
  uuid: '11111111-1111-4111-8111-111111111111',
  setupType: 'EVENT',
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-05T17:00:00.000Z',
  venue: 'Zimný štadión',
  arena: {
    A11: {
      name: 'A11',
      availableSeats: 30,
      totalSeats: 40,
      priceFrom: 1200,
      priceBand: 1200,
      shape: shape(0),
    },
    B11: {
      name: 'B11',
      availableSeats: 12,
      totalSeats: 40,
      priceFrom: 2500,
      priceBand: 2500,
      shape: shape(80),
      forbidden: true,
    },
  },
  priceBands: [],
  viewBox: '0 0 200 100',
  rink: { x: 0, y: 50, width: 200, height: 50 },
  serverTimestamp: Date.now(),
};

describe('the arena map', () => {
  it('draws a sector kept for other roles named and marked, but not as a link', async () => {
    const { location } = renderPage(<ArenaMap arena={arena} />, {
      route: '/event/x/arena',
      store: makeStore(),
    });
    const kept = screen.getByRole('img', { name: 'Sektor B11, vyhradený – nemáte doň prístup' });
    expect(kept.getAttribute('data-forbidden')).toBe('true');
    expect(screen.queryByRole('link', { name: /Sektor B11/ })).toBeNull();
    await userEvent.setup().click(kept);
    expect(location()).toBe('/event/x/arena');

    await userEvent.setup().click(screen.getByRole('link', { name: /Sektor A11/ }));
    expect(location()).toBe(`/event/${arena.uuid}/A11`);
  });
});
