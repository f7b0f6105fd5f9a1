import { INSTALLMENT_INTERVAL_DAYS, INSTALLMENT_MAX_PARTS } from '@hokej/contract';

const DAY_MS = 86_400_000;

export type PlannedPart = { partNo: number; amount: number; dueAt: Date };

/**
 * How many parts a season ticket bought at `now` may be paid in: one more for every full
 * INSTALLMENT_INTERVAL_DAYS left until the season's last match, at most INSTALLMENT_MAX_PARTS, so the
 * last part falls due before the season ends.
 */
export function installmentParts(now: Date, lastMatch: Date): number {
  const intervals = Math.floor((lastMatch.getTime() - now.getTime()) / (INSTALLMENT_INTERVAL_DAYS * DAY_MS));
  return Math.max(1, Math.min(INSTALLMENT_MAX_PARTS, 1 + intervals));
}

/**
 * The plan of `total` cents in `parts` parts: equal whole cents, the remainder on part 1; part 1 is
 * due `now`, each next one INSTALLMENT_INTERVAL_DAYS later.
 */
export function planInstallments(total: number, parts: number, now: Date): PlannedPart[] {
  const share = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, i) => ({
    partNo: i + 1,
    amount: i === 0 ? total - share * (parts - 1) : share,
    dueAt: new Date(now.getTime() + i * INSTALLMENT_INTERVAL_DAYS * DAY_MS),
  }));
}
