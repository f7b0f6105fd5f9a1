import { describe, expect, it } from 'vitest';
import { pageCount, pageFromSearch, pageLinks } from './paging.ts';

describe('pages of My orders (5 to a page, counted from 1)', () => {
  it('counts pages from the total, with at least one', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(23, 5)).toBe(5);
  });

  it('a few pages are all linked', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('many pages show the first, the last and the neighbours, with gaps between', () => {
    expect(pageLinks(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageLinks(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageLinks(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('a gap of one page shows the page instead', () => {
    expect(pageLinks(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('the page in the address is a whole number from 1, else the first', () => {
    expect(pageFromSearch('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(pageFromSearch(value)).toBe(1);
  });
});
