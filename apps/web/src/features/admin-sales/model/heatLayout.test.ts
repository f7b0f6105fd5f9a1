import type { HeatSeat } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { placeSeats } from './heatLayout.ts';

// Two sectors of 2 rows × 2 seats (pitch 24): one above the rink, one below it.
const grid = (sector: string): HeatSeat[] =>
  ['1', '2'].flatMap((row, r) =>
    ['1', '2'].map((name, s) => ({
      sector,
      row,
      name,
      x: 12 + 24 * s,
      y: 12 + 24 * r,
      state: 'ACTIVE' as const,
    })),
  );
const map = {
  rink: { x: 0, y: 100, width: 200, height: 100 },
  sectors: [
    { name: 'A11', shape: { x: 0, y: 0, width: 96, height: 48 } },
    { name: 'B11', shape: { x: 0, y: 250, width: 96, height: 48 } },
  ],
  seats: [...grid('A11'), ...grid('B11')],
};

describe('the heat-map places each seat in its sector box on the arena', () => {
  const { seats, radius } = placeSeats(map);
  const at = (sector: string, row: string, name: string) =>
    seats.find((s) => s.sector === sector && s.row === row && s.name === name);

  it('scales the sector’s seat map into its box, centred, keeping proportions', () => {
    // 48 × 48 seat map into 96 × 48: scale 1, centred horizontally (offset 24).
    expect(at('B11', '1', '1')).toMatchObject({ cx: 36, cy: 262 });
    expect(at('B11', '2', '2')).toMatchObject({ cx: 60, cy: 286 });
    expect(radius).toBeCloseTo(12 * 0.8);
  });

  it('turns row 1 towards the rink: down for a sector above it, up for one below', () => {
    expect(at('A11', '1', '1')?.cy).toBeGreaterThan(at('A11', '2', '1')?.cy ?? 0);
    expect(at('B11', '1', '1')?.cy).toBeLessThan(at('B11', '2', '1')?.cy ?? 0);
    expect(seats).toHaveLength(8);
  });
});
