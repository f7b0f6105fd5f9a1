/**
 * The no-orphan rule (SEAT_GAP) as the API applies it (`apps/api/src/modules/cart/seat-gaps.ts`), read on the
 * fan's copy of a row so the map can say it before the click: taking a free seat must not leave a free
 * neighbour alone between taken seats, an aisle or the row's end, unless no other free seat of the row
 * would do (seats.io's exception). Taken is anything not free, the fan's own seats included. The server
 * stays the judge: the map's copy may be a moment old.
 */
import type { Seat } from '@hokej/contract';
import type { SeatRow } from './seatGrid.ts';
import { seatKey } from './seatView.ts';

/** A neighbour further than this many seat pitches away stands across an aisle (as the API's AISLE_PITCHES). */
const AISLE_PITCHES = 1.5;

interface Numbered {
  seat: Seat;
  num: number;
  free: boolean;
}

/** The row's seats with numeric names in number order, and the reach within which two are side by side. */
function numbered(row: SeatRow, isFree: (seat: Seat) => boolean) {
  const seats: Numbered[] = row.seats
    .filter((seat) => /^[0-9]{1,4}$/.test(seat.name))
    .map((seat) => ({ seat, num: Number(seat.name), free: isFree(seat) }))
    .sort((a, b) => a.num - b.num);
  const xs = seats.map((s) => s.seat.x);
  const span = Math.max(1, (seats.at(-1)?.num ?? 0) - (seats[0]?.num ?? 0));
  const reach = seats.length > 0 ? (AISLE_PITCHES * (Math.max(...xs) - Math.min(...xs))) / span : 0;
  return { seats, reach };
}

/** The free neighbour that taking seats[i] would leave alone, if any. */
function strandedBy(seats: Numbered[], reach: number, i: number): Seat | undefined {
  const at = seats[i] as Numbered;
  const beside = (a: Numbered | undefined, b: Numbered | undefined, step: number) =>
    a !== undefined && b !== undefined && b.num === a.num + step && Math.abs(b.seat.x - a.seat.x) <= reach;
  for (const dir of [-1, 1]) {
    const one = seats[i + dir];
    const two = seats[i + 2 * dir];
    const nearFree = beside(at, one, dir) && one?.free === true;
    const farFree = nearFree && beside(one, two, dir) && two?.free === true;
    if (nearFree && !farFree) return one?.seat;
  }
  return undefined;
}

/**
 * For each free seat the API would refuse (SEAT_GAP): the seat its pick would leave alone. Seats missing from
 * the map may be taken; when every free seat of a row would strand one, none is listed (the exception).
 */
export function gapWarnings(rows: SeatRow[], isFree: (seat: Seat) => boolean): Map<string, Seat> {
  const warnings = new Map<string, Seat>();
  for (const row of rows) {
    const { seats, reach } = numbered(row, isFree);
    const stranding = new Map<number, Seat>();
    let anyClean = false;
    seats.forEach((s, i) => {
      if (!s.free) return;
      const stranded = strandedBy(seats, reach, i);
      if (stranded) stranding.set(i, stranded);
      else anyClean = true;
    });
    if (!anyClean) continue;
    for (const [i, stranded] of stranding) warnings.set(seatKey((seats[i] as Numbered).seat), stranded);
  }
  return warnings;
}
