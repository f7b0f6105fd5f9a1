/**
 * Counts as the language writes them: Slovak groups thousands by a no-break space (`10 009`, `-1 234`, so a
 * figure never wraps inside a table cell) and has a decimal comma, English `10,009` and a decimal point.
 * Written out like `formatEuroCents` rather than `toLocaleString`, so every browser and Node print the same
 * characters. The one way the web shows a whole number of things.
 */
import type { ShopLanguage } from '@hokej/contract/constants';

const NBSP = '\u00a0';

export function formatCount(n: number, language: ShopLanguage = 'sk'): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(n).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'en' ? ',' : NBSP);
  const point = language === 'en' ? '.' : ',';
  return fraction ? `${sign}${grouped}${point}${fraction}` : `${sign}${grouped}`;
}
