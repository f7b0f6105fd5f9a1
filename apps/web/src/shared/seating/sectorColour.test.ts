import { SECTOR_PALETTE } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import { sectorColour, sectorPaletteIndex } from './sectorColour.ts';

const SOLD_OUT = SECTOR_PALETTE.length - 1;

describe('sector colour by the share of free seats', () => {
  it('uses an 8-colour palette', () => {
    expect(SECTOR_PALETTE).toHaveLength(8);
  });

  it('an all-free sector gets the first colour', () => {
    expect(sectorPaletteIndex(100, 100)).toBe(0);
    expect(sectorColour(100, 100)).toBe(SECTOR_PALETTE[0]);
  });

  it('a sold-out sector gets the last colour', () => {
    expect(sectorPaletteIndex(0, 100)).toBe(SOLD_OUT);
    expect(sectorColour(0, 100)).toBe(SECTOR_PALETTE[SOLD_OUT]);
  });

  it('a sector with one seat left is not shown as sold out', () => {
    expect(sectorPaletteIndex(1, 100)).toBe(SOLD_OUT - 1);
    expect(sectorColour(1, 100)).not.toBe(SECTOR_PALETTE[SOLD_OUT]);
  });

  it('gets darker as seats are taken', () => {
    const indexes = [100, 80, 60, 40, 20, 1, 0].map((free) => sectorPaletteIndex(free, 100));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    expect(sectorPaletteIndex(50, 100)).toBe(3);
  });

  it('a sector without seats counts as sold out', () => {
    expect(sectorPaletteIndex(0, 0)).toBe(SOLD_OUT);
    expect(sectorPaletteIndex(5, 0)).toBe(SOLD_OUT);
    expect(sectorPaletteIndex(-1, 100)).toBe(SOLD_OUT);
  });

  it('more free seats than the total (stale total) still shows as all free, not sold out', () => {
    expect(sectorPaletteIndex(101, 100)).toBe(0);
    expect(sectorColour(101, 100)).toBe(SECTOR_PALETTE[0]);
  });
});
