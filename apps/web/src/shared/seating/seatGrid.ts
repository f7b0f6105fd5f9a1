/**
 * The seat map as a WAI-ARIA grid: rows in their drawn order (row 1, next to the ice, on top), seats left to
 * right, and where each grid key moves the focus. Free of React so the moves can be read and tested alone.
 */
import type { Seat, SectorResponse } from '@hokej/contract';
import { seatKey } from './seatView.ts';

export interface SeatRow {
  name: string;
  seats: Seat[];
}

/** How many rows PageUp and PageDown jump. */
export const PAGE_ROWS = 5;

const middleY = (seats: Seat[]) => seats.reduce((sum, s) => sum + s.y, 0) / Math.max(1, seats.length);

/** The sector's rows top to bottom (by where they are drawn, then by name), each row's seats left to right. */
export function seatRows(sector: SectorResponse): SeatRow[] {
  return Object.entries(sector.setup)
    .filter(([, seats]) => seats.length > 0)
    .map(([name, seats]) => ({ name, seats: [...seats].sort((a, b) => a.x - b.x || a.y - b.y) }))
    .sort(
      (a, b) => middleY(a.seats) - middleY(b.seats) || a.name.localeCompare(b.name, 'sk', { numeric: true }),
    );
}

export type GridKey =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

const GRID_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
export const isGridKey = (key: string): key is GridKey => GRID_KEYS.has(key);

type Focusable = (seat: Seat) => boolean;

/** The first focusable seat of the grid (the one Tab lands on when nothing was focused yet). */
export function firstSeat(rows: SeatRow[], focusable: Focusable): Seat | undefined {
  for (const row of rows) {
    const seat = row.seats.find(focusable);
    if (seat) return seat;
  }
  return undefined;
}

/** The focusable seat of `row` drawn closest to `x`, or undefined when the row has none. */
function closestIn(row: SeatRow, x: number, focusable: Focusable): Seat | undefined {
  let best: Seat | undefined;
  for (const seat of row.seats) {
    if (!focusable(seat)) continue;
    if (!best || Math.abs(seat.x - x) < Math.abs(best.x - x)) best = seat;
  }
  return best;
}

/** Steps `step` rows away (skipping rows with nothing focusable); stays in the last row that had a seat. */
function verticalMove(rows: SeatRow[], from: number, x: number, step: number, count: number, f: Focusable) {
  let found: Seat | undefined;
  let moved = 0;
  for (let i = from + step; i >= 0 && i < rows.length && moved < count; i += step) {
    const seat = closestIn(rows[i] as SeatRow, x, f);
    if (seat) {
      found = seat;
      moved += 1;
    }
  }
  return found;
}

/**
 * Where a grid key moves the focus from `current`: arrows seat by seat and row by row (to the seat drawn
 * closest above or below), Home and End to the row's ends, PageUp and PageDown by PAGE_ROWS rows, the
 * ctrl-modified Home and End to the grid's first and last seat. Seats that are not focusable (not for sale)
 * are skipped; at an edge the focus stays (undefined).
 */
export function moveFocus(
  rows: SeatRow[],
  current: Seat,
  key: GridKey,
  focusable: Focusable,
  ctrl = false,
): Seat | undefined {
  const rowIndex = rows.findIndex((r) => r.name === current.row);
  const row = rows[rowIndex];
  if (!row) return undefined;
  const index = row.seats.findIndex((s) => seatKey(s) === seatKey(current));
  const inRow = row.seats.filter(focusable);
  switch (key) {
    case 'ArrowLeft':
      return row.seats.slice(0, index).reverse().find(focusable);
    case 'ArrowRight':
      return row.seats.slice(index + 1).find(focusable);
    case 'Home':
      return ctrl ? firstSeat(rows, focusable) : inRow[0];
    case 'End':
      return ctrl ? firstSeat([...rows].reverse().map(reversed), focusable) : inRow.at(-1);
    case 'ArrowUp':
      return verticalMove(rows, rowIndex, current.x, -1, 1, focusable);
    case 'ArrowDown':
      return verticalMove(rows, rowIndex, current.x, 1, 1, focusable);
    case 'PageUp':
      return verticalMove(rows, rowIndex, current.x, -1, PAGE_ROWS, focusable);
    case 'PageDown':
      return verticalMove(rows, rowIndex, current.x, 1, PAGE_ROWS, focusable);
  }
}

const reversed = (row: SeatRow): SeatRow => ({ name: row.name, seats: [...row.seats].reverse() });
