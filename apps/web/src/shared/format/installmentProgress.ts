/** An installment order whose first parts are paid, as one line ("Zaplatená 1. splátka z 3, ďalšia do …"). */
import type { InstallmentProgress } from '@hokej/contract';
import { formatDate } from '../dates/format.ts';
import { installmentsText } from '../i18n/skInstallments.ts';

/** The partly paid line of a paid order with unpaid parts left; null when the order is paid in full or has no plan. */
export function partlyPaidText(status: string, progress: InstallmentProgress): string | null {
  if (status !== 'PAID' || !progress || progress.paid >= progress.parts) return null;
  const paid = installmentsText.t('partsPaid', { count: progress.paid, parts: progress.parts });
  return progress.nextDueDate
    ? installmentsText.t('progressNext', { paid, nextDue: formatDate(progress.nextDueDate) })
    : paid;
}
