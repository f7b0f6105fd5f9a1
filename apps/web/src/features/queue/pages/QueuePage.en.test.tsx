// @vitest-environment happy-dom
import type { QueueStatus } from '@hokej/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { QueuePage } from './QueuePage.tsx';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await switchShopLanguage('sk');
});

const ROOM = '7b0f4a44-8c1e-4f7a-9b59-3f0c2a1d5e60';
const MATCH = '0c2f2f8e-5a56-4c1c-a2a4-0a7c9b6f3b11';

function status(overrides: Partial<QueueStatus>): QueueStatus {
  return {
    room: {
      id: ROOM,
      setupUuid: MATCH,
      setupType: 'EVENT',
      title: 'HK Orly Zvolen – HC Košice',
      matchUuids: [],
      state: 'OPEN',
      opensAt: '2026-12-01T17:00:00.000Z',
    },
    status: 'WAITING',
    position: 1250,
    ahead: 1249,
    preQueue: 0,
    estimatedWaitSeconds: 150,
    admission: null,
    pollAfterSeconds: 10,
    updatedAt: '2026-12-01T17:01:05.000Z',
    serverTimestamp: Date.parse('2026-12-01T17:01:05.000Z'),
    ...overrides,
  };
}

async function openQueue(answer: QueueStatus) {
  await switchShopLanguage('en');
  mockApi({
    [`POST /v2/queue/${ROOM}/entry`]: { status: 200, body: answer, headers: { 'Retry-After': '10' } },
    [`GET /v2/queue/${ROOM}/entry`]: { status: 200, body: answer },
  });
  renderPage(<QueuePage />, {
    route: `/queue/${ROOM}`,
    path: '/queue/:id',
    store: makeStore({ session: janaSession() }),
  });
}

describe('the queue page in English', () => {
  it('a fan in line reads the place, the fans ahead and the wait in English, counts grouped the English way', async () => {
    await openQueue(status({}));
    expect(await screen.findByRole('heading', { name: 'You are in the queue' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Virtual queue' })).toBeTruthy();
    expect(screen.getByText('Your place')).toBeTruthy();
    expect(screen.getByTestId('queue-position').textContent).toBe('1,250');
    expect(screen.getByTestId('queue-ahead').textContent).toBe('1,249 fans');
    expect(screen.getByTestId('queue-wait').textContent).toBe('about 3 minutes');
    expect(screen.getByText(/^Last updated/).textContent).toContain('18:01:05');
  });

  it.each([
    [30, 'less than a minute'],
    [60, 'about 1 minute'],
    [4800, 'about 1 h 20 min'],
  ])('a wait of %i s reads "%s"', async (seconds, text) => {
    await openQueue(status({ estimatedWaitSeconds: seconds, ahead: 1 }));
    expect((await screen.findByTestId('queue-wait')).textContent).toBe(text);
    expect(screen.getByTestId('queue-ahead').textContent).toBe('1 fan');
  });

  it('before the opening it says in English that the order is drawn at random', async () => {
    await openQueue(
      status({ status: 'PRE_QUEUE', position: null, ahead: null, preQueue: 3, estimatedWaitSeconds: null }),
    );
    expect(await screen.findByRole('heading', { name: 'Waiting for the sale to open' })).toBeTruthy();
    expect(screen.getByText(/drawn at random/)).toBeTruthy();
    expect(screen.getByText(/^The sale opens:/).querySelector('time')?.textContent).toBe('01/12/2026 18:00');
    expect(screen.getByTestId('pre-queue-size').textContent).toBe('3 fans are waiting for the opening.');
  });

  it('the fan whose turn it is is sent to the seats in English; a paused queue says so', async () => {
    const admission = { token: 'v1.abc.def', expiresAt: new Date(Date.now() + 600_000).toISOString() };
    await openQueue(status({ status: 'ADMITTED', position: null, ahead: null, admission }));
    expect(await screen.findByRole('heading', { name: 'It’s your turn!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose seats' })).toBeTruthy();
    cleanup();
    await openQueue(status({ room: { ...status({}).room, state: 'PAUSED' }, estimatedWaitSeconds: null }));
    expect(
      await screen.findByText(
        'The club has paused admission for a moment. You keep your place in the queue.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('queue-wait').textContent).toBe(
      'cannot be estimated now (admission is paused)',
    );
  });
});
