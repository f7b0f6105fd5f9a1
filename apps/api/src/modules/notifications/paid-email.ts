import type { ShopLanguage } from '@hokej/contract';
import { formatEuroCents } from '@hokej/contract/format';
import { layoutTexts } from './layout-texts.ts';
import { fill, messagesIn } from './message-tables.ts';
import { orderTexts } from './order-texts.ts';
import { type Email, emailTo } from './templates.ts';

/**
 * What the confirmation of a paid order names (issue 20): every line with its match or season, date and
 * seat, the total, and for an installment order how far its plan is paid. Lines and dates already in the
 * order's language.
 */
export type PaidSummary = {
  language: ShopLanguage;
  firstName: string;
  orderNumber: number;
  total: number;
  /** One line per ticket: "HK Orly Zvolen – HC Košice, 28.11.2026 18:00, …: sektor A, rad 1, miesto 5 (dospelý), 12,00 €". */
  lines: string[];
  /** Match tickets, season tickets or both: what the attachments are called. */
  kinds: { match: number; season: number };
  /** An installment order: parts paid so far, of how many, what was paid, the next part's due date. */
  installments: { paid: number; parts: number; paidAmount: number; nextDue: string | null } | null;
  ordersUrl: string;
};

type OrderTexts = typeof orderTexts.sk;

/** "zaplatená 1. splátka z 3", "zaplatené 2 splátky z 3", "zaplatených 5 splátok z 6" (Slovak count forms). */
export function installmentProgress(paid: number, parts: number, language: ShopLanguage = 'sk'): string {
  const t = messagesIn(orderTexts, language);
  const form = paid === 1 ? t.progressOne : paid >= 2 && paid <= 4 ? t.progressFew : t.progressMany;
  return fill(form, { paid, parts });
}

/** Where the tickets are: one ticket is "ju", more are "ich" (Slovak), by what was bought. */
function documents(t: OrderTexts, kinds: PaidSummary['kinds']): string {
  const one = kinds.match + kinds.season === 1;
  if (kinds.match > 0 && kinds.season > 0) return t.documentsMixed;
  if (kinds.season > 0) return one ? t.documentsOneSeason : t.documentsSeasons;
  return one ? t.documentsOneTicket : t.documentsTickets;
}

/** The order is paid (or its first installment is): what was bought, the total, the tickets attached. */
export function paidEmail(summary: PaidSummary): Email {
  const { language, firstName, orderNumber, total, lines, kinds, installments, ordersUrl } = summary;
  const euro = (cents: number) => formatEuroCents(cents, language);
  const partly = installments && installments.paid < installments.parts ? installments : null;
  const progress = partly ? installmentProgress(partly.paid, partly.parts, language) : '';
  return emailTo({ language, firstName }, orderTexts, (t) => ({
    subject: fill(partly ? t.partlySubject : t.paidSubject, { orderNumber, progress }),
    paragraphs: [
      partly
        ? fill(t.partlyThanks, { orderNumber, amount: euro(partly.paidAmount), progress }) +
          (partly.nextDue ? fill(t.partlyNext, { dueDate: partly.nextDue }) : t.partlyLast)
        : fill(t.paidThanks, { orderNumber, amount: euro(total) }),
      t.ordered,
      ...lines.map((line) => `• ${line}`),
      fill(partly ? t.partlyTotal : t.total, { total: euro(total) }),
      documents(t, kinds),
      kinds.season > 0 || kinds.match > 1 ? t.calendarMany : t.calendarOne,
    ],
    action: { label: messagesIn(layoutTexts, language).ordersLink, url: ordersUrl },
  }));
}
