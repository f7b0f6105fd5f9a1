// @vitest-environment happy-dom
import type { QueueStatus } from '@hokej/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { admissionHeaderFor, hasAdmission } from '../../../shared/queue/queueAdmissions.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import {
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
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

function openQueue(answer: QueueStatus) {
  const api = mockApi({
    [`POST /v2/queue/${ROOM}/entry`]: { status: 200, body: answer, headers: { 'Retry-After': '10' } },
    [`GET /v2/queue/${ROOM}/entry`]: { status: 200, body: answer },
  });
  const store = makeStore({ session: janaSession() });
  renderPage(<QueuePage />, { route: `/queue/${ROOM}`, path: '/queue/:id', store });
  return api;
}

const TEXTS = {
  sk: {
    title: 'Virtuálny rad',
    waitingHeading: 'Ste v rade',
    yourPlace: 'Vaše poradie',
    position: '1\u00a0250',
    ahead: '1\u00a0249 fanúšikov',
    wait: 'približne 3 minúty',
    updated: /^Naposledy aktualizované/,
    waits: [
      [30, 'menej ako minúta'],
      [60, 'približne 1 minúta'],
      [4800, 'približne 1 h 20 min'],
    ] as [number, string][],
    oneAhead: '1 fanúšik',
    preQueueHeading: 'Čakáte na otvorenie predaja',
    drawn: /určí náhodne/,
    opensAt: /^Predaj sa otvorí:/,
    opensAtTime: '01.12.2026 18:00',
    preQueueSize: 'Pred otvorením čaká 3 fanúšikovia.',
    admittedHeading: 'Ste na rade!',
    go: 'Vybrať miesta',
    paused: 'Klub vpúšťanie na chvíľu pozastavil. Vaše miesto v rade zostáva.',
    pausedWait: 'teraz sa nedá odhadnúť (vpúšťanie je pozastavené)',
  },
  en: {
    title: 'Virtual queue',
    waitingHeading: 'You are in the queue',
    yourPlace: 'Your place',
    position: '1,250',
    ahead: '1,249 fans',
    wait: 'about 3 minutes',
    updated: /^Last updated/,
    waits: [
      [30, 'less than a minute'],
      [60, 'about 1 minute'],
      [4800, 'about 1 h 20 min'],
    ] as [number, string][],
    oneAhead: '1 fan',
    preQueueHeading: 'Waiting for the sale to open',
    drawn: /drawn at random/,
    opensAt: /^The sale opens:/,
    opensAtTime: '01/12/2026 18:00',
    preQueueSize: '3 fans are waiting for the opening.',
    admittedHeading: 'It’s your turn!',
    go: 'Choose seats',
    paused: 'The club has paused admission for a moment. You keep your place in the queue.',
    pausedWait: 'cannot be estimated now (admission is paused)',
  },
};

describeInEachLanguage('the queue page', TEXTS, (text) => {
  it('a fan in line sees the place, the fans ahead (counts grouped as the language does), the honest wait and the time of the last update', async () => {
    openQueue(status({}));
    expect(await screen.findByRole('heading', { name: text.waitingHeading })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    expect(screen.getByText(text.yourPlace)).toBeTruthy();
    expect(screen.getByTestId('queue-position').textContent).toBe(text.position);
    expect(screen.getByTestId('queue-ahead').textContent).toBe(text.ahead);
    expect(screen.getByTestId('queue-wait').textContent).toBe(text.wait);
    expect(screen.getByText(text.updated).textContent).toContain('18:01:05');
  });

  it.each(text.waits)('a wait of %i s reads "%s"', async (seconds, wait) => {
    openQueue(status({ estimatedWaitSeconds: seconds, ahead: 1 }));
    expect((await screen.findByTestId('queue-wait')).textContent).toBe(wait);
    expect(screen.getByTestId('queue-ahead').textContent).toBe(text.oneAhead);
  });

  it('before the opening it says the order is drawn at random, so coming early gains nothing', async () => {
    openQueue(
      status({ status: 'PRE_QUEUE', position: null, ahead: null, preQueue: 3, estimatedWaitSeconds: null }),
    );
    expect(await screen.findByRole('heading', { name: text.preQueueHeading })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText(text.drawn)).toBeTruthy();
    expect(screen.getByText(text.opensAt).querySelector('time')?.textContent).toBe(text.opensAtTime);
    expect(screen.getByTestId('pre-queue-size').textContent).toBe(text.preQueueSize);
  });

  it('the fan whose turn it is gets the way to the seats, and the admission is kept for the API client; a paused queue says so', async () => {
    const admission = { token: 'v1.abc.def', expiresAt: new Date(Date.now() + 600_000).toISOString() };
    openQueue(status({ status: 'ADMITTED', position: null, ahead: null, admission }));
    expect(await screen.findByRole('heading', { name: text.admittedHeading })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('link', { name: text.go }).getAttribute('href')).toBe(`/event/${MATCH}/arena`);
    const email = janaSession().email;
    await vi.waitFor(() => expect(hasAdmission(email, ROOM)).toBe(true));
    expect(admissionHeaderFor(email)).toBe('v1.abc.def');
    expect(admissionHeaderFor('someone@else.test')).toBe('');
    cleanup();
    openQueue(status({ room: { ...status({}).room, state: 'PAUSED' }, estimatedWaitSeconds: null }));
    expect(await screen.findByText(text.paused)).toBeTruthy();
    expect(screen.getByTestId('queue-wait').textContent).toBe(text.pausedWait);
  });
});
