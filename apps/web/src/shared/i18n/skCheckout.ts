/**
 * The Slovak text of My orders and My invoices (not yet i18next). Kept apart from `sk` because only lazily
 * loaded pages use it, so a first visit does not download it. The checkout's text is skCheckoutPage.ts, the
 * payment and success pages' skPayment.ts.
 */
import {
  type OrderStatus,
  type TicketKind,
  ticketFileName,
  ticketsFileName,
} from '@hokej/contract/constants';
import { formatCount } from '../format/number.ts';

export type { TicketKind };

export const skCheckout = {
  orders: {
    title: 'Moje objednávky',
    loadFailed: 'Objednávky sa nepodarilo načítať.',
    empty: 'Zatiaľ nemáte žiadne objednávky.',
    buy: 'Kúpiť vstupenky',
    orderTitle: (orderNumber: string) => `Objednávka č. ${orderNumber}`,
    created: 'Vytvorená',
    paidAt: 'Zaplatená',
    /** An installment order's payment date is its first part's. */
    firstPartPaidAt: 'Prvá splátka zaplatená',
    expires: 'Zaplaťte do',
    expired: 'Čas na zaplatenie vypršal.',
    timeLeft: 'Zostáva',
    timeLeftLabel: (time: string) => `Na zaplatenie zostáva ${time}`,
    paymentType: 'Spôsob platby',
    card: 'Karta',
    bankTransfer: 'Bankový prevod',
    installments: 'Splátky',
    total: 'Spolu',
    discount: (code: string | null) => (code ? `Zľava (${code})` : 'Zľava'),
    serial: (serial: string, season = false) => `${season ? 'Permanentka' : 'Vstupenka'} č. ${serial}`,
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
    ticketsFile: (orderNumber: string, kind: TicketKind = 'MATCH') => ticketsFileName(orderNumber, kind),
    downloadTicket: (season: boolean) => (season ? 'Stiahnuť permanentku' : 'Stiahnuť vstupenku'),
    downloadTicketLabel: (serial: string, seat: string, season: boolean) =>
      `Stiahnuť ${season ? 'permanentku' : 'vstupenku'} č. ${serial} (${seat})`,
    ticketFailed: 'Vstupenku sa nepodarilo načítať.',
    addToCalendar: 'Do kalendára',
    addToCalendarLabel: (title: string) => `Pridať zápas ${title} do kalendára`,
    addOrderToCalendar: 'Pridať do kalendára',
    addMatchToCalendar: (title: string) => `Pridať do kalendára: ${title}`,
    addSeasonToCalendar: 'Pridať zápasy permanentky do kalendára',
    appleWallet: 'Apple Wallet',
    appleWalletLabel: (serial: string, season: boolean) =>
      `Pridať ${season ? 'permanentku' : 'vstupenku'} č. ${serial} do Apple Wallet`,
    passFile: (serial: string) => `vstupenka-${serial}.pkpass`,
    googleWallet: 'Google Wallet',
    googleWalletLabel: (serial: string, season: boolean) =>
      `Uložiť ${season ? 'permanentku' : 'vstupenku'} č. ${serial} do Google Wallet`,
    walletFailed: 'Vstupenku sa nepodarilo pridať do peňaženky.',
    ticketFile: (serial: string, season = false) => ticketFileName(serial, season),
    downloadInvoice: 'Stiahnuť faktúru',
    invoiceFailed: 'Faktúru sa nepodarilo načítať.',
    invoiceFile: (orderNumber: string) => `faktura-${orderNumber}.pdf`,
    downloadCreditNote: 'Stiahnuť dobropis',
    creditNoteFailed: 'Dobropis sa nepodarilo načítať.',
    creditNoteFile: (orderNumber: string) => `dobropis-${orderNumber}.pdf`,
    refundedAt: 'Peniaze vrátené',
    showTransfer: 'Platobné údaje',
    pagination: 'Stránky objednávok',
    previous: 'Predchádzajúca',
    next: 'Ďalšia',
    gap: 'Vynechané strany',
    page: (n: number) => `Strana ${n}`,
    range: (from: number, to: number, total: number) =>
      `${formatCount(from)}–${formatCount(to)} z ${formatCount(total)}`,
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
    orderShort: (orderNumber: string) => `obj. č. ${orderNumber}`,
    total: 'Suma s DPH',
    paymentType: 'Spôsob platby',
    download: 'Stiahnuť',
    pagination: 'Stránky faktúr',
  },
  orderStatus: {
    AWAITING_PAYMENT: 'Čaká na platbu',
    PAID: 'Zaplatená',
    CANCELLED: 'Zrušená',
    REFUNDED: 'Vrátená',
  } satisfies Record<OrderStatus, string>,
  /** Time left to pay: "04:59" under an hour, "5 h 03 min" under a day, "2 d 23 h" beyond. */
  hoursMinutes: (h: number, m: number) => `${h} h ${String(m).padStart(2, '0')} min`,
  daysHours: (d: number, h: number) => `${d} d ${h} h`,
} as const;
