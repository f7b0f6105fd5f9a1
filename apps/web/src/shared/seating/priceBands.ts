/**
 * Price bands of an arena as the API lists them (each sector's adult or CLASSIC price, dearest first), shown
 * cheapest first, each with its colour.
 */
import type { ArenaResponse } from '@hokej/contract';

/**
 * Band colours, cheapest to dearest: distinct hues dark enough for the white sector names (with their dark
 * outline) and ≥ 3:1 against the white page.
 */
export const BAND_PALETTE = [
  '#1f6f8b',
  '#2f855a',
  '#6b46c1',
  '#b7791f',
  '#c53030',
  '#97266d',
  '#2c5282',
  '#4a5568',
];

export const priceBands = (arena: ArenaResponse): number[] => [...arena.priceBands].sort((a, b) => a - b);

/** The band's colour; with more bands than colours the dearest ones share the last colour. */
export function bandColour(bands: readonly number[], band: number): string {
  const index = Math.max(0, bands.indexOf(band));
  return BAND_PALETTE[Math.min(index, BAND_PALETTE.length - 1)] as string;
}
