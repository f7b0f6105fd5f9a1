import { describe, expect, it } from 'vitest';
import { sharePercent } from './salesPercent.ts';

describe('shares in percent', () => {
  it('rounds to one decimal with a comma, says "< 0,1 %" for a tiny share and "–" for nothing to share', () => {
    expect(sharePercent(45, 200)).toBe('22,5\u00a0%');
    expect(sharePercent(1, 3)).toBe('33,3\u00a0%');
    expect(sharePercent(0, 10)).toBe('0\u00a0%');
    expect(sharePercent(2, 10_044)).toBe('< 0,1\u00a0%');
    expect(sharePercent(10, 10)).toBe('100\u00a0%');
    expect(sharePercent(0, 0)).toBe('–');
  });
});
