// @vitest-environment happy-dom
import type { ArenaResponse } from '@hokej/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../shared/testing/fakeEventSource.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { ArenaPage } from './ArenaPage.tsx';

const MATCH = '11111111-1111-4111-8111-111111111111';

afterEach(() => {
  FakeEventSource.made = [];
});

const shape = (x: number) => ({ x, y: 0, width: 60, height: 40 });
const arena = (keptB11: boolean): ArenaResponse => ({
  uuid: MATCH,
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
      ...(keptB11 ? { forbidden: true } : {}),
    },
  },
  priceBands: [],
  viewBox: '0 0 200 100',
  rink: { x: 0, y: 50, width: 200, height: 50 },
  serverTimestamp: Date.now(),
});

/** The fan's arena page with the stream open; the server keeps B11 from the second read on. */
async function openArena() {
  vi.stubGlobal('EventSource', FakeEventSource);
  let reads = 0;
  const api = mockApi({
    [`GET /v2/arena/${MATCH}`]: () => {
      reads += 1;
      return { status: 200, body: arena(reads > 1) };
    },
  });
  renderPage(<ArenaPage setupType="EVENT" />, {
    route: `/event/${MATCH}/arena`,
    path: '/event/:uuid/arena',
    store: makeStore(),
  });
  await screen.findByRole('link', { name: /^Sektor B11/ });
  const stream = FakeEventSource.streamOf(`/v2/push/EVENT/${MATCH}`);
  return { api, stream, arenaReads: () => api.callsTo(`GET /v2/arena/${MATCH}`).length };
}

describe('the fans’ arena page follows the club’s sector access live', () => {
  it('reads the arena again when the club keeps a sector for other roles, and shows it kept', async () => {
    const { stream, arenaReads } = await openArena();
    expect(arenaReads()).toBe(1);
    stream.emit('access', { uuid: MATCH, setupType: 'EVENT', change: 'SECTOR_ROLES' });
    expect(
      await screen.findByRole('img', { name: 'Sektor B11, vyhradený – nemáte doň prístup' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Sektor B11/ })).toBeNull();
    expect(arenaReads()).toBe(2);
  });

  it('ignores an access message of another match or a malformed one', async () => {
    const { stream, arenaReads } = await openArena();
    stream.emit('access', {
      uuid: '22222222-2222-4222-8222-222222222222',
      setupType: 'EVENT',
      change: 'SECTOR_ROLES',
    });
    stream.emit('access', { uuid: MATCH, setupType: 'EVENT' });
    stream.emit('access', { uuid: MATCH, setupType: 'SEASON', change: 'SECTOR_ROLES' });
    // A sector count sent after them is applied, so the ones before it were handled (and dropped) already.
    stream.emit('sector', { uuid: MATCH, setupType: 'EVENT', sector: 'A11', availableSeats: 7 });
    await waitFor(() => expect(screen.getByRole('link', { name: /^Sektor A11.*7/ })).toBeTruthy());
    expect(arenaReads()).toBe(1);
    expect(screen.getByRole('link', { name: /^Sektor B11/ })).toBeTruthy();
  });
});
