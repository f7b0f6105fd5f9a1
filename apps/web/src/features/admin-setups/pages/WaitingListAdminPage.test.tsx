// @vitest-environment happy-dom
import type { AdminWaitingList, AdminWaitingListEntry } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { clubMatch, MATCH_ID } from './setupFixtures.test-utils.tsx';
import { WaitingListAdminPage } from './WaitingListAdminPage.tsx';

const listUrl = `/v2/admin/events/${MATCH_ID}/waiting-list`;

const entry = (n: number, over: Partial<AdminWaitingListEntry> = {}): AdminWaitingListEntry => ({
  id: `5555555${n}-5555-4555-8555-555555555555`,
  position: null,
  fan: { name: `Fanúšik ${n}`, email: `fan${n}@hokej.test` },
  count: 2,
  sector: null,
  state: 'WAITING',
  joinedAt: '2026-12-20T09:00:00.000Z',
  offerExpiresAt: null,
  paid: false,
  ...over,
});

const waitingList = (over: Partial<AdminWaitingList> = {}): AdminWaitingList => ({
  matchId: MATCH_ID,
  paused: false,
  pausedAt: null,
  waiting: 1,
  waitingSeats: 1,
  entries: [
    entry(1, { state: 'EXPIRED' }),
    entry(2, { state: 'CLAIMED', paid: true, count: 1 }),
    entry(3, { state: 'CLAIMED', sector: 'A12' }),
    entry(4, { state: 'OFFERED', offerExpiresAt: '2026-12-20T10:30:00.000Z' }),
    entry(5, { position: 1, count: 1 }),
  ],
  ...over,
});

function open(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /v2/admin/events/${MATCH_ID}`]: { status: 200, body: clubMatch() },
    [`GET ${listUrl}`]: { status: 200, body: waitingList() },
    ...handlers,
  });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<WaitingListAdminPage />, {
    route: `/admin/events/${MATCH_ID}/waiting-list`,
    path: '/admin/events/:id/waiting-list',
    store,
  });
  return { api, store, user: userEvent.setup() };
}

describe('a match’s waiting list in the back office', () => {
  it('lists the fans in join order with place, count, sector and state', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Čaká fanúšikov: 1, spolu miest: 1.' })).toBeTruthy();
    expect(await screen.findByText('Orly – Poprad', { exact: false })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Fanúšikovia v poradovníku v poradí prihlásenia' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ]);
    expect(rows).toEqual([
      ['Fanúšik 1fan1@hokej.test', '–', '2', 'ktorýkoľvek', '20.12.2026 10:00', 'Ponuka vypršala'],
      ['Fanúšik 2fan2@hokej.test', '–', '1', 'ktorýkoľvek', '20.12.2026 10:00', 'Zaplatené'],
      ['Fanúšik 3fan3@hokej.test', '–', '2', 'A12', '20.12.2026 10:00', 'V košíku, nezaplatené'],
      ['Fanúšik 4fan4@hokej.test', '–', '2', 'ktorýkoľvek', '20.12.2026 10:00', 'Ponuka do 20.12.2026 11:30'],
      ['Fanúšik 5fan5@hokej.test', '1', '1', 'ktorýkoľvek', '20.12.2026 10:00', 'Čaká'],
    ]);
  });

  it('pauses and resumes the list with one button that keeps the focus', async () => {
    let paused = false;
    const { api, store, user } = open({
      [`GET ${listUrl}`]: () => ({ status: 200, body: waitingList({ paused }) }),
      [`POST ${listUrl}/pause`]: () => {
        paused = true;
        return { status: 200, body: waitingList({ paused, pausedAt: '2026-12-20T11:00:00.000Z' }) };
      },
      [`POST ${listUrl}/resume`]: () => {
        paused = false;
        return { status: 200, body: waitingList() };
      },
    });
    const pause = await screen.findByRole('button', { name: 'Pozastaviť poradovník' });
    expect(screen.getByTestId('waiting-list-state').textContent).toBe('Ponuky bežia.');
    await user.click(pause);
    const resume = await screen.findByRole('button', { name: 'Obnoviť poradovník' });
    expect(resume).toBe(pause);
    expect(document.activeElement).toBe(resume);
    expect(screen.getByTestId('waiting-list-state').textContent).toBe(
      'Pozastavený od 20.12.2026 12:00: nové ponuky sa neposielajú.',
    );
    await waitFor(() => expect(toastTexts(store)).toContain('Poradovník je pozastavený.'));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Pozastaviť poradovník' })).toBe(pause);
    expect(api.callsTo(`POST ${listUrl}/pause`)).toHaveLength(1);
    expect(api.callsTo(`POST ${listUrl}/resume`)).toHaveLength(1);
  });

  it('shows a refusal and an empty list in words', async () => {
    const { store, user } = open({
      [`GET ${listUrl}`]: { status: 200, body: waitingList({ entries: [], waiting: 0, waitingSeats: 0 }) },
      [`POST ${listUrl}/pause`]: apiError(404, 'EVENT_NOT_FOUND', 'Zápas sa nenašiel.'),
    });
    expect(await screen.findByText('Do poradovníka sa zatiaľ nikto neprihlásil.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pozastaviť poradovník' }));
    await waitFor(() => expect(toastTexts(store).join(' ')).toContain('Zápas sa nenašiel.'));
    expect(screen.getByTestId('waiting-list-state').textContent).toBe('Ponuky bežia.');
  });
});
