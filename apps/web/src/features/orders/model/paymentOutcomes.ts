/** How each payment view is told: the alert's colour, its title and its text. */
import type { Order } from '@hokej/contract';
import { type TicketKind, ticketKindOf } from '@hokej/contract/constants';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { partlyPaidText } from '../../../shared/format/installmentProgress.ts';
import { installmentsText } from '../../../shared/i18n/skInstallments.ts';
import { paymentText } from '../../../shared/i18n/skPayment.ts';
import type { PaymentView } from './paymentStatus.ts';

type ShownView = Exclude<PaymentView, 'checking'>;

const variants: Record<ShownView, string> = {
  paid: 'success',
  declined: 'danger',
  abandoned: 'warning',
  cancelled: 'secondary',
  refundDue: 'warning',
  refunded: 'info',
  waiting: 'info',
};

/** A view's colour, title and text in the current language (read when the page renders). */
export function paymentOutcome(view: ShownView): { variant: string; title: string; text: string } {
  const t = paymentText.view.paymentStatus;
  return { variant: variants[view], title: t[`${view}Title`], text: t[view] };
}

/** "Vstupenky sme vám poslali e-mailom …" by the order's kind and count of documents. */
export function documentsSent(kind: TicketKind, count: number): string {
  return kind === 'MIXED'
    ? paymentText.view.documentsSent.MIXED
    : paymentText.t(`documentsSent.${kind}`, { count });
}

/**
 * The outcome told with the order once it is read: an installment order's first part paid says how far
 * the plan is paid; a declined or abandoned payment names the deadline until which the seats are held.
 */
export function outcomeOf(view: ShownView, order: Order | undefined) {
  const shown = paymentOutcome(view);
  if (!order) return shown;
  const partly = partlyPaidText(order.status, order.installmentProgress);
  if (view === 'paid' && partly)
    return {
      ...shown,
      title: installmentsText.view.firstPartPaidTitle,
      text: installmentsText.t('firstPartPaid', {
        progress: partly,
        documents: documentsSent(ticketKindOf(order.items), order.items.length),
      }),
    };
  if (view === 'declined' || view === 'abandoned')
    return {
      ...shown,
      text: paymentText.t(`paymentStatus.heldUntil.${view}`, { until: formatDateTime(order.expiresAt) }),
    };
  return shown;
}
