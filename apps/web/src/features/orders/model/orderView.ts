/** How an order is shown in My orders: its status badge, what can be done with it, the time left to pay. */
import type { Order } from '@hokej/contract';
import type { OrderStatus } from '@hokej/contract/constants';
import { formatCountdown } from '../../../shared/dates/format.ts';
import { orderText } from '../../../shared/i18n/skOrders.ts';

export const statusBadge: Record<OrderStatus, { bg: string; text?: 'dark' }> = {
  AWAITING_PAYMENT: { bg: 'warning', text: 'dark' },
  PAID: { bg: 'success' },
  CANCELLED: { bg: 'secondary' },
  REFUNDED: { bg: 'info', text: 'dark' },
};

/** A paid installment order with parts still to pay. */
export const partlyPaidBadge: { bg: string; text?: 'dark' } = { bg: 'info', text: 'dark' };

/** Milliseconds left to pay on the server's clock (negative once the time is up). */
export const timeLeftMs = (order: Order, diffTimestamp: number, clientNow = Date.now()) =>
  Date.parse(order.expiresAt) - (clientNow - diffTimestamp);

export const isAwaitingPayment = (order: Order, timeLeft: number) =>
  order.status === 'AWAITING_PAYMENT' && timeLeft > 0;

/**
 * Only an unpaid card order still within its time can be paid again (the API: ORDER_COULD_NOT_BE_PAID else);
 * an installment order pays its part 1 again.
 */
export const isRepayable = (order: Order, timeLeft: number) =>
  isAwaitingPayment(order, timeLeft) && order.paymentType !== 'BANK_TRANSFER';

export const hasTickets = (order: Order) => order.status === 'PAID';

/** The order's PDF of tickets: a paid order with a ticket not given to a friend (TICKET_TRANSFERRED else). */
export const hasPrintableTickets = (order: Order) =>
  hasTickets(order) && order.items.some((item) => !item.transferred);

/** The API issues the invoice when the order is paid (INVOICE_DATA_NOT_FOUND before). */
/** A paid order has its invoice; a refunded one keeps it beside its credit note. */
export const hasInvoice = (order: Order) => order.status === 'PAID' || order.status === 'REFUNDED';

/** "04:59" under an hour, "5 h 03 min" under a day, "2 d 23 h" beyond (a transfer waits 3 days). */
export function formatTimeLeft(ms: number): string {
  if (ms < 3_600_000) return formatCountdown(ms);
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return orderText.t('hoursMinutes', { h: hours, mm: String(minutes % 60).padStart(2, '0') });
  return orderText.t('daysHours', { d: Math.floor(hours / 24), h: hours % 24 });
}
