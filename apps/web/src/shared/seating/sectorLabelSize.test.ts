import { describe, expect, it } from 'vitest';
import { priceLineSize } from './sectorLabelSize.ts';

describe('the price line of a sector on the arena map', () => {
  it('keeps its usual size where it fits', () => {
    expect(priceLineSize('od 8,00 €', 100, 10)).toBe(10);
    expect(priceLineSize('from €8.00', 100, 10)).toBe(10);
  });

  it('gets smaller so a long price stays inside the sector: an estimate of 0.6 em a character in 90 % of the width', () => {
    const size = priceLineSize('from €200.00', 95, 14.7);
    expect(size).toBeLessThan(14.7);
    expect(size * 0.6 * 'from €200.00'.length).toBeCloseTo(95 * 0.9);
  });
});
