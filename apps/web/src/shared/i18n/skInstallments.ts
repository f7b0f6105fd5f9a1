/**
 * The Slovak text of installments: the plan in My orders and the invoice push page (`/invoice/push/:uuid`),
 * which also pays an unpaid order by card (`orderPush`).
 * Apart from `skCheckout` so that these texts change without touching the checkout's.
 */
import { INSTALLMENT_GRACE_DAYS } from '@hokej/contract/constants';

/** "Zaplatená 1. splátka z 3", "Zaplatené 2 splátky z 3", "Zaplatených 5 splátok z 6" (Slovak count forms). */
function partsPaid(paid: number, parts: number): string {
  if (paid === 1) return `Zaplatená 1. splátka z ${parts}`;
  if (paid >= 2 && paid <= 4) return `Zaplatené ${paid} splátky z ${parts}`;
  return `Zaplatených ${paid} splátok z ${parts}`;
}

export const skInstallments = {
  /** A partly paid order's status (My orders, the success page, the back office); the date DD.MM.YYYY. */
  progress: (paid: number, parts: number, nextDue: string | null) =>
    nextDue ? `${partsPaid(paid, parts)}, ďalšia do ${nextDue}` : partsPaid(paid, parts),
  /** The payment status page after part 1 of a plan was paid. */
  firstPartPaidTitle: 'Prvá splátka je zaplatená, ďakujeme!',
  firstPartPaid: (progress: string, documents: string) =>
    `${progress}. ${documents} Splátkový kalendár s odkazmi na platbu ďalších splátok sme poslali v samostatnom e-maile.`,
  plan: {
    title: 'Splátkový kalendár',
    part: (partNo: number) => `${partNo}. splátka`,
    due: 'Splatná',
    paid: 'Zaplatená',
    unpaid: 'Nezaplatená',
    overdue: 'Po splatnosti',
    paidOn: (date: string) => `dňa ${date}`,
    pay: 'Zaplatiť',
    payLabel: (partNo: number) => `Zaplatiť ${partNo}. splátku`,
    payFailed: 'Platbu splátky sa nepodarilo pripraviť.',
    blocked: `Splátka nebola zaplatená ani ${INSTALLMENT_GRACE_DAYS} dní po splatnosti, permanentka je pri vstupe zablokovaná. Po zaplatení sa odblokuje.`,
  },
  invoicePush: {
    title: 'Platba splátky',
    intro: 'Splátku permanentky zaplatíte kartou, bez prihlásenia.',
    partOf: (partNo: number, parts: number) => `${partNo}. splátka z ${parts}`,
    order: (orderNumber: string) => `Objednávka č. ${orderNumber}`,
    amount: 'Suma na zaplatenie',
    amountPaid: 'Suma',
    due: 'Splatná',
    orderTotal: 'Cena objednávky spolu',
    linkValid: (dateTime: string) => `Odkaz platí do ${dateTime}.`,
    pay: (amount: string) => `Zaplatiť ${amount} kartou`,
    paying: 'Presmerúvame na platobnú bránu…',
    paid: 'Táto splátka je zaplatená. Ďakujeme!',
    paidOn: (dateTime: string) => `Platbu sme prijali ${dateTime}.`,
    overdue: `Splátka je po splatnosti. Ak ju nezaplatíte ani ${INSTALLMENT_GRACE_DAYS} dní po splatnosti, permanentka sa pri vstupe zablokuje, kým ju nedoplatíte.`,
    payFailed: 'Platbu sa nepodarilo spustiť.',
    loadFailed: 'Platbu z odkazu sa nepodarilo načítať.',
    /** Before the link's answer says whether it pays an installment or an order. */
    loadingTitle: 'Platba kartou',
    goneTitle: 'Tento odkaz na platbu už neplatí',
    goneText:
      'Odkaz neexistuje, jeho platnosť vypršala alebo ho klub zrušil. Nový odkaz nájdete pri objednávke v časti Moje objednávky.',
    goneHelp: 'Potrebujete pomoc? Napíšte nám na ',
  },
  orderPush: {
    title: 'Platba objednávky',
    intro: 'Objednávku zaplatíte kartou, bez prihlásenia.',
    order: (orderNumber: string) => `Objednávka č. ${orderNumber}`,
    amount: 'Suma na zaplatenie',
    amountPaid: 'Suma',
    due: 'Zaplatiť do',
    pay: 'Zaplatiť kartou',
    paid: 'Objednávka je zaplatená. Ďakujeme!',
    paidOn: (dateTime: string) =>
      `Platbu sme prijali ${dateTime}. Vstupenky a faktúru sme poslali e-mailom na adresu objednávky.`,
    closed: 'Objednávka bola zrušená, zaplatiť ju už nie je možné.',
    goneText:
      'Odkaz neexistuje, jeho platnosť vypršala, klub ho zrušil alebo je objednávka už zaplatená, vrátená či zrušená. Ak objednávka ešte čaká na platbu, klub vám môže poslať nový odkaz.',
  },
} as const;
