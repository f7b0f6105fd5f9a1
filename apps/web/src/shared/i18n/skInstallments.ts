/**
 * The Slovak text of installments (namespace `installments`): the plan in My orders and the invoice push page
 * (`/invoice/push/:uuid`), which also pays an unpaid order by card (`orderPush`).
 * Apart from the checkout's text so that these texts change without touching the checkout's.
 */
import { INSTALLMENT_GRACE_DAYS } from '@hokej/contract/constants';
import { shopNamespace } from './shopNamespace.ts';

export const skInstallments = {
  /** "Zaplatená 1. splátka z 3", "Zaplatené 2 splátky z 3", "Zaplatených 5 splátok z 6" (Slovak count forms). */
  partsPaid_one: 'Zaplatená {{count}}. splátka z {{parts}}',
  partsPaid_few: 'Zaplatené {{count}} splátky z {{parts}}',
  partsPaid_many: 'Zaplatených {{count}} splátok z {{parts}}',
  partsPaid_other: 'Zaplatených {{count}} splátok z {{parts}}',
  /** A partly paid order's status with the next due date (DD.MM.YYYY); `{{paid}}` is `partsPaid`. */
  progressNext: '{{paid}}, ďalšia do {{nextDue}}',
  /** The payment status page after part 1 of a plan was paid. */
  firstPartPaidTitle: 'Prvá splátka je zaplatená, ďakujeme!',
  firstPartPaid:
    '{{progress}}. {{documents}} Splátkový kalendár s odkazmi na platbu ďalších splátok sme poslali v samostatnom e-maile.',
  plan: {
    title: 'Splátkový kalendár',
    part: '{{partNo}}. splátka',
    due: 'Splatná',
    paid: 'Zaplatená',
    unpaid: 'Nezaplatená',
    overdue: 'Po splatnosti',
    paidOn: 'dňa {{date}}',
    pay: 'Zaplatiť',
    payLabel: 'Zaplatiť {{partNo}}. splátku',
    payFailed: 'Platbu splátky sa nepodarilo pripraviť.',
    blocked: `Splátka nebola zaplatená ani ${INSTALLMENT_GRACE_DAYS} dní po splatnosti, permanentka je pri vstupe zablokovaná. Po zaplatení sa odblokuje.`,
  },
  invoicePush: {
    title: 'Platba splátky',
    intro: 'Splátku permanentky zaplatíte kartou, bez prihlásenia.',
    partOf: '{{partNo}}. splátka z {{parts}}',
    order: 'Objednávka č. {{orderNumber}}',
    amount: 'Suma na zaplatenie',
    amountPaid: 'Suma',
    due: 'Splatná',
    orderTotal: 'Cena objednávky spolu',
    linkValid: 'Odkaz platí do {{dateTime}}.',
    pay: 'Zaplatiť {{amount}} kartou',
    paying: 'Presmerúvame na platobnú bránu…',
    paid: 'Táto splátka je zaplatená. Ďakujeme!',
    paidOn: 'Platbu sme prijali {{dateTime}}.',
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
    order: 'Objednávka č. {{orderNumber}}',
    amount: 'Suma na zaplatenie',
    amountPaid: 'Suma',
    due: 'Zaplatiť do',
    pay: 'Zaplatiť kartou',
    paid: 'Objednávka je zaplatená. Ďakujeme!',
    paidOn: 'Platbu sme prijali {{dateTime}}. Vstupenky a faktúru sme poslali e-mailom na adresu objednávky.',
    closed: 'Objednávka bola zrušená, zaplatiť ju už nie je možné.',
    goneText:
      'Odkaz neexistuje, jeho platnosť vypršala, klub ho zrušil alebo je objednávka už zaplatená, vrátená či zrušená. Ak objednávka ešte čaká na platbu, klub vám môže poslať nový odkaz.',
  },
} as const;

export const installmentsText = shopNamespace('installments', skInstallments);
