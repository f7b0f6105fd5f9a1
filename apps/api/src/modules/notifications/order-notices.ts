import { formatClubDate, formatClubDateTime, formatEuroCents } from '@hokej/contract/format';
import { layoutTexts } from './layout-texts.ts';
import { fill, messagesIn } from './message-tables.ts';
import { orderNoticeTexts } from './order-notice-texts.ts';
import { type Addressee, emailTo, type Message } from './templates.ts';

/** A notice about an order, in the order's language. */
const notice = (to: Addressee, build: (t: typeof orderNoticeTexts.sk) => Omit<Message, 'greeting'>) =>
  emailTo(to, orderNoticeTexts, build);
const euro = (to: Addressee, cents: number) => formatEuroCents(cents, to.language);

const ordersAction = (to: Addressee, url: string) => ({
  label: messagesIn(layoutTexts, to.language).ordersLink,
  url,
});

export const orderEmails = {
  /** The club sends a card-payment link to an unpaid order (back office). */
  payLink: (to: Addressee, orderNumber: number, pay: { amount: number; dueAt: Date; url: string }) =>
    notice(to, (t) => ({
      subject: fill(t.payLinkSubject, { orderNumber }),
      paragraphs: [
        fill(t.payLinkBody, { orderNumber, amount: euro(to, pay.amount) }),
        fill(t.payLinkDue, { dueDate: formatClubDate(pay.dueAt, to.language) }),
      ],
      action: { label: t.payByCard, url: pay.url },
    })),

  /** A payment came after the order was cancelled (its seats were freed): nothing is sold, the money goes back. */
  lateRefund: (to: Addressee, orderNumber: number, paidBy: 'CARD' | 'BANK_TRANSFER') =>
    notice(to, (t) => ({
      subject: fill(t.lateSubject, { orderNumber }),
      paragraphs: [
        fill(t.lateBody, { orderNumber }),
        t.lateWhy,
        paidBy === 'CARD' ? t.lateToCard : t.lateToAccount,
        t.lateChooseAgain,
      ],
      footnote: t.questions,
    })),
};

export const pushCartEmails = {
  /** The club prepared seats for the customer: the link opens them for payment by card, no account needed. */
  link: (to: Addressee, url: string, seats: number, expiresAt: string) =>
    notice(to, (t) => ({
      subject: t.pushSubject,
      paragraphs: [
        fill(t.pushBody, { seats }),
        fill(t.pushUntil, { until: formatClubDateTime(expiresAt, to.language) }),
      ],
      action: { label: t.pushAction, url },
      footnote: t.pushFootnote,
    })),
};

/** What the club's back office tells the buyer about an order it cancelled or refunded. */
export const orderAdminEmails = {
  cancelled: (to: Addressee, orderNumber: number, ordersUrl: string) =>
    notice(to, (t) => ({
      subject: fill(t.cancelledSubject, { orderNumber }),
      paragraphs: [fill(t.cancelledBody, { orderNumber }), t.cancelledAgain],
      action: ordersAction(to, ordersUrl),
    })),

  refunded: (
    to: Addressee,
    orderNumber: number,
    refund: { amount: number; method: 'CARD' | 'BANK_TRANSFER' | 'NONE' },
    ordersUrl: string,
  ) =>
    notice(to, (t) => {
      const how = { CARD: t.refundedToCard, BANK_TRANSFER: t.refundedToAccount, NONE: t.refundedFree };
      return {
        subject: fill(t.refundedSubject, { orderNumber }),
        paragraphs: [
          fill(t.refundedBody, { orderNumber }),
          fill(how[refund.method], { amount: euro(to, refund.amount) }),
          t.refundedCreditNote,
        ],
        action: ordersAction(to, ordersUrl),
      };
    }),

  latePaymentRefunded: (
    to: Addressee,
    orderNumber: number,
    refund: { amount: number; method: 'CARD' | 'BANK_TRANSFER' },
    ordersUrl: string,
  ) =>
    notice(to, (t) => ({
      subject: fill(t.lateRefundedSubject, { orderNumber }),
      paragraphs: [
        fill(t.lateRefundedBody, { orderNumber }),
        fill(refund.method === 'CARD' ? t.refundedToCard : t.refundedToAccount, {
          amount: euro(to, refund.amount),
        }),
      ],
      action: ordersAction(to, ordersUrl),
    })),
};
