import type { ShopLanguage } from '@hokej/contract';
import { formatEuroCents } from '@hokej/contract/format';
import { layoutTexts } from './layout-texts.ts';
import { fill, messagesIn } from './message-tables.ts';
import { PAY_BY_SQUARE_CID } from './outbox.ts';
import { paymentTexts } from './payment-texts.ts';
import { emailTo } from './templates.ts';

/** The bank transfer's details of an order just placed, in the order's language; dates already formatted. */
export function bankTransferEmail(
  language: ShopLanguage,
  firstName: string,
  orderNumber: number,
  transfer: { iban: string; variableSymbol: string; amount: number; dueDate: string },
  /** The order's card payment link; null when the shop takes no cards (production without a provider). */
  payUrl: string | null,
) {
  const amount = formatEuroCents(transfer.amount, language);
  const { variableSymbol, dueDate, iban } = transfer;
  return emailTo({ language, firstName }, paymentTexts, (t) => ({
    subject: fill(t.transferSubject, { orderNumber }),
    paragraphs: [
      fill(t.transferHeld, { dueDate }),
      fill(t.transferDetails, { iban, variableSymbol, amount }),
      t.transferQr,
      ...(payUrl ? [fill(t.transferByCard, { dueDate })] : []),
      t.transferLapse,
    ],
    image: {
      cid: PAY_BY_SQUARE_CID,
      alt: fill(t.transferQrAlt, { amount, variableSymbol }),
      caption: t.transferQrCaption,
    },
    ...(payUrl ? { action: { label: t.payByCard, url: payUrl } } : {}),
  }));
}

/** A part of an installment plan as the e-mails list it: the date already formatted in the order's language. */
export type PlanPart = { partNo: number; amount: number; dueDate: string; url: string | null };

/** The installment plan's e-mails, in the order's language. */
export const installmentEmails = {
  plan: (
    language: ShopLanguage,
    firstName: string,
    orderNumber: number,
    parts: PlanPart[],
    graceDays: number,
  ) =>
    emailTo({ language, firstName }, paymentTexts, (t) => ({
      subject: fill(t.planSubject, { orderNumber }),
      paragraphs: [
        fill(t.planFirstPaid, { orderNumber }),
        t.planNextByCard,
        ...parts.map(
          (p) =>
            fill(t.planPart, {
              partNo: p.partNo,
              amount: formatEuroCents(p.amount, language),
              dueDate: p.dueDate,
            }) + (p.url ? fill(t.planPartPay, { url: p.url }) : t.planPartPaid),
        ),
        t.planReminders,
      ],
      footnote: fill(t.planFootnote, { graceDays }),
    })),

  reminder: (
    language: ShopLanguage,
    firstName: string,
    orderNumber: number,
    part: { partNo: number; amount: number; dueDate: string; url: string },
    dueToday: boolean,
  ) => {
    const { partNo, dueDate } = part;
    return emailTo({ language, firstName }, paymentTexts, (t) => ({
      subject: fill(dueToday ? t.reminderTodaySubject : t.reminderSubject, { partNo, orderNumber, dueDate }),
      paragraphs: [
        fill(t.reminderDue, {
          partNo,
          orderNumber,
          dueDate,
          amount: formatEuroCents(part.amount, language),
        }),
        t.reminderByCard,
      ],
      action: { label: fill(t.reminderAction, { partNo }), url: part.url },
    }));
  },

  partPaid: (
    language: ShopLanguage,
    firstName: string,
    orderNumber: number,
    partNo: number,
    amount: number,
    ordersUrl: string,
  ) =>
    emailTo({ language, firstName }, paymentTexts, (t) => ({
      subject: fill(t.partPaidSubject, { partNo, orderNumber }),
      paragraphs: [
        fill(t.partPaidThanks, { partNo, orderNumber, amount: formatEuroCents(amount, language) }),
      ],
      action: { label: messagesIn(layoutTexts, language).ordersLink, url: ordersUrl },
    })),
};
