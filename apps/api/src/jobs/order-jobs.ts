import type { Db } from '../db/client.ts';
import { every } from '../every.ts';
import { cancelExpiredOrders, forgetTicketContacts } from '../modules/billing/settlement.ts';
import type { InstallmentService } from '../modules/installments/installment-service.ts';
import type { PaymentService } from '../modules/payments/payment-service.ts';

/**
 * Every `intervalMs`: settles card payments the gateway decided but never notified (reconciliation),
 * then cancels orders whose payment deadline passed and frees their seats, and deletes ticket contacts
 * two weeks after their match, and queues the installment reminders. Safe with several processes.
 */
export function startOrderJobs(
  db: Db,
  payments: PaymentService,
  intervalMs: number,
  log: (err: unknown) => void,
  installments?: Pick<InstallmentService, 'sendReminders'>,
) {
  return every(
    intervalMs,
    async () => {
      await payments.reconcileStale();
      while ((await cancelExpiredOrders(db)) > 0) {}
      await forgetTicketContacts(db);
      await installments?.sendReminders();
    },
    log,
  );
}
