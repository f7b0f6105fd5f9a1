import type { Seat, SectorResponse } from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import { firstSeat, moveFocus, seatRows } from './seatGrid.ts';

/** Rows 1–8 of seats 1–6, drawn 10 units apart; `states` overrides single seats ("row/seat"). */
function sector(states: Record<string, BuyState> = {}, widths: Record<string, number> = {}): SectorResponse {
  const setup: Record<string, Seat[]> = {};
  for (let row = 8; row >= 1; row--) {
    const count = widths[String(row)] ?? 6;
    setup[String(row)] = Array.from({ length: count }, (_, i) => ({
      sector: 'A11',
      row: String(row),
      name: String(count - i),
      buyState: states[`${row}/${count - i}`] ?? 'ACTIVE',
      // Seat names run right to left on purpose: the grid follows the drawing, not the names.
      x: (count - 1 - i) * 10 + (6 - count) * 5,
      y: row * 10,
    }));
  }
  return {
    uuid: '11111111-1111-4111-8111-111111111111',
    setupType: 'EVENT',
    title: 'Zápas',
    startsAt: '2026-12-05T17:00:00.000Z',
    sector: 'A11',
    availableSeats: 48,
    prices: [],
    setup,
    serverTimestamp: 0,
  };
}

const forSale = (seat: Seat) => seat.buyState !== 'DISABLED' && seat.buyState !== 'RESERVED';
const at = (rows: ReturnType<typeof seatRows>, row: string, name: string) => {
  const seat = rows.find((r) => r.name === row)?.seats.find((s) => s.name === name);
  if (!seat) throw new Error(`no seat ${row}/${name}`);
  return seat;
};
const where = (seat: Seat | undefined) => (seat ? `${seat.row}/${seat.name}` : 'stays');

describe('the seat map as a grid', () => {
  it('orders rows as drawn (row 1 by the ice on top) and seats left to right', () => {
    const rows = seatRows(sector());
    expect(rows.map((r) => r.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(rows[0]?.seats.map((s) => s.name)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('arrows move seat by seat and stop at the row’s end', () => {
    const rows = seatRows(sector());
    expect(where(moveFocus(rows, at(rows, '3', '3'), 'ArrowRight', forSale))).toBe('3/4');
    expect(where(moveFocus(rows, at(rows, '3', '3'), 'ArrowLeft', forSale))).toBe('3/2');
    expect(where(moveFocus(rows, at(rows, '3', '6'), 'ArrowRight', forSale))).toBe('stays');
    expect(where(moveFocus(rows, at(rows, '3', '3'), 'ArrowDown', forSale))).toBe('4/3');
    expect(where(moveFocus(rows, at(rows, '1', '3'), 'ArrowUp', forSale))).toBe('stays');
  });

  it('skips seats not for sale, but stops on taken ones', () => {
    const rows = seatRows(sector({ '3/4': 'DISABLED', '3/5': 'SOLD', '4/3': 'RESERVED', '5/3': 'RESERVED' }));
    expect(where(moveFocus(rows, at(rows, '3', '3'), 'ArrowRight', forSale))).toBe('3/5');
    // Straight down is not for sale in rows 4 and 5: the closest seat of row 4 takes the focus.
    expect(where(moveFocus(rows, at(rows, '3', '3'), 'ArrowDown', forSale))).toBe('4/2');
  });

  it('Home and End go to the row’s ends, with Ctrl to the grid’s first and last seat', () => {
    const rows = seatRows(sector({ '2/1': 'DISABLED' }));
    expect(where(moveFocus(rows, at(rows, '2', '4'), 'Home', forSale))).toBe('2/2');
    expect(where(moveFocus(rows, at(rows, '2', '4'), 'End', forSale))).toBe('2/6');
    expect(where(moveFocus(rows, at(rows, '2', '4'), 'Home', forSale, true))).toBe('1/1');
    expect(where(moveFocus(rows, at(rows, '2', '4'), 'End', forSale, true))).toBe('8/6');
  });

  it('PageDown and PageUp move five rows, or to the last row there is', () => {
    const rows = seatRows(sector());
    expect(where(moveFocus(rows, at(rows, '1', '2'), 'PageDown', forSale))).toBe('6/2');
    expect(where(moveFocus(rows, at(rows, '6', '2'), 'PageDown', forSale))).toBe('8/2');
    expect(where(moveFocus(rows, at(rows, '3', '2'), 'PageUp', forSale))).toBe('1/2');
  });

  it('a shorter row is entered at the seat drawn closest', () => {
    const rows = seatRows(sector({}, { '2': 4 }));
    expect(where(moveFocus(rows, at(rows, '1', '1'), 'ArrowDown', forSale))).toBe('2/1');
    expect(where(moveFocus(rows, at(rows, '1', '6'), 'ArrowDown', forSale))).toBe('2/4');
  });

  it('the first Tab lands on the first seat for sale', () => {
    const rows = seatRows(sector({ '1/1': 'DISABLED', '1/2': 'RESERVED' }));
    expect(where(firstSeat(rows, forSale))).toBe('1/3');
  });
});
