import type { Installment, InstallmentProgress } from '@hokej/contract';
import { iso } from '../../db/client.ts';
import type { InstallmentRow } from './installment-repository.ts';

/** An installment as the API shows it (My orders, the invoice push page). */
export function toInstallment(row: InstallmentRow): Installment {
  return {
    partNo: row.partNo,
    amount: row.amount,
    dueDate: iso(row.dueAt),
    state: row.state,
    paidAt: row.paidAt ? iso(row.paidAt) : null,
    overdue: row.overdue,
  };
}

/** How far a plan is paid (My orders, the back office); null for an order without a plan. */
export function toInstallmentProgress(plan: Pick<InstallmentRow, 'state' | 'dueAt'>[]): InstallmentProgress {
  if (plan.length === 0) return null;
  const next = plan.find((part) => part.state === 'UNPAID');
  return {
    paid: plan.filter((part) => part.state === 'PAID').length,
    parts: plan.length,
    nextDueDate: next ? iso(next.dueAt) : null,
  };
}
