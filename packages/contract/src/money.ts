/** Money of the shop: integer euro cents everywhere, shown one way by the web, the API, PDFs and e-mails. */
const NBSP = '\u00a0';

/**
 * Integer euro cents as money of the language: Slovak `12,50 €`, `1 234,00 €`, `-3,10 €` (the spaces are
 * non-breaking, so an amount never wraps in a table cell); English (en-IE) `€12.50`, `€1,234.00`, `-€3.10`.
 * Written out rather than `Intl.NumberFormat`, so every platform (ICU data differ) prints the same characters.
 */
export function formatEuroCents(cents: number, language: 'sk' | 'en' = 'sk'): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, language === 'en' ? ',' : NBSP);
  const rest = (abs % 100).toString().padStart(2, '0');
  if (language === 'en') return `${sign}€${euros}.${rest}`;
  return `${sign}${euros},${rest}${NBSP}€`;
}

/**
 * Integer cents as a bare decimal with a comma, no grouping and no currency: `12,50`, `1234,00`, `-3,10`.
 * For where the unit stands elsewhere: the sales CSV's cells, the price grid's cells, a foreign bank amount.
 */
export function centsDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${(abs % 100).toString().padStart(2, '0')}`;
}
