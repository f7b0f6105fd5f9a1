import type { Db } from '../db/client.ts';
import { cancelExpiredOrders, forgetTicketContacts } from '../modules/orders/settlement.ts';
import type { PaymentService } from '../modules/payments/payment-service.ts';

/**
 * Every `intervalMs`: settles card payments the gateway decided but never notified (reconciliation),
 * then cancels orders whose payment deadline passed and frees their seats, and deletes ticket contacts
 * two weeks after their match. Safe with several processes.
 */
export function startOrderJobs(
  db: Db,
  payments: PaymentService,
  intervalMs: number,
  log: (err: unknown) => void,
) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await payments.reconcileStale();
      while ((await cancelExpiredOrders(db)) > 0) {}
      await forgetTicketContacts(db);
    } catch (err) {
      log(err);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
