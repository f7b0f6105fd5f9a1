import { type SQL, sql } from 'drizzle-orm';

// How an order's invoice and credit note numbers read (billing/ issues them, gap-free).

/** The printed number: the year and a six-digit sequence, e.g. 2026000042. */
export const invoiceNumber = (year: number, number: number) => `${year}${String(number).padStart(6, '0')}`;

/** The printed number: D, the year and a six-digit sequence, e.g. D2026000007 (apart from invoices). */
export const creditNoteNumber = (year: number, number: number) =>
  `D${year}${String(number).padStart(6, '0')}`;

/** The same number in SQL, for a `credit_notes` row under `alias`. */
export const creditNoteNumberSql = (alias: string): SQL =>
  sql.raw(`'D' || ${alias}.year || lpad(${alias}.number::text, 6, '0')`);
