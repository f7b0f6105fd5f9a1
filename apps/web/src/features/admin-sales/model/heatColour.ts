/** How the heat-map colours a seat: by its state, or a sold seat by when it sold or by its price. */
import type { HeatSeat } from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';

export type HeatMode = 'state' | 'time' | 'price';

export const STATE_COLOURS: Record<BuyState, string> = {
  ACTIVE: '#d9dee3',
  DISABLED: '#6c757d',
  RESERVED: '#a58bd1',
  BOOKED: '#f0ad4e',
  SOLD: '#c0392b',
};

/** From pale yellow (first sold, cheapest) to deep red (last sold, dearest): readable for red–green blindness. */
const SCALE = [
  [255, 237, 160],
  [254, 178, 76],
  [240, 59, 32],
  [128, 0, 38],
] as const;

/** A colour of the scale at `t` in [0, 1]. */
export function scaleColour(t: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0));
  const at = clamped * (SCALE.length - 1);
  const i = Math.min(SCALE.length - 2, Math.floor(at));
  const f = at - i;
  const a = SCALE[i] ?? SCALE[0];
  const b = SCALE[i + 1] ?? SCALE[0];
  const mix = (k: 0 | 1 | 2) => Math.round(a[k] + (b[k] - a[k]) * f);
  return `rgb(${mix(0)}, ${mix(1)}, ${mix(2)})`;
}

/** The value a sold seat is coloured by in `mode`, or null when the mode does not colour it. */
function heatValue(seat: HeatSeat, mode: HeatMode): number | null {
  if (seat.state !== 'SOLD') return null;
  if (mode === 'time') return seat.soldAt ? Date.parse(seat.soldAt) : null;
  if (mode === 'price') return seat.price ?? null;
  return null;
}

export type HeatRange = { min: number; max: number } | null;

/** The smallest and largest value among the sold seats (null when none has one). */
export function heatRange(seats: readonly HeatSeat[], mode: HeatMode): HeatRange {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const seat of seats) {
    const v = heatValue(seat, mode);
    if (v === null) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min === Number.POSITIVE_INFINITY ? null : { min, max };
}

/** A seat's fill: the state's colour, or for a sold seat in `time` / `price` its place on the scale. */
export function seatColour(seat: HeatSeat, mode: HeatMode, range: HeatRange): string {
  const v = heatValue(seat, mode);
  if (mode === 'state' || v === null || range === null) return STATE_COLOURS[seat.state];
  return scaleColour(range.max === range.min ? 1 : (v - range.min) / (range.max - range.min));
}

/** Seats per sector and state, for the table next to the map. */
export function sectorCounts(seats: readonly HeatSeat[]) {
  const sectors = new Map<string, Record<BuyState, number>>();
  for (const seat of seats) {
    const counts = sectors.get(seat.sector) ?? { ACTIVE: 0, DISABLED: 0, RESERVED: 0, BOOKED: 0, SOLD: 0 };
    counts[seat.state] += 1;
    sectors.set(seat.sector, counts);
  }
  return [...sectors.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sector, counts]) => ({ sector, ...counts }));
}
