/** A small match for the seat editor's page tests: sector A11 with two rows, B11 beside it. */
import type { ArenaResponse, SectorResponse } from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';

export const MATCH_ID = '22222222-2222-4222-8222-222222222222';

const shape = (x: number) => ({ x, y: 0, width: 60, height: 40 });

export const clubArena = (): ArenaResponse => ({
  uuid: MATCH_ID,
  setupType: 'EVENT',
  title: 'Orly – Poprad',
  startsAt: '2026-12-27T17:30:00.000Z',
  venue: 'Zimný štadión',
  arena: {
    A11: { name: 'A11', availableSeats: 3, totalSeats: 6, priceFrom: 1200, priceBand: 1200, shape: shape(0) },
    B11: {
      name: 'B11',
      availableSeats: 6,
      totalSeats: 6,
      priceFrom: 1200,
      priceBand: 1200,
      shape: shape(80),
    },
  },
  priceBands: [],
  viewBox: '0 0 200 100',
  rink: { x: 0, y: 50, width: 200, height: 50 },
  serverTimestamp: 0,
});

/** Row 1: free, free, blocked; row 2: free, held by a fan, sold. */
export function clubSector(
  states: Record<string, BuyState[]> = {
    '1': ['ACTIVE', 'ACTIVE', 'DISABLED'],
    '2': ['ACTIVE', 'BOOKED', 'SOLD'],
  },
): SectorResponse {
  return {
    uuid: MATCH_ID,
    setupType: 'EVENT',
    title: 'Orly – Poprad',
    startsAt: '2026-12-27T17:30:00.000Z',
    sector: 'A11',
    availableSeats: 3,
    prices: [],
    setup: Object.fromEntries(
      Object.entries(states).map(([row, list]) => [
        row,
        list.map((buyState, i) => ({
          sector: 'A11',
          row,
          name: String(i + 1),
          buyState,
          x: 20 + i * 20,
          y: 20 * Number(row),
        })),
      ]),
    ),
    serverTimestamp: 0,
  };
}
