/** Installments in English (namespace `installments`), typed against skInstallments.ts. */
import { INSTALLMENT_GRACE_DAYS } from '@hokej/contract/constants';
import type { skInstallments } from '../skInstallments.ts';
import type { EnglishOf } from './englishOf.ts';

export const enInstallments: EnglishOf<typeof skInstallments> = {
  partsPaid_one: 'Instalment {{count}} of {{parts}} paid',
  partsPaid_other: '{{count}} of {{parts}} instalments paid',
  progressNext: '{{paid}}, next due by {{nextDue}}',
  firstPartPaidTitle: 'The first instalment is paid, thank you!',
  firstPartPaid:
    '{{progress}}. {{documents}} We have sent the instalment plan, with links to pay the other instalments, in a separate e-mail.',
  plan: {
    title: 'Instalment plan',
    part: 'Instalment {{partNo}}',
    due: 'Due',
    paid: 'Paid',
    unpaid: 'Unpaid',
    overdue: 'Overdue',
    paidOn: 'on {{date}}',
    pay: 'Pay',
    payLabel: 'Pay instalment {{partNo}}',
    payFailed: 'The instalment payment could not be prepared.',
    blocked: `The instalment was still unpaid ${INSTALLMENT_GRACE_DAYS} days after it was due, so the season ticket is blocked at the gate. It is unblocked once paid.`,
  },
  invoicePush: {
    title: 'Instalment payment',
    intro: 'Pay the season ticket instalment by card, no sign-in needed.',
    partOf: 'Instalment {{partNo}} of {{parts}}',
    order: 'Order no. {{orderNumber}}',
    amount: 'Amount to pay',
    amountPaid: 'Amount',
    due: 'Due',
    orderTotal: 'Order total',
    linkValid: 'This link is valid until {{dateTime}}.',
    pay: 'Pay {{amount}} by card',
    paying: 'Taking you to the payment gateway…',
    paid: 'This instalment is paid. Thank you!',
    paidOn: 'We received the payment on {{dateTime}}.',
    overdue: `The instalment is overdue. If it is still unpaid ${INSTALLMENT_GRACE_DAYS} days after it was due, the season ticket will be blocked at the gate until it is paid.`,
    payFailed: 'The payment could not be started.',
    loadFailed: 'The payment from this link could not be loaded.',
    loadingTitle: 'Card payment',
    goneTitle: 'This payment link is no longer valid',
    goneText:
      'The link does not exist, has expired or the club has cancelled it. You will find a new link with the order in My orders.',
    goneHelp: 'Need help? Write to us at ',
  },
  orderPush: {
    title: 'Order payment',
    intro: 'Pay for the order by card, no sign-in needed.',
    order: 'Order no. {{orderNumber}}',
    amount: 'Amount to pay',
    amountPaid: 'Amount',
    due: 'Pay by',
    pay: 'Pay by card',
    paid: 'The order is paid. Thank you!',
    paidOn:
      'We received the payment on {{dateTime}}. We have e-mailed the tickets and the invoice to the order’s address.',
    closed: 'The order has been cancelled and can no longer be paid.',
    goneText:
      'The link does not exist, has expired or been cancelled by the club, or the order has already been paid, refunded or cancelled. If the order is still awaiting payment, the club can send you a new link.',
  },
};
