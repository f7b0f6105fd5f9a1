import { describe, expect, it } from 'vitest';
import { CHART, chartBars, fillDays, niceMax } from './salesChart.ts';

describe('the sales-per-day chart', () => {
  it('fills the days without sales between the first and the last with zeros', () => {
    const days = fillDays([
      { day: '2026-10-30', tickets: 3, revenueCents: 3000 },
      { day: '2026-11-02', tickets: 1, revenueCents: 1000 },
    ]);
    expect(days.map((d) => [d.day, d.tickets])).toEqual([
      ['2026-10-30', 3],
      ['2026-10-31', 0],
      ['2026-11-01', 0],
      ['2026-11-02', 1],
    ]);
    expect(fillDays([])).toEqual([]);
  });

  it('tops the axis at four equal steps of 1, 2 or 5 times a power of ten whole tickets', () => {
    expect([0, 2, 4, 7, 10, 30, 180, 501].map(niceMax)).toEqual([4, 4, 4, 8, 20, 40, 200, 800]);
  });

  it('scales the bars to the plot: the tallest day reaches its share of the axis, an empty day has no height', () => {
    const { bars, ticks, max } = chartBars([
      { day: '2026-11-01', tickets: 8, revenueCents: 0 },
      { day: '2026-11-03', tickets: 4, revenueCents: 0 },
    ]);
    const plot = CHART.height - CHART.top - CHART.bottom;
    expect(max).toBe(8);
    expect(bars.map((b) => b.height)).toEqual([plot, 0, plot / 2]);
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(CHART.top + plot);
    expect(bars[1]?.x).toBeGreaterThan(bars[0]?.x ?? 0);
    expect((bars[2]?.x ?? 0) + (bars[2]?.width ?? 0)).toBeLessThanOrEqual(CHART.width - CHART.right);
    expect(ticks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8]);
    // A few days are not slabs: each bar is at most 40 units wide, centred on its day.
    expect(bars.every((b) => b.width === 40)).toBe(true);
  });
});
