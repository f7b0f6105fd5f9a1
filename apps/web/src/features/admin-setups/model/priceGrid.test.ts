import { describe, expect, it } from 'vitest';
import { centsOf, fillType, gridOf, normalisedPrice, pricesOf } from './priceGrid.ts';

describe('the price grid', () => {
  it('reads euros with a comma or a dot as cents and refuses what is not a price', () => {
    expect(centsOf('12')).toBe(1200);
    expect(centsOf('12,5')).toBe(1250);
    expect(centsOf(' 12.50 € ')).toBe(1250);
    for (const wrong of ['', '0', '-3', '12,505', 'dvanásť', '1e3']) expect(centsOf(wrong), wrong).toBeNull();
    expect(normalisedPrice('12,5')).toBe('12,50');
    expect(normalisedPrice('12')).toBe('12,00');
    expect(normalisedPrice('dvanásť')).toBe('dvanásť');
  });

  it('turns the grid into a price list, leaving empty cells out and naming the wrong ones', () => {
    const grid = fillType(
      gridOf([{ sector: 'A11', ticketType: 'CHILD', price: 750 }]),
      ['A11', 'A12'],
      'ADULT',
      '15',
    );
    expect(grid.A11).toEqual({ CHILD: '7,50', ADULT: '15,00' });
    expect(pricesOf(grid, ['A11', 'A12'], ['ADULT', 'CHILD'])).toEqual({
      prices: [
        { sector: 'A11', ticketType: 'ADULT', price: 1500 },
        { sector: 'A11', ticketType: 'CHILD', price: 750 },
        { sector: 'A12', ticketType: 'ADULT', price: 1500 },
      ],
      invalid: [],
    });
    expect(pricesOf({ A11: { ADULT: 'veľa' } }, ['A11'], ['ADULT']).invalid).toEqual(['A11|ADULT']);
  });
});
