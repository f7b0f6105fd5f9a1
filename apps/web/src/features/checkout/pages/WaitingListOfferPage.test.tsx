// @vitest-environment happy-dom
import type { WaitingListEntry } from '@hokej/contract';
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { describeInEachLanguage } from '../../../shared/testing/languages.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { WaitingListOfferPage } from './WaitingListOfferPage.tsx';

const ID = '66666666-6666-4666-8666-666666666666';
// The server's clock runs an hour behind the browser's: the countdown must count on the server's.
const SERVER_NOW = Date.now() - 3_600_000;

const offered = (expiresInMs: number, over: Partial<WaitingListEntry> = {}): WaitingListEntry => ({
  id: ID,
  matchId: '77777777-7777-4777-8777-777777777777',
  matchTitle: 'HK Orly Zvolen – HC Košice',
  matchStartsAt: '2026-12-27T17:30:00.000Z',
  count: 2,
  sector: null,
  state: 'OFFERED',
  position: null,
  joinedAt: new Date(SERVER_NOW - 600_000).toISOString(),
  offer: {
    expiresAt: new Date(SERVER_NOW + expiresInMs).toISOString(),
    seats: [
      { sector: 'A12', row: '3', name: '11' },
      { sector: 'A12', row: '3', name: '12' },
    ],
    total: 123450,
  },
  serverTimestamp: SERVER_NOW,
  ...over,
});

function open(answers: WaitingListEntry[]) {
  const api = mockApi({
    [`GET /v2/waiting-list/offers/${ID}`]: () => ({
      status: 200,
      body: answers.length > 1 ? answers.shift() : answers[0],
    }),
  });
  renderPage(<WaitingListOfferPage />, {
    route: `/checkout/waiting-list/${ID}`,
    path: '/checkout/waiting-list/:id',
    store: makeStore({ session: janaSession() }),
  });
  return api;
}

const TEXTS = {
  sk: {
    title: 'Miesta z poradovníka',
    intro: 'Tieto miesta sme pre vás podržali.',
    seats: ['Sektor A12, rad 3, miesto 11', 'Sektor A12, rad 3, miesto 12'],
    // As getByText reads it: its white space, the no-break spaces too, folded into plain spaces.
    total: '1 234,50 €',
    until: /^Podržané do \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    // 25 minutes plus the countdown's one-second padding, less the moments the test took.
    timer: /^Zostávajúci čas2[45]:\d{2}$/,
    timerLabel: /^Zostávajúci čas rezervácie: 2[45]:\d{2}/,
    afterwards:
      'Vložené do košíka treba zaplatiť do rovnakého času. Keď čas uplynie, ponuka prepadne, miesta ponúkneme ďalšiemu v poradí a z poradovníka vypadnete; prihlásiť sa môžete znova.',
    claim: 'Vložiť do košíka a zaplatiť',
    expired: 'Čas na túto ponuku uplynul a miesta sme ponúkli ďalšiemu v poradí.',
    toEvents: 'Späť na zápasy',
  },
  en: {
    title: 'Seats from the waiting list',
    intro: 'We are holding these seats for you.',
    seats: ['Sector A12, row 3, seat 11', 'Sector A12, row 3, seat 12'],
    total: '€1,234.50',
    until: /^Held until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    timer: /^Time left2[45]:\d{2}$/,
    timerLabel: /^Reservation time left: 2[45]:\d{2}/,
    afterwards:
      'Once added to your cart, they must be paid for by the same time. When the time runs out, the offer lapses, the seats go to the next person on the list and you leave the waiting list; you can join again.',
    claim: 'Add to cart and pay',
    expired:
      'The time for this offer has run out and the seats have been offered to the next person on the list.',
    toEvents: 'Back to matches',
  },
};

describeInEachLanguage('the waiting list’s offer page', TEXTS, (text) => {
  it('lists the seats held and the total, counts down on the server’s clock and says what happens after', async () => {
    open([offered(25 * 60_000)]);
    expect(await screen.findByRole('heading', { level: 1, name: text.title })).toBeTruthy();
    // The heading is there before the offer arrives; the rest comes with it.
    expect(await screen.findByText(text.intro, { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(text.seats);
    expect(screen.getByText(text.total)).toBeTruthy();
    expect(screen.getByText(text.until)).toBeTruthy();
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(text.timer);
    expect(timer.getAttribute('aria-label')).toMatch(text.timerLabel);
    expect(screen.getByText(text.afterwards)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.claim })).toBeTruthy();
    expect(document.title).toContain(text.title);
  });

  it('when the time is up reads the offer again and shows it passed on, with the way back to the matches', async () => {
    const api = open([offered(-2000), offered(-2000, { state: 'EXPIRED', offer: null })]);
    expect(await screen.findByText(text.expired)).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(api.callsTo(`GET /v2/waiting-list/offers/${ID}`)).toHaveLength(2));
    expect(screen.getByRole('link', { name: text.toEvents })).toBeTruthy();
  });
});
