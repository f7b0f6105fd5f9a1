import { SECTOR_PALETTE } from '@hokej/contract/constants';

const SOLD_OUT = SECTOR_PALETTE.length - 1;

/** Palette index by the share of free seats: first colour = (almost) all free, last colour = sold out. */
export function sectorPaletteIndex(availableSeats: number, totalSeats: number): number {
  if (availableSeats <= 0 || totalSeats <= 0) return SOLD_OUT;
  const taken = 1 - availableSeats / totalSeats;
  // More free seats than the total (stale or inconsistent counts) must not index before the palette.
  return Math.max(0, Math.min(SOLD_OUT - 1, Math.floor(taken * SOLD_OUT)));
}

export const sectorColour = (availableSeats: number, totalSeats: number) =>
  SECTOR_PALETTE[sectorPaletteIndex(availableSeats, totalSeats)] ?? SECTOR_PALETTE[SOLD_OUT];
