/**
 * CSV as Slovak spreadsheets open it: UTF-8 with a byte-order mark (so Excel reads the diacritics),
 * semicolons between cells (the comma is the decimal mark), CRLF between rows, RFC 4180 quoting.
 */

export const CSV_BOM = '\ufeff';
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;
// A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe
// (OWASP "CSV injection"); only text typed by people goes through `text`, never numbers.
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null | undefined;

/** Text a person typed (names, e-mails): safe from being read as a formula. */
export function text(value: string | null | undefined): string {
  if (!value) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function cell(value: CsvCell): string {
  const s = value === null || value === undefined ? '' : String(value);
  return NEEDS_QUOTES.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One CSV line with its CRLF. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(cell).join(';')}\r\n`;
}
