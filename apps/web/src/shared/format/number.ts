/**
 * Counts as Slovak writes them: thousands grouped by a no-break space (`10 009`, `-1 234`), so a figure never
 * wraps inside a table cell. Written out like `formatEuroCents` rather than `toLocaleString`, so every
 * browser and Node print the same characters. The one way the web shows a whole number of things.
 */
const NBSP = '\u00a0';

export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(n).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}
