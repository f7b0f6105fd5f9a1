/** The geometry of the sales-per-day bar chart: pure, so it is tested without a browser. */
import type { SalesDay } from '@hokej/contract';

export const CHART = { width: 640, height: 220, left: 40, right: 8, top: 12, bottom: 28 } as const;

export type ChartBar = {
  day: string;
  tickets: number;
  revenueCents: number;
  x: number;
  y: number;
  width: number;
  height: number;
};
export type ChartTick = { value: number; y: number };

/** Every calendar day from the first to the last sale (days without sales as zero), YYYY-MM-DD. */
export function fillDays(days: readonly SalesDay[]): SalesDay[] {
  if (days.length === 0) return [];
  const byDay = new Map(days.map((d) => [d.day, d]));
  const first = Date.parse(`${days[0]?.day}T00:00:00Z`);
  const last = Date.parse(`${days.at(-1)?.day}T00:00:00Z`);
  const all: SalesDay[] = [];
  for (let t = first; t <= last; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    all.push(byDay.get(day) ?? { day, tickets: 0, revenueCents: 0 });
  }
  return all;
}

/** The axis's top: four equal steps of 1, 2 or 5 × 10ⁿ whole tickets, at or above `max`. */
export function niceMax(max: number): number {
  const quarter = Math.max(1, max / 4);
  const power = 10 ** Math.floor(Math.log10(quarter));
  const step = [1, 2, 5, 10].find((s) => s * power >= quarter) ?? 10;
  return 4 * step * power;
}

/** No bar is wider than this, so a few days do not turn into slabs. */
const MAX_BAR_WIDTH = 40;

/** Bars scaled to the chart's plot area, and four ticks of the axis (0 at the bottom). */
export function chartBars(days: readonly SalesDay[]): { bars: ChartBar[]; ticks: ChartTick[]; max: number } {
  const filled = fillDays(days);
  const max = niceMax(Math.max(0, ...filled.map((d) => d.tickets)));
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = filled.length > 0 ? plotWidth / filled.length : plotWidth;
  const width = Math.max(1, Math.min(MAX_BAR_WIDTH, slot - Math.min(4, slot * 0.2)));
  const bars = filled.map((d, i) => {
    const height = (d.tickets / max) * plotHeight;
    return {
      ...d,
      x: CHART.left + i * slot + (slot - width) / 2,
      y: CHART.top + plotHeight - height,
      width,
      height,
    };
  });
  const ticks = [0, 1, 2, 3, 4].map((i) => ({
    value: (max * i) / 4,
    y: CHART.top + plotHeight - (plotHeight * i) / 4,
  }));
  return { bars, ticks, max };
}
