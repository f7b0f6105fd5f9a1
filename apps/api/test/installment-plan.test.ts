import { describe, expect, it } from 'vitest';
import { installmentParts, planInstallments } from '../src/modules/installments/installment-plan.ts';

const DAY = 86_400_000;
const now = new Date('2026-11-23T12:00:00Z');
const after = (days: number) => new Date(now.getTime() + days * DAY);

describe('installment plan', () => {
  it('gives one part more for every full 30 days left until the last match, at most 3', () => {
    expect(installmentParts(now, after(29))).toBe(1);
    expect(installmentParts(now, after(30))).toBe(2);
    expect(installmentParts(now, after(59.9))).toBe(2);
    expect(installmentParts(now, after(60))).toBe(3);
    expect(installmentParts(now, after(200))).toBe(3);
    expect(installmentParts(now, after(-5))).toBe(1);
  });

  it('splits the total in whole cents with the remainder on part 1, due now and every 30 days', () => {
    const plan = planInstallments(10_001, 3, now);
    expect(plan.map((p) => p.amount)).toEqual([3335, 3333, 3333]);
    expect(plan.reduce((sum, p) => sum + p.amount, 0)).toBe(10_001);
    expect(plan.map((p) => p.partNo)).toEqual([1, 2, 3]);
    expect(plan.map((p) => p.dueAt.toISOString())).toEqual(
      [now, after(30), after(60)].map((d) => d.toISOString()),
    );
  });

  it('an even total splits evenly', () => {
    expect(planInstallments(9000, 2, now).map((p) => p.amount)).toEqual([4500, 4500]);
  });
});
