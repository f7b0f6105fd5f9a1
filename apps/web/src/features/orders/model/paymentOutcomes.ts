/** How each payment view is told: the alert's colour, its title and its text. */
import type { Order } from '@hokej/contract';
import { ticketKindOf } from '@hokej/contract/constants';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { partlyPaidText } from '../../../shared/format/installmentProgress.ts';
import { documentsSent, skCheckout } from '../../../shared/i18n/skCheckout.ts';
import { skInstallments } from '../../../shared/i18n/skInstallments.ts';
import type { PaymentView } from './paymentStatus.ts';

const t = skCheckout.paymentStatus;

export const paymentOutcomes: Record<
  Exclude<PaymentView, 'checking'>,
  { variant: string; title: string; text: string }
> = {
  paid: { variant: 'success', title: t.paidTitle, text: t.paid },
  declined: { variant: 'danger', title: t.declinedTitle, text: t.declined },
  abandoned: { variant: 'warning', title: t.abandonedTitle, text: t.abandoned },
  cancelled: { variant: 'secondary', title: t.cancelledTitle, text: t.cancelled },
  refundDue: { variant: 'warning', title: t.refundDueTitle, text: t.refundDue },
  refunded: { variant: 'info', title: t.refundedTitle, text: t.refunded },
  waiting: { variant: 'info', title: t.waitingTitle, text: t.waiting },
};

/**
 * The outcome told with the order once it is read: an installment order's first part paid says how far
 * the plan is paid; a declined or abandoned payment names the deadline until which the seats are held.
 */
export function outcomeOf(view: Exclude<PaymentView, 'checking'>, order: Order | undefined) {
  const shown = paymentOutcomes[view];
  if (!order) return shown;
  const partly = partlyPaidText(order.status, order.installmentProgress);
  if (view === 'paid' && partly)
    return {
      ...shown,
      title: skInstallments.firstPartPaidTitle,
      text: skInstallments.firstPartPaid(
        partly,
        documentsSent(ticketKindOf(order.items), order.items.length),
      ),
    };
  if (view === 'declined' || view === 'abandoned')
    return { ...shown, text: t.heldUntil[view](formatDateTime(order.expiresAt)) };
  return shown;
}
