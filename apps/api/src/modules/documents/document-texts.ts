import {
  CHILD_AGE_LIMIT_YEARS,
  type PaymentType,
  type SeasonCategory,
  type TicketType,
} from '@hokej/contract';

type PriceType = TicketType | SeasonCategory;

/** Every Slovak word printed on tickets and invoices, in one place (STYLE.md). */
export const ticketTexts = {
  documentTitle: 'Vstupenka',
  heading: 'VSTUPENKA',
  matchDate: 'Dátum a čas',
  venue: 'Miesto konania',
  sector: 'Sektor',
  row: 'Rad',
  seat: 'Miesto',
  ticketType: 'Typ vstupenky',
  price: 'Cena',
  holder: 'Držiteľ',
  serial: 'Sériové číslo',
  scanHint: 'Pri vstupe ukážte tento QR kód',
  ticketTypes: { ADULT: 'Dospelý', CHILD: 'Dieťa' } satisfies Record<TicketType, string>,
  /** A season ticket is a "permanentka": its own heading, the season's dates, its category and rules. */
  season: {
    documentTitle: 'Permanentka',
    heading: 'PERMANENTKA',
    dates: 'Sezóna',
    range: (from: string, to: string) => `${from} – ${to}`,
    ticketType: 'Kategória',
    rules: [
      'Permanentka platí na jeden vstup na každý domáci zápas sezóny na uvedené miesto. Pri vstupe sa načíta jej ' +
        'QR kód; na každý zápas platí len prvé načítanie, preto permanentku nikomu neposielajte ani ju nezverejňujte.',
      'Brány štadióna sa otvárajú 60 minút pred začiatkom zápasu.',
      'Permanentku si vytlačte alebo ju ukážte na displeji telefónu. Poškodená permanentka s nečitateľným ' +
        'QR kódom neoprávňuje na vstup.',
      'Na požiadanie usporiadateľskej služby preukážte svoju totožnosť; permanentka s fotografiou platí len ' +
        'pre jej registrovaného držiteľa.',
      'Vstup pod vplyvom alkoholu alebo omamných látok je zakázaný, rovnako ako vnášanie pyrotechniky, ' +
        'zbraní, sklenených fliaš a plechoviek.',
      'Návštevník sa riadi návštevným poriadkom štadióna a pokynmi usporiadateľskej služby. Za porušenie ' +
        'môže byť z podujatia vykázaný bez náhrady vstupného.',
    ],
  },
  childRule:
    `Detská vstupenka: dieťa do ${CHILD_AGE_LIMIT_YEARS} rokov vrátane, len v sprievode dospelej osoby ` +
    's platnou vstupenkou. Vstup osobitným vchodom pre deti.',
  rulesHeading: 'Podmienky vstupu',
  rules: [
    'Vstupenka platí na jeden vstup na uvedený zápas a na uvedené miesto. Pri vstupe sa načíta jej QR kód; ' +
      'platí len prvé načítanie, preto vstupenku nikomu neposielajte ani ju nezverejňujte.',
    'Brány štadióna sa otvárajú 60 minút pred začiatkom zápasu.',
    'Vstupenku si vytlačte alebo ju ukážte na displeji telefónu. Poškodená vstupenka s nečitateľným ' +
      'QR kódom neoprávňuje na vstup.',
    'Na požiadanie usporiadateľskej služby preukážte svoju totožnosť a pri detskej vstupenke vek dieťaťa.',
    'Vstup pod vplyvom alkoholu alebo omamných látok je zakázaný, rovnako ako vnášanie pyrotechniky, ' +
      'zbraní, sklenených fliaš a plechoviek.',
    'Návštevník sa riadi návštevným poriadkom štadióna a pokynmi usporiadateľskej služby. Za porušenie ' +
      'môže byť z podujatia vykázaný bez náhrady vstupného.',
  ],
} as const;

export const invoiceTexts = {
  /** Ticket types and season-ticket categories as invoice lines name them. */
  priceTypes: {
    ADULT: 'dospelý',
    CHILD: 'dieťa',
    GOLD: 'permanentka Gold',
    SILVER: 'permanentka Silver',
    PRODUCT: 'permanentka Orly Fan Pack',
    CLASSIC: 'permanentka klasická',
    KIDS: 'permanentka detská',
    STUDENT: 'permanentka študentská',
    B2B: 'permanentka firemná',
    ZTP: 'permanentka ZŤP',
  } satisfies Record<PriceType, string>,
  plasticCardLine: (sector: string, row: string, seat: string) =>
    `Plastová karta k permanentke (sektor ${sector}, rad ${row}, miesto ${seat})`,
  documentTitle: 'Faktúra',
  heading: 'Faktúra – daňový doklad',
  number: 'Číslo faktúry',
  seller: 'Dodávateľ',
  buyer: 'Odberateľ',
  issueDate: 'Dátum vyhotovenia',
  deliveryDate: 'Dátum dodania',
  dueDate: 'Dátum splatnosti',
  variableSymbol: 'Variabilný symbol',
  paymentMethod: 'Spôsob úhrady',
  ico: 'IČO',
  dic: 'DIČ',
  icDph: 'IČ DPH',
  iban: 'IBAN',
  columns: {
    description: 'Popis',
    quantity: 'Množstvo',
    unitNet: 'Jedn. cena bez DPH',
    vatRate: 'Sadzba',
    vat: 'DPH',
    total: 'Spolu s DPH',
  },
  vatSummary: 'Rekapitulácia DPH',
  vatBase: 'Základ dane',
  vatAmount: 'DPH',
  withVat: 'Spolu s DPH',
  grandTotal: 'Spolu na úhradu',
  paidOn: 'Uhradené dňa',
  doNotPay: 'Faktúra je už uhradená, neuhrádzajte ju.',
  paymentMethods: {
    CARD: 'Platobná karta',
    BANK_TRANSFER: 'Bankový prevod',
    INSTALLMENTS: 'Splátky',
  } satisfies Record<PaymentType, string>,
  pieces: 'ks',
  discountLine: (code: string) => `Zľava – zľavový kód ${code}`,
  /** The credit note (dobropis) of a refunded order. */
  creditNote: {
    documentTitle: 'Dobropis',
    heading: 'Dobropis – opravný daňový doklad',
    number: 'Číslo dobropisu',
    correctsInvoice: 'K faktúre číslo',
    grandTotal: 'Spolu na vrátenie',
    note: 'Suma sa vracia odberateľovi. Dobropis neuhrádzajte.',
    line: (description: string) => `Storno: ${description}`,
  },
} as const;
