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

const held = (row: string, name: string): CartItem => {
  const expireAt = new Date(Date.now() + 15 * 60_000).toISOString();
  return {
    id: '00000000-0000-4000-8000-000000000001',
    setupType: 'EVENT',
    setupUuid: MATCH,
    title: 'HK Orly Zvolen – HC Košice',
    startsAt: '2026-12-05T17:00:00.000Z',
    seat: { sector: 'B15', row, name },
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

function openPicker(addSeat: () => { status: number; body: unknown }) {
  const api = mockApi({
    [SECTOR_PATH]: { status: 200, body: sector() },
    'GET /v2/cart': { status: 200, body: cart() },
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
