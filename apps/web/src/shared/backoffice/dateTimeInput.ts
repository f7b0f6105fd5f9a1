/** The back office's date-time inputs (`datetime-local`) read and write the club's wall clock, whatever the browser's zone. */
import { clubInstant, clubWallClock } from '@hokej/contract/format';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** ISO instant → "yyyy-MM-ddTHH:mm" in Europe/Bratislava. */
export function toDateTimeInput(iso: string | Date): string {
  const t = clubWallClock(iso);
  return `${t.year}-${t.month}-${t.day}T${t.hour}:${t.minute}`;
}

/** "yyyy-MM-ddTHH:mm" meant in Europe/Bratislava → ISO instant; null when the text is not such a time. */
export function fromDateTimeInput(value: string): string | null {
  const m = LOCAL.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = clubInstant(y, mo, d, h, mi);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
