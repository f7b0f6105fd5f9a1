import type { Seat } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { gapWarnings } from './seatGaps.ts';
import type { SeatRow } from './seatGrid.ts';

/** A row of seats 1…n, 20 units apart; `gapAfter` puts an aisle after that seat. */
function row(n: number, gapAfter?: number): SeatRow {
  const seats: Seat[] = Array.from({ length: n }, (_, i) => ({
    name: String(i + 1),
    row: '5',
    sector: 'B15',
    buyState: 'ACTIVE',
    x: i * 20 + (gapAfter !== undefined && i >= gapAfter ? 40 : 0),
    y: 0,
  }));
  return { name: '5', seats };
}
const warned = (r: SeatRow, taken: string[]) =>
  Object.fromEntries(
    [...gapWarnings([r], (s) => !taken.includes(s.name))].map(([key, seat]) => [
      key.split('/')[2],
      seat.name,
    ]),
  );

describe('the no-orphan rule before the click', () => {
  it('warns on a seat whose pick leaves its neighbour alone at the row end or beside a taken seat', () => {
    expect(warned(row(10), [])).toEqual({ '2': '1', '9': '10' });
    // Seat 10 taken: picking 8 strands 9, picking 12 strands 11.
    expect(warned(row(20), ['10'])).toMatchObject({ '8': '9', '12': '11' });
  });

  it('treats an aisle as a row end', () => {
    // An aisle after seat 5: seat 4 leaves 5 alone, seat 7 leaves 6 alone.
    expect(warned(row(10, 5), [])).toEqual({ '2': '1', '4': '5', '7': '6', '9': '10' });
  });

  it('warns on nothing when every free seat of the row would strand one (the exception)', () => {
    // Only 4 and 5 free: each leaves the other alone, and nothing else would do.
    expect(warned(row(10), ['1', '2', '3', '6', '7', '8', '9', '10'])).toEqual({});
  });
});
