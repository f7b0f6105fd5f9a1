/** A share as Slovak percent with at most one decimal; a tiny share is not shown as a plain 0. */
const percent = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: 1 });

export function sharePercent(part: number, whole: number): string {
  if (whole <= 0) return '–';
  const value = (100 * part) / whole;
  if (part > 0 && value < 0.1) return `< ${percent.format(0.1)}\u00a0%`;
  return `${percent.format(value)}\u00a0%`;
}
