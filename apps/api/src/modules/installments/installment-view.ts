import type { Installment } from '@hokej/contract';
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
