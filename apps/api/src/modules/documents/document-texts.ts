import type { PaymentType, SeasonCategory, TicketType, Translation } from '@hokej/contract';

type PriceType = TicketType | SeasonCategory;

/** Every Slovak word printed on invoices and credit notes, in one place (STYLE.md). */
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

/** The price types in English, for the lines of e-mails and tickets of an order placed in English. */
export const priceTypesEn: Translation<typeof invoiceTexts.priceTypes> = {
  ADULT: 'adult',
  CHILD: 'child',
  GOLD: 'season ticket Gold',
  SILVER: 'season ticket Silver',
  PRODUCT: 'season ticket Orly Fan Pack',
  CLASSIC: 'season ticket classic',
  KIDS: 'season ticket for children',
  STUDENT: 'season ticket for students',
  B2B: 'season ticket for companies',
  ZTP: 'season ticket ZŤP (disabled)',
};
