import type { HeatSeat } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { heatRange, STATE_COLOURS, scaleColour, seatColour, sectorCounts } from './heatColour.ts';

const seat = (over: Partial<HeatSeat>): HeatSeat => ({
  sector: 'A11',
  row: '1',
  name: '1',
  x: 12,
  y: 12,
  state: 'ACTIVE',
  ...over,
});
const early = seat({ state: 'SOLD', price: 800, soldAt: '2026-11-01T10:00:00.000Z' });
const late = seat({ name: '2', state: 'SOLD', price: 1500, soldAt: '2026-11-03T10:00:00.000Z' });
const free = seat({ name: '3' });
const held = seat({ sector: 'B11', state: 'BOOKED' });

describe('the heat-map colours', () => {
  it('by state, every seat has its state colour', () => {
    const range = heatRange([early, late, free], 'state');
    expect([early, free, held].map((s) => seatColour(s, 'state', range))).toEqual([
      STATE_COLOURS.SOLD,
      STATE_COLOURS.ACTIVE,
      STATE_COLOURS.BOOKED,
    ]);
  });

  it('by time of sale, the first sold seat is the scale’s start and the last its end; others keep their state colour', () => {
    const seats = [early, late, free, held];
    const range = heatRange(seats, 'time');
    expect(range).toEqual({ min: Date.parse(early.soldAt ?? ''), max: Date.parse(late.soldAt ?? '') });
    expect(seatColour(early, 'time', range)).toBe(scaleColour(0));
    expect(seatColour(late, 'time', range)).toBe(scaleColour(1));
    expect(seatColour(free, 'time', range)).toBe(STATE_COLOURS.ACTIVE);
  });

  it('by price, the cheapest is pale and the dearest deep red', () => {
    const range = heatRange([early, late], 'price');
    expect(range).toEqual({ min: 800, max: 1500 });
    expect(seatColour(early, 'price', range)).toBe('rgb(255, 237, 160)');
    expect(seatColour(late, 'price', range)).toBe('rgb(128, 0, 38)');
    expect(heatRange([free, held], 'price')).toBeNull();
  });

  it('counts the seats of each sector by state', () => {
    expect(sectorCounts([early, late, free, held])).toEqual([
      { sector: 'A11', ACTIVE: 1, DISABLED: 0, RESERVED: 0, BOOKED: 0, SOLD: 2 },
      { sector: 'B11', ACTIVE: 0, DISABLED: 0, RESERVED: 0, BOOKED: 1, SOLD: 0 },
    ]);
  });
});
