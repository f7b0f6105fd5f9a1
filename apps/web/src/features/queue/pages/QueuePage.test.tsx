// @vitest-environment happy-dom
import type { QueueStatus } from '@hokej/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admissionHeaderFor, hasAdmission } from '../../../shared/queue/queueAdmissions.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { QueuePage } from './QueuePage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
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
    position: 12,
    ahead: 11,
    preQueue: 0,
    estimatedWaitSeconds: 150,
    admission: null,
    pollAfterSeconds: 10,
    updatedAt: '2026-12-01T17:01:05.000Z',
    serverTimestamp: Date.parse('2026-12-01T17:01:05.000Z'),
    ...overrides,
  };
}

function openQueue(answer: QueueStatus) {
  const api = mockApi({
    [`POST /v2/queue/${ROOM}/entry`]: { status: 200, body: answer, headers: { 'Retry-After': '10' } },
    [`GET /v2/queue/${ROOM}/entry`]: { status: 200, body: answer },
  });
  const store = makeStore({ session: janaSession() });
  renderPage(<QueuePage />, { route: `/queue/${ROOM}`, path: '/queue/:id', store });
  return api;
}

describe('the queue page', () => {
  it('a fan in line sees the place, the fans ahead, the honest wait and the time of the last update', async () => {
    openQueue(status({}));
    expect(await screen.findByTestId('queue-position')).toHaveProperty('textContent', '12');
    expect(screen.getByTestId('queue-ahead').textContent).toBe('11 fanúšikov');
    expect(screen.getByTestId('queue-wait').textContent).toBe('približne 3 minúty');
    expect(screen.getByText(/Naposledy aktualizované/).textContent).toContain('18:01:05');
  });

  it('before the opening it says the order is drawn at random, so coming early gains nothing', async () => {
    openQueue(
      status({ status: 'PRE_QUEUE', position: null, ahead: null, preQueue: 3, estimatedWaitSeconds: null }),
    );
    expect(await screen.findByRole('heading', { name: 'Čakáte na otvorenie predaja' })).toBeTruthy();
    expect(screen.getByText(/určí náhodne/)).toBeTruthy();
    expect(screen.getByTestId('pre-queue-size').textContent).toBe('Pred otvorením čaká 3 fanúšikovia.');
  });

  it('the fan whose turn it is gets the way to the seats, and the admission is kept for the API client', async () => {
    const admission = { token: 'v1.abc.def', expiresAt: new Date(Date.now() + 600_000).toISOString() };
    openQueue(status({ status: 'ADMITTED', position: null, ahead: null, admission }));
    expect(await screen.findByRole('heading', { name: 'Ste na rade!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vybrať miesta' }).getAttribute('href')).toBe(
      `/event/${MATCH}/arena`,
    );
    const email = janaSession().email;
    await vi.waitFor(() => expect(hasAdmission(email, ROOM)).toBe(true));
    expect(admissionHeaderFor(email)).toBe('v1.abc.def');
    expect(admissionHeaderFor('someone@else.test')).toBe('');
  });
});
