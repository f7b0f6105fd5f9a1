/** How tickets and invoices print money and time: Slovak style, Bratislava clock. */
const TIME_ZONE = 'Europe/Bratislava';
const NBSP = '\u00a0';

const bratislavaParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

function wallClock(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  const parts = Object.fromEntries(bratislavaParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** `DD.MM.YYYY HH:mm` on the Bratislava clock (spec section 9). */
export function formatDateTime(instant: Date): string {
  const t = wallClock(instant);
  return `${t.day}.${t.month}.${t.year} ${t.hour}:${t.minute}`;
}

/** `DD.MM.YYYY` on the Bratislava clock. */
export function formatDate(instant: Date): string {
  const t = wallClock(instant);
  return `${t.day}.${t.month}.${t.year}`;
}

/** `YYYYMMDD` on the Bratislava clock (PAY by square due dates). */
export function compactDate(instant: Date): string {
  const t = wallClock(instant);
  return `${t.year}${t.month}${t.day}`;
}

/**
 * Integer euro cents as Slovak money: `12,50 €`, `1 234,00 €`, `-3,10 €`. The spaces are non-breaking,
 * so an amount never wraps in a table cell.
 */
export function formatEuroCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const rest = (abs % 100).toString().padStart(2, '0');
  return `${sign}${euros},${rest}${NBSP}€`;
}
