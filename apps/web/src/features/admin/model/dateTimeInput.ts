/** The back office's date-time inputs (`datetime-local`) read and write the club's wall clock, whatever the browser's zone. */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { SHOP_TIME_ZONE } from '../../../shared/dates/format.ts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** ISO instant → "yyyy-MM-ddTHH:mm" in Europe/Bratislava. */
export const toDateTimeInput = (iso: string | Date) =>
  format(new TZDate(new Date(iso).getTime(), SHOP_TIME_ZONE), "yyyy-MM-dd'T'HH:mm");

/** "yyyy-MM-ddTHH:mm" meant in Europe/Bratislava → ISO instant; null when the text is not such a time. */
export function fromDateTimeInput(value: string): string | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new TZDate(y, mo - 1, d, h, mi, SHOP_TIME_ZONE);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
}
