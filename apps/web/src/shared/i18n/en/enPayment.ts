/** The pages after the checkout in English (namespace `payment`), typed against skPayment.ts. */
import type { skPayment } from '../skPayment.ts';
import type { EnglishOf } from './englishOf.ts';

export const enPayment: EnglishOf<typeof skPayment> = {
  cardUnavailable: {
    title: 'Card payment is not possible right now',
    text: 'The shop is not taking card payments at the moment, so this link cannot be paid. Nothing has been charged to you.',
    help: 'For other ways to pay (for example by bank transfer), ask us at ',
  },
  documentsSent: {
    MATCH_one:
      'We have e-mailed you the ticket as an attachment; you can also download it here or at any time in My orders.',
    MATCH_other:
      'We have e-mailed you the tickets as attachments; you can also download them here or at any time in My orders.',
    SEASON_one:
      'We have e-mailed you the season ticket as an attachment; you can also download it here or at any time in My orders.',
    SEASON_other:
      'We have e-mailed you the season tickets as attachments; you can also download them here or at any time in My orders.',
    MIXED:
      'We have e-mailed you the tickets and season tickets as attachments; you can also download them here or at any time in My orders.',
  },
  orderTitle: 'Order no. {{orderNumber}}',
  orderTotal: 'Total',
  orderDiscount: 'Discount',
  orderDiscountCode: 'Discount ({{code}})',
  paymentStatus: {
    title: 'Payment status',
    noOrder: 'The link is missing the order number.',
    loginNeeded: 'Sign in to see the payment status.',
    registerHolders: 'Register the season ticket holders',
    login: 'Sign in',
    checking: 'Checking your payment, one moment please…',
    paidTitle: 'Paid, thank you!',
    paid: 'Your payment went through. We have e-mailed you the tickets as attachments; you can also download them here or in My orders.',
    declinedTitle: 'The payment was declined',
    declined:
      'Your bank declined the card payment. Your seats are still held for a little while, so you can try again.',
    heldUntil: {
      declined:
        'Your bank declined the card payment. Your seats are held until {{until}}, so you can try again until then.',
      abandoned: 'You cancelled the payment. Your seats are held until {{until}}, so you can pay until then.',
    },
    abandonedTitle: 'The payment was not completed',
    abandoned:
      'You cancelled the payment. Your seats are still held for a little while, so you can pay again.',
    cancelledTitle: 'The order has been cancelled',
    cancelled: 'The time to pay for the order ran out or it was cancelled. We have released the seats.',
    refundDueTitle: 'The payment arrived after the order was cancelled',
    refundDue:
      'We cancelled the order before the payment arrived and released its seats. No tickets will be issued for it and we will refund you the same way you paid. We have sent you an e-mail about it.',
    refundedTitle: 'The payment has been refunded',
    refunded: 'We have refunded you for this order.',
    waitingTitle: 'The payment is still being processed',
    waiting:
      'The payment gateway has not confirmed the result yet. If you have paid, we will e-mail you the tickets as soon as it is confirmed.',
    checkAgain: 'Check again',
    failedCheck: 'The payment status could not be checked.',
    buyMore: 'Buy more tickets',
  },
  pushPaymentStatus: {
    noLink: 'The link is missing the order number or the cart link.',
    paid: 'Your payment went through. We have e-mailed the tickets to the address in the order’s contact details.',
    notFound:
      'We could not find the order for this link. If you have paid, the tickets will come by e-mail; otherwise please write to us at ',
  },
  orderSuccess: {
    title: 'Order received',
    thanks: 'Thank you, we have received your order no. {{orderNumber}}.',
    notFound: 'The order could not be found. You will find it in My orders.',
    transferIntro:
      'Please pay by bank transfer using the details below. We have e-mailed them to you as well. Once the payment arrives, we will send you the tickets.',
    paidIntro: 'The order is paid. {{documents}}',
    partlyPaidIntro: '{{progress}}. {{documents}}',
  },
  bankTransfer: {
    title: 'Payment details',
    iban: 'IBAN',
    beneficiary: 'Beneficiary',
    variableSymbol: 'Variable symbol',
    amount: 'Amount',
    dueDate: 'Due date',
    qrTitle: 'PAY by square',
    qrHint: 'Scan the QR code in your banking app.',
    qrAlt: 'PAY by square QR code to pay the order with variable symbol {{vs}}',
    qrFailed: 'The QR code could not be shown. Please enter the details by hand.',
    copyIban: 'Copy IBAN',
    copyVariableSymbol: 'Copy variable symbol',
  },
};
