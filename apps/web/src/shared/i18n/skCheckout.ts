/**
 * The Slovak text of checkout, the payment status, the order summary and My orders. Kept apart from `sk`
 * because only lazily loaded pages use it, so a first visit does not download it.
 */
import {
  type OrderStatus,
  type TicketKind,
  ticketFileName,
  ticketsFileName,
} from '@hokej/contract/constants';
import { formatCount } from '../format/number.ts';
import { plural } from './sk.ts';

export type { TicketKind };

const sentNoun: Record<TicketKind, [one: string, more: string]> = {
  MATCH: ['Vstupenku', 'Vstupenky'],
  SEASON: ['Permanentku', 'Permanentky'],
  MIXED: ['Vstupenky a permanentky', 'Vstupenky a permanentky'],
};

/** "Vstupenky sme vám poslali …, stiahnuť si ich …"; one document: "Permanentku …, stiahnuť si ju …". */
export const documentsSent = (kind: TicketKind, count: number) => {
  const one = count === 1 && kind !== 'MIXED';
  return `${sentNoun[kind][one ? 0 : 1]} sme vám poslali e-mailom v prílohe, stiahnuť si ${one ? 'ju' : 'ich'} môžete aj tu alebo kedykoľvek v časti Moje objednávky.`;
};

export const skCheckout = {
  checkout: {
    title: 'Košík a platba',
    loadFailed: 'Košík sa nepodarilo načítať.',
    empty: 'Košík je prázdny.',
    emptyHint: 'Vyberte si zápas a miesta na mape štadióna.',
    chooseSeats: 'Vybrať vstupenky',
    itemsTitle: 'Vstupenky',
    seat: (sector: string, row: string, name: string) => `Sektor ${sector}, rad ${row}, miesto ${name}`,
    ticketType: 'Typ vstupenky',
    ticketTypeLabel: (sector: string, row: string, name: string) =>
      `Typ vstupenky pre sektor ${sector}, rad ${row}, miesto ${name}`,
    adult: 'Dospelý',
    child: 'Dieťa',
    childRule:
      'Vstupenka Dieťa platí pre deti do 12 rokov vrátane. Dieťa musí byť v sprievode dospelej osoby a vstupuje na štadión osobitným vchodom pre deti.',
    remove: 'Odobrať',
    removeLabel: (sector: string, row: string, name: string) =>
      `Odobrať z košíka sektor ${sector}, rad ${row}, miesto ${name}`,
    updateFailed: 'Košík sa nepodarilo upraviť.',
    seasonNotPayable: 'Permanentky sa cez odkaz od klubu platiť nedajú. Odoberte ich, prosím, z košíka.',
    plasticCard: (price: string) => `Plastová karta (+${price})`,
    plasticCardLabel: (sector: string, row: string, name: string, price: string) =>
      `Plastová karta k permanentke sektor ${sector}, rad ${row}, miesto ${name} (+${price})`,
    plasticCardHint: 'Bez karty dostanete permanentku ako PDF s fotografiou držiteľa do mobilu.',
    contactTitle: 'Kontaktné údaje',
    contactIntro: 'Na tento e-mail pošleme potvrdenie objednávky a vstupenky.',
    holderOther: 'Vstupenku použije iná osoba',
    holderOtherLabel: (sector: string, row: string, seat: string) =>
      `Vstupenku na sektor ${sector}, rad ${row}, miesto ${seat} použije iná osoba`,
    holderLegend: (sector: string, row: string, seat: string) =>
      `Kto použije vstupenku (sektor ${sector}, rad ${row}, miesto ${seat})`,
    holderNote:
      'Kontakt na osobu, ktorá vstupenku použije, uchovávame pre potreby úradu verejného zdravotníctva ' +
      '2 týždne po zápase, potom ho vymažeme. Ak políčko nezaškrtnete, platí kontakt objednávateľa.',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    email: 'E-mail',
    phone: 'Telefónne číslo',
    phoneHint: 'V medzinárodnom tvare bez medzier, napríklad +421901234567.',
    invoiceTitle: 'Fakturačné údaje',
    invoiceIntro:
      'Faktúru vystavíme na meno z kontaktných údajov. Adresu vyplňte, ak ju chcete mať na faktúre; pri nákupe na firmu je povinná. ' +
      'Ak uvediete IBAN, bude na faktúre a vrátime naň peniaze, ak by sa platba vracala; vtedy vyplňte aj adresu.',
    paymentTitle: 'Spôsob platby',
    card: 'Platobná karta',
    cardHint: 'Zaplatíte hneď na zabezpečenej stránke platobnej brány.',
    bankTransfer: 'Bankový prevod',
    bankTransferHint:
      'Možný len 5 a viac dní pred zápasom. Objednávku treba zaplatiť do 3 dní, inak ju zrušíme a miesta uvoľníme.',
    noPaymentType:
      'Pre tento košík nemáte povolený žiadny spôsob platby. Obráťte sa, prosím, na pokladňu klubu.',
    installmentsNote: 'Platba na splátky sa pri vstupenkách na zápasy neponúka (len pri permanentkách).',
    installments: 'Na splátky',
    installmentsHint:
      'Len pre košík so samými permanentkami: najviac 3 splátky po 30 dňoch, prvú zaplatíte hneď kartou, na ďalšie vám pošleme e-mailom odkaz na platbu.',
    summaryTitle: 'Súhrn objednávky',
    subtotal: 'Vstupenky',
    discount: (code: string) => `Zľava (${code})`,
    ticketCount: (n: number) => plural(n, 'vstupenka', 'vstupenky', 'vstupeniek'),
    total: 'Spolu na úhradu',
    termsBefore: 'Súhlasím so ',
    termsLink: 'všeobecnými obchodnými podmienkami',
    termsAfter: '.',
    termsRequired: 'Na dokončenie objednávky je potrebný súhlas s obchodnými podmienkami.',
    contactConsent:
      'Súhlasím so spracovaním kontaktných údajov na doručenie vstupeniek a na kontaktovanie v súvislosti so zápasom (uchovávame ich 2 týždne po zápase).',
    lapsedBlock: 'Pred platbou odoberte z košíka miesta, ktorých rezervácia vypršala.',
    submitCard: 'Zaplatiť kartou',
    submitTransfer: 'Objednať a zaplatiť prevodom',
    submitInstallment: 'Zaplatiť prvú splátku kartou',
    submitting: 'Odosiela sa…',
    redirecting: 'Presmerúvame vás na platobnú bránu…',
    failed: 'Objednávku sa nepodarilo vytvoriť.',
  },
  /** A card-only link (push cart, installment, order payment link) of a shop that takes no cards now. */
  cardUnavailable: {
    title: 'Platba kartou teraz nie je možná',
    text: 'Obchod momentálne neprijíma platby kartou, preto sa tento odkaz nedá zaplatiť. Nič sme vám nestrhli.',
    help: 'Ako zaplatiť inak (napríklad bankovým prevodom), vám poradíme na ',
  },
  pushCheckout: {
    intro: 'Tento košík vám pripravil klub. Skontrolujte vstupenky, doplňte svoje údaje a zaplaťte kartou.',
    validUntil: (dateTime: string) => `Odkaz na košík platí do ${dateTime}.`,
    cardOnly: 'Košík z tohto odkazu sa dá zaplatiť iba platobnou kartou.',
    goneTitle: 'Tento odkaz na košík už neplatí',
    goneText:
      'Platnosť odkazu vypršala alebo ho klub zrušil. Ak ste košík už zaplatili, vstupenky sme vám poslali e-mailom.',
    goneHelp: 'Potrebujete pomoc alebo nový odkaz? Napíšte nám na ',
    empty: 'Košík z tohto odkazu je prázdny.',
    emptyHint: 'Ak ste ho už zaplatili, vstupenky sme vám poslali e-mailom.',
  },
  coupon: {
    label: 'Zľavový kód',
    apply: 'Uplatniť',
    applying: 'Overuje sa…',
    applied: 'Uplatnený zľavový kód',
    worth: (kind: 'PERCENT' | 'FIXED', value: string) => (kind === 'PERCENT' ? `${value} %` : value),
    remove: 'Odstrániť',
    removeLabel: (code: string) => `Odstrániť zľavový kód ${code}`,
    required: 'Zadajte zľavový kód.',
    wrongFormat:
      'Zľavový kód môže obsahovať len písmená bez diakritiky, číslice, podčiarkovník, bodku a pomlčku.',
    invalid: 'Zľavový kód nie je platný.',
    noLongerValid:
      'Zľavový kód už nie je platný (vypršal, minul sa alebo neplatí na vstupenky v košíku). Odstráňte ho, prosím.',
    notFound: 'Zľavový kód sa nenašiel. Skontrolujte, prosím, či ste ho zadali správne.',
    failed: 'Zľavový kód sa nepodarilo uplatniť.',
    removeFailed: 'Zľavový kód sa nepodarilo odstrániť.',
  },
  paymentStatus: {
    title: 'Stav platby',
    noOrder: 'V odkaze chýba číslo objednávky.',
    loginNeeded: 'Stav platby uvidíte po prihlásení.',
    /** A paid order with season tickets leads on to registering their holders. */
    registerHolders: 'Registrovať držiteľov permanentiek',
    login: 'Prihlásiť sa',
    checking: 'Overujeme platbu, chvíľu strpenia…',
    paidTitle: 'Zaplatené, ďakujeme!',
    paid: 'Platba prebehla úspešne. Vstupenky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo v časti Moje objednávky.',
    declinedTitle: 'Platba bola zamietnutá',
    declined:
      'Banka platbu kartou zamietla. Miesta sú pre vás ešte chvíľu rezervované, môžete to skúsiť znova.',
    /** Declined or abandoned, with the order's real payment deadline. */
    heldUntil: {
      declined: (until: string) =>
        `Banka platbu kartou zamietla. Miesta sú pre vás rezervované do ${until}, dovtedy to môžete skúsiť znova.`,
      abandoned: (until: string) =>
        `Platbu ste zrušili. Miesta sú pre vás rezervované do ${until}, dovtedy môžete zaplatiť znova.`,
    },
    abandonedTitle: 'Platba nebola dokončená',
    abandoned: 'Platbu ste zrušili. Miesta sú pre vás ešte chvíľu rezervované, môžete zaplatiť znova.',
    cancelledTitle: 'Objednávka je zrušená',
    cancelled: 'Čas na zaplatenie objednávky vypršal alebo bola zrušená. Miesta sme uvoľnili.',
    refundDueTitle: 'Platba prišla po zrušení objednávky',
    refundDue:
      'Objednávku sme zrušili skôr, ako prišla platba, a jej miesta sme uvoľnili. Vstupenky k nej nevystavíme a peniaze vám vrátime tým istým spôsobom, akým ste platili. Poslali sme vám o tom e-mail.',
    refundedTitle: 'Platba bola vrátená',
    refunded: 'Peniaze za túto objednávku sme vám vrátili.',
    waitingTitle: 'Platba sa ešte spracúva',
    waiting:
      'Platobná brána nám zatiaľ nepotvrdila výsledok. Ak ste zaplatili, vstupenky vám pošleme e-mailom hneď po potvrdení.',
    checkAgain: 'Skontrolovať znova',
    failedCheck: 'Stav platby sa nepodarilo zistiť.',
    buyMore: 'Kúpiť ďalšie vstupenky',
  },
  pushPaymentStatus: {
    noLink: 'V odkaze chýba číslo objednávky alebo odkaz na košík.',
    paid: 'Platba prebehla úspešne. Vstupenky sme poslali e-mailom na adresu uvedenú v kontaktných údajoch objednávky.',
    notFound:
      'Objednávku k tomuto odkazu sme nenašli. Ak ste zaplatili, vstupenky vám prídu e-mailom; inak nám, prosím, napíšte na ',
  },
  orderSuccess: {
    title: 'Objednávka prijatá',
    thanks: (orderNumber: string) => `Ďakujeme, objednávku č. ${orderNumber} sme prijali.`,
    notFound: 'Objednávku sa nepodarilo nájsť. Nájdete ju v časti Moje objednávky.',
    transferIntro:
      'Zaplaťte, prosím, bankovým prevodom podľa údajov nižšie. Údaje sme vám poslali aj e-mailom. Po pripísaní platby vám pošleme vstupenky.',
    /** Says what the confirmation e-mail says: the tickets are attached to it, and downloadable here. */
    paidIntro: (kind: TicketKind, count: number) => `Objednávka je zaplatená. ${documentsSent(kind, count)}`,
    partlyPaidIntro: (progress: string, kind: TicketKind, count: number) =>
      `${progress}. ${documentsSent(kind, count)}`,
  },
  bankTransfer: {
    title: 'Platobné údaje',
    iban: 'IBAN',
    beneficiary: 'Príjemca',
    variableSymbol: 'Variabilný symbol',
    amount: 'Suma',
    dueDate: 'Splatnosť',
    qrTitle: 'PAY by square',
    qrHint: 'Naskenujte QR kód v aplikácii svojej banky.',
    qrAlt: (vs: string) => `QR kód PAY by square na zaplatenie objednávky s variabilným symbolom ${vs}`,
    qrFailed: 'QR kód sa nepodarilo zobraziť. Zadajte, prosím, údaje ručne.',
    copyIban: 'Kopírovať IBAN',
    copyVariableSymbol: 'Kopírovať variabilný symbol',
  },
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
