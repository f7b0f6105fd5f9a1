/**
 * How tickets and invoices print money and time: Slovak style, Bratislava clock. The formatters are the
 * contract's (`@hokej/contract/format`), the same the web and the e-mails use.
 */
import { clubWallClock } from '@hokej/contract/format';

export {
  /** `DD.MM.YYYY` on the Bratislava clock. */
  formatClubDate as formatDate,
  /** `DD.MM.YYYY HH:mm` on the Bratislava clock (spec section 9). */
  formatClubDateTime as formatDateTime,
  formatEuroCents,
} from '@hokej/contract/format';

/** `YYYYMMDD` on the Bratislava clock (PAY by square due dates). */
export function compactDate(instant: Date): string {
  const t = clubWallClock(instant);
  return `${t.year}${t.month}${t.day}`;
}
