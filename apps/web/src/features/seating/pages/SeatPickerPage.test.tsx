// @vitest-environment happy-dom
import type { CartItem, CartResponse, Seat, SectorResponse } from '@hokej/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SeatPickerPage } from './SeatPickerPage.tsx';

type Heard = { text: string; politeness: 'polite' | 'assertive' };
const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/**
 * What a screen reader would be told from now on: text added or changed inside a live region (an element with
 * aria-live, or role status, alert or log), and any role=alert element inserted, each with its politeness.
 * A re-render that puts the same text in again is heard again, so it counts again.
 */
function listenToLiveRegions() {
  const heard: Heard[] = [];
  const politeness = (region: Element): Heard['politeness'] =>
    region.getAttribute('aria-live') === 'assertive' || region.getAttribute('role') === 'alert'
      ? 'assertive'
      : 'polite';
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
      for (const node of nodes) {
        const text = node.textContent?.trim();
        if (!text) continue;
        const element = node instanceof Element ? node : node.parentElement;
        const region = element?.closest(LIVE) ?? element?.querySelector('[role="alert"]');
        if (region) heard.push({ text, politeness: politeness(region) });
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { heard, stop: () => observer.disconnect() };
}

const MATCH = '11111111-1111-4111-8111-111111111111';
const SECTOR_PATH = `GET /v2/arena/${MATCH}/sector/B15`;

class QuietEventSource {
  addEventListener() {}
  removeEventListener() {}
  close() {}
}

/** Two rows of four; seat 1/2 not for sale, 2/3 sold. */
function sector(): SectorResponse {
  const seat = (row: number, n: number): Seat => ({
    sector: 'B15',
    row: String(row),
    name: String(n),
    buyState: row === 1 && n === 2 ? 'DISABLED' : row === 2 && n === 3 ? 'SOLD' : 'ACTIVE',
    x: n * 24,
    y: row * 24,
  });
  return {
    uuid: MATCH,
    setupType: 'EVENT',
    title: 'HK Orly Zvolen – HC Košice',
    startsAt: '2026-12-05T17:00:00.000Z',
    sector: 'B15',
    availableSeats: 6,
    prices: [
      { ticketType: 'ADULT', price: 2200 },
      { ticketType: 'CHILD', price: 1100 },
    ],
    setup: { '1': [1, 2, 3, 4].map((n) => seat(1, n)), '2': [1, 2, 3, 4].map((n) => seat(2, n)) },
    serverTimestamp: Date.now(),
  };
}

const cart = (items: CartItem[] = []): CartResponse => ({
  items,
  coupon: null,
  discount: 0,
  totalPrice: items.reduce((s, i) => s + i.price, 0),
  isPushCart: false,
  serverTimestamp: Date.now(),
});

const held = (row: string, name: string, sectorName = 'B15', n = 1): CartItem => {
  const expireAt = new Date(Date.now() + 15 * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    setupType: 'EVENT',
    setupUuid: MATCH,
    title: 'HK Orly Zvolen – HC Košice',
    startsAt: '2026-12-05T17:00:00.000Z',
    seat: { sector: sectorName, row, name },
    ticketType: 'ADULT',
    price: 2200,
    plasticCard: false,
    status: 'AWAITING_PAYMENT',
    expireAt,
    ticket: { expiration: expireAt },
  } as CartItem;
};

beforeEach(() => {
  vi.stubGlobal('EventSource', QuietEventSource);
});

function openPicker(addSeat: () => { status: number; body: unknown }, inCart: CartItem[] = []) {
  const api = mockApi({
    [SECTOR_PATH]: { status: 200, body: sector() },
    'GET /v2/cart': { status: 200, body: cart(inCart) },
    'GET /v2/queue': { status: 200, body: { rooms: [] } },
    'POST /v2/cart': addSeat,
  });
  const view = renderPage(<SeatPickerPage setupType="EVENT" />, {
    route: `/event/${MATCH}/B15`,
    path: '/event/:uuid/:sector',
    store: makeStore({ session: janaSession() }),
  });
  return { api, ...view };
}

const seatEl = (row: string, name: string) =>
  document.querySelector(`circle.seat[data-row="${row}"][data-seat="${name}"]`) as SVGCircleElement;

describe('the sector map as a WAI-ARIA grid', () => {
  it('has one Tab stop, names each seat with row, seat, state and price, and skips seats not for sale', async () => {
    openPicker(() => ({ status: 200, body: cart([held('1', '1')]) }));
    const grid = await screen.findByRole('grid', { name: 'Miesta v sektore B15, ľadová plocha je hore' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(grid.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1);
    expect(seatEl('1', '1').getAttribute('aria-label')).toBe('Rad 1, miesto 1, voľné, 22,00\u00a0€');
    expect(seatEl('2', '3').getAttribute('aria-label')).toBe('Rad 2, miesto 3, obsadené');

    act(() => seatEl('1', '1').focus());
    fireEvent.keyDown(seatEl('1', '1'), { key: 'ArrowRight' });
    // Seat 1/2 is not for sale: the focus goes on to 1/3, which becomes the Tab stop.
    expect(document.activeElement).toBe(seatEl('1', '3'));
    expect(seatEl('1', '3').getAttribute('tabindex')).toBe('0');
    expect(seatEl('1', '1').getAttribute('tabindex')).toBe('-1');
    fireEvent.keyDown(seatEl('1', '3'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seatEl('2', '3'));
    fireEvent.keyDown(seatEl('2', '3'), { key: 'End' });
    expect(document.activeElement).toBe(seatEl('2', '4'));
    fireEvent.keyDown(seatEl('2', '4'), { key: 'PageUp' });
    expect(document.activeElement).toBe(seatEl('1', '4'));
  });
});

describe('feedback on a click', () => {
  it('shows the seat pending at once, sends one hold for a double click and announces the hold', async () => {
    const { api, store } = openPicker(() => ({ status: 200, body: cart([held('1', '1')]) }));
    await screen.findByRole('grid');
    fireEvent.click(seatEl('1', '1'));
    expect(seatEl('1', '1').getAttribute('data-state')).toBe('pending');
    fireEvent.click(seatEl('1', '1'));
    await waitFor(() => expect(seatEl('1', '1').getAttribute('data-state')).toBe('mine'));
    expect(api.callsTo('POST /v2/cart')).toHaveLength(1);
    expect(toastTexts(store)).toEqual([]);
    expect(screen.getByTestId('seat-announcer').textContent).toMatch(
      /^Rad 1, miesto 1 pridané do košíka, zostáva 1[45]:\d\d$/,
    );
    // "Pokračovať do košíka" is on the bar right after the map.
    expect(screen.getByTestId('selection-bar').textContent).toContain('Vybrané: 1 miesto');
  });

  it('rolls a refused seat back to free with one toast', async () => {
    const { store } = openPicker(() => apiError(409, 'SEAT_INACTIVE', 'Toto miesto už nie je voľné.'));
    await screen.findByRole('grid');
    fireEvent.click(seatEl('1', '4'));
    expect(seatEl('1', '4').getAttribute('data-state')).toBe('pending');
    await waitFor(() => expect(toastTexts(store)).toEqual(['Toto miesto už nie je voľné.']));
    expect(seatEl('1', '4').getAttribute('data-state')).toBe('free');
    expect(screen.getByTestId('seat-announcer').textContent).toBe('');
  });
});

describe('the list alternative', () => {
  it('lists a row’s seats for sale with prices, and holds one', async () => {
    const { api } = openPicker(() => ({ status: 200, body: cart([held('2', '1')]) }));
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('link', { name: 'Vybrať zo zoznamu' }));
    const rowSelect = await screen.findByLabelText('Rad');
    fireEvent.change(rowSelect, { target: { value: '2' } });
    const seats = screen.getByRole('group', { name: 'Miesta v rade 2' });
    const buttons = [...seats.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    // Seats 1 and 2 stand between the row's end and a taken seat: either pick would leave the other alone
    // while seat 4 would not, so both say so before the click (the no-orphan rule).
    expect(buttons).toEqual([
      'Rad 2, miesto 1, voľné, 22,00\u00a0€, zostalo by osamotené miesto 2',
      'Rad 2, miesto 2, voľné, 22,00\u00a0€, zostalo by osamotené miesto 1',
      'Rad 2, miesto 3, obsadené',
      'Rad 2, miesto 4, voľné, 22,00\u00a0€',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Rad 2, miesto 1, voľné/ }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Rad 2, miesto 1, moje miesto/ }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
    expect(api.callsTo('POST /v2/cart')[0]?.body).toMatchObject({
      seat: { sector: 'B15', row: '2', name: '1' },
    });
  });

  it('moves the focus to the seat a SEAT_GAP refusal suggests, showing its row first, as the map does', async () => {
    openPicker(() =>
      apiError(409, 'SEAT_GAP', 'Vyberte radšej miesto 4 v rade 2.', {
        suggestedSeat: { sector: 'B15', row: '2', name: '4' },
      }),
    );
    await screen.findByRole('grid');
    fireEvent.click(screen.getByRole('link', { name: 'Vybrať zo zoznamu' }));
    const rowSelect = (await screen.findByLabelText('Rad')) as HTMLSelectElement;
    expect(rowSelect.value).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: /^Rad 1, miesto 3, voľné/ }));
    const suggested = await screen.findByRole('button', {
      name: /^Rad 2, miesto 4, voľné, .*odporúčané miesto$/,
    });
    expect(rowSelect.value).toBe('2');
    await waitFor(() => expect(document.activeElement).toBe(suggested));
    expect(suggested.className).toContain('seat-list-suggested');
  });
});

describe('in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('announces the hold, counts the selection and lists the rows in English', async () => {
    await switchShopLanguage('en');
    openPicker(() => ({ status: 200, body: cart([held('1', '1')]) }));
    await screen.findByRole('grid');
    expect(screen.getByRole('button', { name: 'Skip the seat map' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Map zoom' })).toBeTruthy();
    fireEvent.click(seatEl('1', '1'));
    await waitFor(() => expect(seatEl('1', '1').getAttribute('data-state')).toBe('mine'));
    expect(screen.getByTestId('seat-announcer').textContent).toMatch(
      /^Row 1, seat 1 added to your cart, 1[45]:\d\d left$/,
    );
    expect(screen.getByTestId('selection-bar').textContent).toContain('Selected: 1 seat');
    fireEvent.click(screen.getByRole('link', { name: 'Pick from a list' }));
    const rowSelect = await screen.findByLabelText('Row');
    expect([...rowSelect.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Row 1 – 2 seats free',
      'Row 2 – 3 seats free',
    ]);
    fireEvent.change(rowSelect, { target: { value: '2' } });
    expect(screen.getByRole('group', { name: 'Seats in row 2' })).toBeTruthy();
  });
});

describe('the 3-minute warning of the hold', () => {
  afterEach(() => vi.useRealTimers());

  it('is announced once, politely, when 3:00 are left, and not again while the countdown ticks', async () => {
    // A fake clock that also runs on by itself, so the page's requests and React's scheduler go on as usual.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const mySeat = held('2', '1');
    const expiry = Date.parse(mySeat.expireAt);
    openPicker(() => ({ status: 200, body: cart([mySeat]) }), [mySeat]);
    await screen.findByRole('grid');
    const countdown = (await screen.findAllByTestId('cart-countdown'))[0] as HTMLElement;
    const live = listenToLiveRegions();
    const warning = 'Rezervácia vašich miest vyprší o 3 minúty. Pokračujte do košíka.';
    // The time the countdown shows ("03:00"); mm:ss compares as text.
    const shown = () => countdown.textContent?.slice(-5) ?? '';
    const advance = async (ms: number) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    };

    // To about 3:20 left (the clock also runs on by itself while the 12 minutes are played, so it may be
    // a second or two less), then second by second until the live region speaks.
    await advance(expiry - 200_000 - Date.now());
    expect(shown() > '03:05').toBe(true);
    expect(live.heard).toEqual([]);
    const before: string[] = [];
    while (live.heard.length === 0 && before.length < 40) {
      before.push(shown());
      await advance(1000);
    }
    // Heard as the countdown turns 3:00, not before; politely.
    expect(live.heard).toEqual([{ text: warning, politeness: 'polite' }]);
    expect(['03:00', '02:59']).toContain(shown());
    expect(before.every((time) => time >= '03:00')).toBe(true);
    expect(screen.getByTestId('seat-announcer').getAttribute('aria-live')).toBe('polite');

    // A minute on, second by second: the countdown ticked 60 times and nothing more was said.
    for (let second = 1; second <= 60; second++) await advance(1000);
    expect(shown() <= '02:00').toBe(true);
    expect(live.heard).toEqual([{ text: warning, politeness: 'polite' }]);
    expect(screen.getByTestId('seat-announcer').textContent).toBe(warning);
    live.stop();
  }, 60_000);
});

describe('the limit of 5 seats: one message per event', () => {
  const limit = 'V jednej objednávke môžete mať najviac 5 vstupeniek.';
  // Four seats held in the next sector; the fifth is picked here.
  const four = [1, 2, 3, 4].map((n) => held('1', String(n), 'B16', n));
  const fifth = held('1', '1', 'B15', 5);

  it('reaching 5 is said once, in the sentence of the hold', async () => {
    const { store } = openPicker(() => ({ status: 200, body: cart([...four, fifth]) }), four);
    await screen.findByRole('grid');
    await screen.findByText('Vybrané: 4 miesta', { exact: false });
    const live = listenToLiveRegions();
    fireEvent.click(seatEl('1', '1'));
    await waitFor(() => expect(seatEl('1', '1').getAttribute('data-state')).toBe('mine'));
    await waitFor(() => expect(screen.getByTestId('seat-limit').textContent).toBe(limit));
    expect(live.heard).toHaveLength(1);
    expect(live.heard[0]?.politeness).toBe('polite');
    expect(live.heard[0]?.text).toMatch(
      /^Rad 1, miesto 1 pridané do košíka, zostáva 1[45]:\d\d\. V jednej objednávke môžete mať najviac 5 vstupeniek\.$/,
    );
    // The seat panel's notice stays on the screen but is no live region of its own.
    expect(screen.getByTestId('seat-limit').closest(LIVE)).toBeNull();
    expect(screen.getByTestId('seat-limit').getAttribute('role')).toBeNull();
    expect(toastTexts(store)).toEqual([]);
    live.stop();
  });

  it('each try past 5, by mouse or keyboard, is said exactly once, and no hold is asked for', async () => {
    const { api, store } = openPicker(() => ({ status: 200, body: cart() }), [...four, fifth]);
    await screen.findByRole('grid');
    await screen.findByTestId('seat-limit');
    const live = listenToLiveRegions();

    fireEvent.click(seatEl('1', '3'));
    await waitFor(() => expect(live.heard).toHaveLength(1));
    expect(live.heard[0]).toEqual({ text: `Upozornenie${limit}`, politeness: 'polite' });

    // A second try while the first toast is still up: heard once more, not stacked twice on the screen.
    act(() => seatEl('1', '4').focus());
    fireEvent.keyDown(seatEl('1', '4'), { key: 'Enter' });
    await waitFor(() => expect(live.heard).toHaveLength(2));
    expect(live.heard[1]).toEqual({ text: `Upozornenie${limit}`, politeness: 'polite' });
    expect(toastTexts(store)).toEqual([limit]);
    expect(api.callsTo('POST /v2/cart')).toHaveLength(0);
    live.stop();
  });
});
