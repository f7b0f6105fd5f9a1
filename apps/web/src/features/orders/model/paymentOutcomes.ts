/** How each payment view is told: the alert's colour, its title and its text. */
import { skCheckout } from '../../../shared/i18n/skCheckout.ts';
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
