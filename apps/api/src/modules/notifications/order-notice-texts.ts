import { SUPPORT_EMAIL } from '@hokej/contract';
import type { MessageTable } from './message-tables.ts';

const sk = {
  payLinkSubject: 'Odkaz na platbu objednávky č. {orderNumber}',
  payLinkBody: 'objednávku č. {orderNumber} ({amount}) zaplatíte kartou cez odkaz nižšie, bez prihlásenia.',
  payLinkDue:
    'Odkaz platí do {dueDate}. Ak platba do termínu nepríde, objednávka sa zruší a miesta sa uvoľnia.',
  payByCard: 'Zaplatiť kartou',
  lateSubject: 'Objednávka č. {orderNumber}: platba prišla po zrušení, peniaze vám vrátime',
  lateBody: 'platba prišla po zrušení objednávky č. {orderNumber}, peniaze vám vrátime.',
  lateWhy:
    'Objednávku sme zrušili, lebo platba neprišla do termínu, a jej miesta sme uvoľnili; medzitým ich mohol kúpiť iný fanúšik. Vstupenky k tejto objednávke preto nevystavíme.',
  lateToCard: 'Celú sumu vrátime na platobnú kartu, z ktorej ste platili. O vrátení vám pošleme e-mail.',
  lateToAccount:
    'Celú sumu vám pošleme prevodom na účet, z ktorého ste platili. O vrátení vám pošleme e-mail.',
  lateChooseAgain: 'Ak chcete na zápas ísť, vyberte si, prosím, miesta znova.',
  questions: `S otázkami nám napíšte na ${SUPPORT_EMAIL}.`,
  pushSubject: 'Vstupenky pripravené na zaplatenie',
  pushBody:
    'pripravili sme pre vás miesta na zápas (počet: {seats}). Zaplatiť ich môžete kartou cez odkaz nižšie, bez registrácie.',
  pushUntil: 'Miesta sú pre vás rezervované do {until}. Potom sa uvoľnia.',
  pushAction: 'Zobraziť a zaplatiť vstupenky',
  pushFootnote:
    'Odkaz je určený iba vám, neposielajte ho ďalej. Ak ste o vstupenky nežiadali, e-mail ignorujte.',
  cancelledSubject: 'Objednávka č. {orderNumber} bola zrušená',
  cancelledBody:
    'objednávku č. {orderNumber} sme zrušili a rezervované miesta sme uvoľnili. Objednávka nebola zaplatená, preto sa nič nevracia.',
  cancelledAgain: 'Ak ste ju chceli zaplatiť, vyberte si miesta, prosím, znova.',
  refundedSubject: 'Objednávka č. {orderNumber}: peniaze vrátime',
  refundedBody: 'objednávku č. {orderNumber} sme stornovali. Jej vstupenky už pri vstupe neplatia.',
  refundedToCard:
    'Sumu {amount} sme vrátili na platobnú kartu, z ktorej ste platili; na účte ju uvidíte o niekoľko dní.',
  refundedToAccount: 'Sumu {amount} vám pošleme prevodom na účet, z ktorého ste platili.',
  refundedFree: 'Objednávka bola bezplatná, nič sa nevracia.',
  refundedCreditNote: 'Dobropis nájdete v prílohe a v časti Moje objednávky.',
  lateRefundedSubject: 'Objednávka č. {orderNumber}: platbu vrátime',
  lateRefundedBody:
    'platba za objednávku č. {orderNumber} k nám prišla až po jej zrušení, keď miesta už neboli rezervované pre vás. Vstupenky sme preto nevystavili.',
};

/**
 * What the shop tells a buyer about an order after checkout: the club's card payment link, a payment
 * that came after the cancellation, seats a cashier prepared (push cart), the back office's cancel and refunds.
 */
export const orderNoticeTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    payLinkSubject: 'Payment link for order no. {orderNumber}',
    payLinkBody: 'Pay order no. {orderNumber} ({amount}) by card with the link below, without signing in.',
    payLinkDue:
      'The link is valid until {dueDate}. If the payment does not arrive in time, the order is cancelled and the seats are released.',
    payByCard: 'Pay by card',
    lateSubject: 'Order no. {orderNumber}: your payment arrived after the cancellation – we will refund it',
    lateBody: 'Your payment arrived after order no. {orderNumber} was cancelled; we will refund it.',
    lateWhy:
      'We cancelled the order because the payment did not arrive in time, and released its seats; another fan may have bought them since. That is why no tickets are issued for this order.',
    lateToCard:
      'We will refund the whole amount to the card you paid with and let you know by e-mail when it is done.',
    lateToAccount:
      'We will send the whole amount by bank transfer to the account you paid from and let you know by e-mail when it is done.',
    lateChooseAgain: 'If you still want to go to the match, please choose your seats again.',
    questions: `Questions? Write to us at ${SUPPORT_EMAIL}.`,
    pushSubject: 'Tickets ready for payment',
    pushBody:
      'We have prepared seats at the match for you (number of seats: {seats}). Pay for them by card with the link below, no registration needed.',
    pushUntil: 'The seats are reserved for you until {until}. After that they are released.',
    pushAction: 'See and pay for the tickets',
    pushFootnote:
      'The link is meant only for you, do not forward it. If you did not ask for tickets, ignore this e-mail.',
    cancelledSubject: 'Order no. {orderNumber} has been cancelled',
    cancelledBody:
      'We have cancelled order no. {orderNumber} and released the reserved seats. It was not paid, so there is nothing to refund.',
    cancelledAgain: 'If you meant to pay for it, please choose your seats again.',
    refundedSubject: 'Order no. {orderNumber}: we are refunding your money',
    refundedBody: 'We have cancelled order no. {orderNumber}. Its tickets are no longer valid at the gate.',
    refundedToCard:
      'We have refunded {amount} to the card you paid with; you will see it in your account within a few days.',
    refundedToAccount: 'We will send {amount} by bank transfer to the account you paid from.',
    refundedFree: 'The order was free of charge, there is nothing to refund.',
    refundedCreditNote: 'The credit note is attached and in My orders.',
    lateRefundedSubject: 'Order no. {orderNumber}: we are refunding your payment',
    lateRefundedBody:
      'Your payment for order no. {orderNumber} reached us only after the order was cancelled, when the seats were no longer reserved for you. That is why no tickets were issued.',
  },
};
