/**
 * The Slovak text of the back office's orders (search, detail, resend, cancel, refund). Apart from `skAdmin`
 * so that these pages change without touching the others; loaded only with the lazy back office.
 */
import type { AdminRefundFilter, RefundStatus } from '@hokej/contract';
import type { OrderStatus, PaymentType, TicketKind } from '@hokej/contract/constants';
import { formatCount } from '../format/number.ts';

/** What an order's documents are called: a season order's are permanentky, a match order's vstupenky. */
const ticketsNoun: Record<TicketKind, string> = {
  MATCH: 'Vstupenky',
  SEASON: 'Permanentky',
  MIXED: 'Vstupenky a permanentky',
};

export const skAdminOrders = {
  dashboard: {
    orders: 'Objednávky',
    ordersText: 'Nájdite objednávku, pošlite vstupenky znova, zrušte ju alebo vráťte peniaze.',
  },
  status: {
    AWAITING_PAYMENT: 'Čaká na platbu',
    PAID: 'Zaplatená',
    CANCELLED: 'Zrušená',
    REFUNDED: 'Vrátená',
  } satisfies Record<OrderStatus, string>,
  paymentType: {
    CARD: 'Karta',
    BANK_TRANSFER: 'Prevod',
    INSTALLMENTS: 'Splátky',
  } satisfies Record<PaymentType, string>,
  ticketType: {
    ADULT: 'Dospelý',
    CHILD: 'Dieťa',
    GOLD: 'Gold',
    SILVER: 'Silver',
    PRODUCT: 'Orly Fan Pack',
    CLASSIC: 'Klasická',
    KIDS: 'Detská',
    STUDENT: 'Študentská',
    B2B: 'Firemná',
    ZTP: 'ZŤP',
  } as Record<string, string>,
  search: {
    title: 'Objednávky',
    label: 'Hľadať',
    placeholder: 'E-mail, meno, číslo objednávky (VS), číslo vstupenky alebo id',
    status: 'Stav',
    anyStatus: 'Všetky stavy',
    submit: 'Hľadať',
    caption: 'Nájdené objednávky',
    empty: 'Žiadna objednávka nezodpovedá hľadaniu.',
    found: (n: number) => `Nájdené: ${formatCount(n)}`,
    columns: {
      number: 'Číslo',
      created: 'Vytvorená',
      buyer: 'Kupujúci',
      status: 'Stav',
      payment: 'Platba',
      tickets: 'Vstupenky',
      total: 'Suma',
    },
    refundDue: 'Treba vrátiť peniaze',
    refundToSend: 'Prevod na odoslanie',
    refund: 'Vrátenie peňazí',
    anyRefund: 'Všetky objednávky',
    refundFilter: {
      TO_BE_SENT: 'Vrátenia prevodom na odoslanie',
      DUE: 'Platby po zrušení na vrátenie',
    } satisfies Record<AdminRefundFilter, string>,
    previous: 'Predchádzajúca',
    next: 'Ďalšia',
    page: (n: number, of: number) => `Strana ${formatCount(n)} z ${formatCount(of)}`,
  },
  detail: {
    title: (number: string) => `Objednávka č. ${number}`,
    back: 'Späť na objednávky',
    notFound: 'Objednávka sa nenašla.',
    created: 'Vytvorená',
    paid: 'Zaplatená',
    expires: 'Platiť do',
    cancelled: 'Zrušená',
    refunded: 'Peniaze vrátené',
    payment: 'Spôsob platby',
    total: 'Suma',
    discount: (code: string | null) => (code ? `Zľava (${code})` : 'Zľava'),
    contact: 'Kontakt',
    account: 'Účet',
    noAccount: 'bez účtu (objednávka z odkazu)',
    invoice: 'Faktúra',
    refundDue: 'Platba prišla po zrušení objednávky: klub musí peniaze vrátiť.',
    /** A season order speaks of its season and permanentky, a match order of its match and vstupenky. */
    items: ticketsNoun,
    itemColumns: {
      setup: {
        MATCH: 'Zápas',
        SEASON: 'Sezóna',
        MIXED: 'Zápas alebo sezóna',
      } satisfies Record<TicketKind, string>,
      seat: 'Miesto',
      type: 'Typ',
      price: 'Cena',
      serial: {
        MATCH: 'Číslo vstupenky',
        SEASON: 'Číslo permanentky',
        MIXED: 'Číslo vstupenky alebo permanentky',
      } satisfies Record<TicketKind, string>,
      entry: 'Vstup',
    },
    seat: (sector: string, row: string, name: string) => `${sector}, rad ${row}, miesto ${name}`,
    notEntered: '—',
    payments: 'Platby',
    paymentColumns: { when: 'Kedy', provider: 'Brána', amount: 'Suma', status: 'Stav' },
    paymentStatus: {
      PENDING: 'Čaká',
      APPROVED: 'Schválená',
      DECLINED: 'Zamietnutá',
      ABANDONED: 'Opustená',
    } as Record<string, string>,
    bankPayment: (reference: string) => `Bankový prevod ${reference}`,
    noPayments: 'Žiadna platba.',
    refunds: 'Vrátenia peňazí',
    refundColumns: {
      when: 'Kedy',
      amount: 'Suma',
      method: 'Spôsob',
      creditNote: 'Dobropis',
      reason: 'Dôvod',
      status: 'Stav',
    },
    refundMethod: {
      CARD: 'na kartu',
      BANK_TRANSFER: 'prevodom',
      NONE: 'nič sa nevracia',
    } as Record<string, string>,
    refundStatus: {
      COMPLETED: 'vrátené',
      TO_BE_SENT: 'treba odoslať',
      SENT: 'odoslané',
    } satisfies Record<RefundStatus, string>,
    latePayment: 'platba po zrušení',
    sentOn: (day: string, by: string | null) => `odoslané ${day}${by ? ` (${by})` : ''}`,
    markSent: 'Označiť ako odoslané',
    markSentTitle: (amount: string) => `Vrátenie ${amount} prevodom je odoslané`,
    markSentText:
      'Zapíšte deň, keď banka klubu peniaze odoslala. Vrátenie zmizne zo zoznamu prevodov na odoslanie.',
    sentOnLabel: 'Dátum odoslania',
    sentNoteLabel: 'Poznámka alebo referencia banky (nepovinné)',
    markedSentToast: 'Vrátenie je označené ako odoslané.',
    emails: 'Odoslané e-maily',
    emailColumns: { when: 'Kedy', to: 'Komu', subject: 'Predmet', state: 'Stav' },
    emailState: (delivered: boolean, failed: boolean) =>
      failed ? 'nedoručený' : delivered ? 'odoslaný' : 'čaká na odoslanie',
    noEmails: 'Žiadny e-mail.',
    documents: 'Doklady',
    invoicePdf: 'Faktúra (PDF)',
    ticketsPdf: (kind: TicketKind) => `${ticketsNoun[kind]} (PDF)`,
    creditNotePdf: 'Dobropis (PDF)',
    pdfFailed: 'Dokument sa nepodarilo načítať.',
    actions: 'Úkony',
    resend: (kind: TicketKind) => `Poslať ${ticketsNoun[kind].toLowerCase()} znova`,
    resent: (kind: TicketKind, email: string) => `${ticketsNoun[kind]} sme znova poslali na ${email}.`,
    cancel: 'Zrušiť objednávku',
    cancelTitle: (number: string) => `Zrušiť objednávku č. ${number}?`,
    cancelText: 'Objednávka nie je zaplatená. Miesta sa uvoľnia pre ostatných a kupujúci dostane e-mail.',
    cancelled_: 'Objednávka je zrušená, miesta sú voľné.',
    refund: 'Vrátiť peniaze',
    refundTitle: (number: string) => `Vrátiť peniaze za objednávku č. ${number}?`,
    refundText: (amount: string, kind: TicketKind = 'MATCH') =>
      `Vráti sa celá suma ${amount}. ${ticketsNoun[kind]} prestanú platiť, miesta sa uvoľnia, vystaví sa dobropis a kupujúci dostane e-mail. Úkon sa nedá vrátiť späť.`,
    reason: 'Dôvod (nepovinné)',
    refundedToast: (creditNote: string) => `Peniaze sú vrátené, dobropis ${creditNote}.`,
    refundLateText: (amount: string) =>
      `Platba ${amount} prišla až po zrušení objednávky. Vráti sa tým istým spôsobom: na kartu cez platobnú bránu, prevod pošle banka klubu. Miesta ani iné objednávky sa nemenia, dobropis sa nevystavuje. Úkon sa nedá vrátiť späť.`,
    lateRefundedToast: 'Platba po zrušení je vrátená.',
    close: 'Zavrieť',
  },
  /** The card-payment link of an unpaid order (ADMIN, CASHIER). */
  payLink: {
    title: 'Odkaz na platbu kartou',
    intro: 'Zákazník zaplatí objednávku kartou bez prihlásenia. Odkaz platí do termínu platby objednávky.',
    open: (count: number) =>
      count === 0
        ? 'Žiadny platný odkaz.'
        : count === 1
          ? 'Platí 1 odkaz.'
          : count < 5
            ? `Platia ${count} odkazy.`
            : `Platí ${count} odkazov.`,
    send: 'Poslať odkaz e-mailom',
    sent: (email: string) => `Odkaz na platbu sme poslali na ${email}.`,
    sentLink: 'Odoslaný odkaz (dá sa skopírovať)',
    revoke: 'Zrušiť odkazy',
    revokeTitle: 'Zrušiť všetky platné odkazy na platbu?',
    revokeText:
      'Odkazy, ktoré zákazník dostal, prestanú fungovať. Objednávka zostane čakať na platbu a nový odkaz môžete kedykoľvek poslať.',
    revoked: (count: number) => `Zrušené odkazy: ${count}.`,
  },
};
