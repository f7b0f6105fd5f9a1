import type { PaymentType, SeasonCategory, ShopLanguage, TicketType, Translation } from '@hokej/contract';

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
  /** A ticket's line: the match or season, when, the seat and its price type. */
  itemLine: (what: string, when: string, sector: string, row: string, seat: string, type: string) =>
    `${what}, ${when}, sektor ${sector}, rad ${row}, miesto ${seat} (${type})`,
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
  paidNote: (date: string) => `Uhradené dňa ${date}. Faktúra je už uhradená, neuhrádzajte ju.`,
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
    /** A season ticket's seat released for one match and sold: the holder's share (issue 21). */
    releaseLine: (match: string, date: string, sector: string, row: string, seat: string, percent: number) =>
      `Podiel ${percent}\u00a0% z predaja uvoľneného miesta permanentky: ${match}, ${date} (sektor ${sector}, rad ${row}, miesto ${seat})`,
  },
} as const;

/** The price types in English, for the lines of e-mails and tickets of an order placed in English. */
export const priceTypesEn: Translation<typeof invoiceTexts.priceTypes> = {
  ADULT: 'adult',
  CHILD: 'child',
  GOLD: 'Gold season ticket',
  SILVER: 'Silver season ticket',
  PRODUCT: 'Orly Fan Pack season ticket',
  CLASSIC: 'Classic season ticket',
  KIDS: 'children’s season ticket',
  STUDENT: 'student season ticket',
  B2B: 'corporate season ticket',
  ZTP: 'ZŤP (disability card) season ticket',
};

/**
 * The invoice's words in English, printed under the Slovak ones on an English order's invoice and credit
 * note (decisions.md: Slovak stays the tax document's language, English is its translation).
 */
export const invoiceTextsEn: Translation<typeof invoiceTexts> = {
  priceTypes: priceTypesEn,
  itemLine: (what: string, when: string, sector: string, row: string, seat: string, type: string) =>
    `${what}, ${when}, sector ${sector}, row ${row}, seat ${seat} (${type})`,
  plasticCardLine: (sector: string, row: string, seat: string) =>
    `Plastic card for the season ticket (sector ${sector}, row ${row}, seat ${seat})`,
  documentTitle: 'Invoice',
  heading: 'Invoice – tax document',
  number: 'Invoice number',
  seller: 'Supplier',
  buyer: 'Customer',
  issueDate: 'Date of issue',
  deliveryDate: 'Date of supply',
  dueDate: 'Due date',
  variableSymbol: 'Variable symbol',
  paymentMethod: 'Payment method',
  ico: 'Company ID',
  dic: 'Tax ID',
  icDph: 'VAT ID',
  iban: 'IBAN',
  columns: {
    description: 'Description',
    quantity: 'Quantity',
    unitNet: 'Unit price excl. VAT',
    vatRate: 'Rate',
    vat: 'VAT',
    total: 'Total incl. VAT',
  },
  vatSummary: 'VAT summary',
  vatBase: 'Tax base',
  vatAmount: 'VAT',
  withVat: 'Total incl. VAT',
  grandTotal: 'Total to pay',
  paidNote: (date: string) => `Paid on ${date}. The invoice is already paid, do not pay it.`,
  paymentMethods: { CARD: 'Payment card', BANK_TRANSFER: 'Bank transfer', INSTALLMENTS: 'Instalments' },
  pieces: 'pcs',
  discountLine: (code: string) => `Discount – discount code ${code}`,
  creditNote: {
    documentTitle: 'Credit note',
    heading: 'Credit note – corrective tax document',
    number: 'Credit note number',
    correctsInvoice: 'To invoice number',
    grandTotal: 'Total to refund',
    note: 'The amount is returned to the customer. Do not pay the credit note.',
    line: (description: string) => `Cancellation: ${description}`,
    releaseLine: (match: string, date: string, sector: string, row: string, seat: string, percent: number) =>
      `${percent}% share of the sale of the season ticket's released seat: ${match}, ${date} (sector ${sector}, row ${row}, seat ${seat})`,
  },
};

/** The words an invoice prints: Slovak, or for an English order each Slovak word with its English under it. */
export type InvoiceWords = Translation<typeof invoiceTexts>;

/** Slovak and English joined, Slovak first and English on the line under it, all the way down. */
function underEach<T>(sk: T, en: Translation<T>): Translation<T> {
  if (typeof sk === 'string') return (sk === en ? sk : `${sk}\n${en}`) as Translation<T>;
  if (typeof sk === 'function') {
    const english = en as unknown as (...args: unknown[]) => string;
    return ((...args: unknown[]) => `${sk(...args)}\n${english(...args)}`) as unknown as Translation<T>;
  }
  const entries = Object.entries(sk as object).map(([key, value]) => [
    key,
    underEach(value, (en as Record<string, never>)[key] as never),
  ]);
  return Object.fromEntries(entries) as Translation<T>;
}

const bilingualInvoiceTexts = underEach(invoiceTexts, invoiceTextsEn);

/** The invoice's words for an order in `language`: Slovak only, or bilingual (Slovak, English under it). */
export const invoiceWordsIn = (language: ShopLanguage): InvoiceWords =>
  language === 'en' ? bilingualInvoiceTexts : invoiceTexts;
