/**
 * The Slovak text of My orders, My invoices and an order's status (namespace `orders`, English in
 * en/enOrders.ts), read by the order pages of features/orders. Kept apart from `shop` because only lazily
 * loaded pages use it.
 */
import {
  type OrderStatus,
  orderFileName,
  type TicketKind,
  ticketFileName,
  ticketsFileName,
} from '@hokej/contract/constants';
import { shopLanguage } from './shopI18n.ts';
import { shopNamespace } from './shopNamespace.ts';

export const skOrders = {
  orders: {
    title: 'Moje objednávky',
    loadFailed: 'Objednávky sa nepodarilo načítať.',
    empty: 'Zatiaľ nemáte žiadne objednávky.',
    buy: 'Kúpiť vstupenky',
    orderTitle: 'Objednávka č. {{orderNumber}}',
    created: 'Vytvorená',
    paidAt: 'Zaplatená',
    /** An installment order's payment date is its first part's. */
    firstPartPaidAt: 'Prvá splátka zaplatená',
    expires: 'Zaplaťte do',
    expired: 'Čas na zaplatenie vypršal.',
    timeLeft: 'Zostáva',
    timeLeftLabel: 'Na zaplatenie zostáva {{time}}',
    paymentType: 'Spôsob platby',
    card: 'Karta',
    bankTransfer: 'Bankový prevod',
    installments: 'Splátky',
    total: 'Spolu',
    discount: 'Zľava',
    discountCode: 'Zľava ({{code}})',
    serial: 'Vstupenka č. {{serial}}',
    seasonSerial: 'Permanentka č. {{serial}}',
    /** A ticket given to a friend (issue 22): the friend's new ticket replaced it. */
    transferredSerial: 'Vstupenka č. {{serial}} už neplatí: bola prevedená na inú osobu.',
    repay: 'Zaplatiť znova',
    repaying: 'Presmerúvame…',
    repayFailed: 'Platbu sa nepodarilo spustiť.',
    print: {
      MATCH: 'Vytlačiť vstupenky',
      SEASON: 'Vytlačiť permanentky',
      MIXED: 'Vytlačiť vstupenky a permanentky',
    } satisfies Record<TicketKind, string>,
    download: {
      MATCH: 'Stiahnuť vstupenky',
      SEASON: 'Stiahnuť permanentky',
      MIXED: 'Stiahnuť vstupenky a permanentky',
    } satisfies Record<TicketKind, string>,
    ticketsFailed: 'Vstupenky sa nepodarilo načítať.',
    downloadTicket: 'Stiahnuť vstupenku',
    downloadSeasonTicket: 'Stiahnuť permanentku',
    downloadTicketLabel: 'Stiahnuť vstupenku č. {{serial}} ({{seat}})',
    downloadSeasonTicketLabel: 'Stiahnuť permanentku č. {{serial}} ({{seat}})',
    ticketFailed: 'Vstupenku sa nepodarilo načítať.',
    addToCalendar: 'Do kalendára',
    addToCalendarLabel: 'Pridať zápas {{title}} do kalendára',
    addOrderToCalendar: 'Pridať do kalendára',
    addMatchToCalendar: 'Pridať do kalendára: {{title}}',
    addSeasonToCalendar: 'Pridať zápasy permanentky do kalendára',
    appleWallet: 'Apple Wallet',
    appleWalletLabel: 'Pridať vstupenku č. {{serial}} do Apple Wallet',
    appleWalletSeasonLabel: 'Pridať permanentku č. {{serial}} do Apple Wallet',
    googleWallet: 'Google Wallet',
    googleWalletLabel: 'Uložiť vstupenku č. {{serial}} do Google Wallet',
    googleWalletSeasonLabel: 'Uložiť permanentku č. {{serial}} do Google Wallet',
    walletFailed: 'Vstupenku sa nepodarilo pridať do peňaženky.',
    downloadInvoice: 'Stiahnuť faktúru',
    invoiceFailed: 'Faktúru sa nepodarilo načítať.',
    downloadCreditNote: 'Stiahnuť dobropis',
    creditNoteFailed: 'Dobropis sa nepodarilo načítať.',
    refundedAt: 'Peniaze vrátené',
    showTransfer: 'Platobné údaje',
    pagination: 'Stránky objednávok',
    previous: 'Predchádzajúca',
    next: 'Ďalšia',
    gap: 'Vynechané strany',
    page: 'Strana {{n}}',
    range: '{{from, count}}–{{to, count}} z {{total, count}}',
  },
  invoices: {
    title: 'Moje faktúry',
    intro: 'Faktúra vzniká pri zaplatení objednávky. Fakturačné údaje upravíte v časti Môj účet.',
    accountLink: 'Môj účet',
    loadFailed: 'Faktúry sa nepodarilo načítať.',
    empty: 'Zatiaľ nemáte žiadne faktúry. Vystavíme ich, keď zaplatíte objednávku.',
    caption: 'Faktúry, od najnovšej',
    number: 'Číslo faktúry',
    issued: 'Vystavená',
    order: 'Objednávka',
    orderShort: 'obj. č. {{orderNumber}}',
    total: 'Suma s DPH',
    paymentType: 'Spôsob platby',
    download: 'Stiahnuť',
    pagination: 'Stránky faktúr',
  },
  status: {
    AWAITING_PAYMENT: 'Čaká na platbu',
    PAID: 'Zaplatená',
    CANCELLED: 'Zrušená',
    REFUNDED: 'Vrátená',
  } satisfies Record<OrderStatus, string>,
  /** Time left to pay: "5 h 03 min" under a day (`mm` two digits), "2 d 23 h" beyond. */
  hoursMinutes: '{{h}} h {{mm}} min',
  daysHours: '{{d}} d {{h}} h',
} as const;

export const orderText = shopNamespace('orders', skOrders);

/** The names a downloaded document is saved under, in the current language (the contract's, as the API's). */
export const orderFiles = {
  tickets: (orderNumber: string, kind: TicketKind = 'MATCH') =>
    ticketsFileName(orderNumber, kind, shopLanguage()),
  ticket: (serial: string, season = false) => ticketFileName(serial, season, shopLanguage()),
  invoice: (orderNumber: string) => orderFileName('invoice', orderNumber, shopLanguage()),
  creditNote: (orderNumber: string) => orderFileName('creditNote', orderNumber, shopLanguage()),
  pass: (serial: string) => `${shopLanguage() === 'en' ? 'ticket' : 'vstupenka'}-${serial}.pkpass`,
  /** A match's public .ics, as the browser saves it from a calendar link. */
  matchCalendar: () => (shopLanguage() === 'en' ? 'match.ics' : 'zapas.ics'),
};
