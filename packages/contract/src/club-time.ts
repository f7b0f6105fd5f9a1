/**
 * The club's clock (Europe/Bratislava) for every side: the web, the API, PDFs and e-mails show and compute
 * times on it whatever the clock of the server or the visitor says. Formatting uses the platform's
 * `Intl` (no library on the web's first load); wall-clock arithmetic is `club-instant.ts` (`@date-fns/tz`).
 */

export const CLUB_TIME_ZONE = 'Europe/Bratislava';

type Instant = string | number | Date;

/** A moment on the club's clock, each part zero-padded (`month: '03'`, `hour: '09'`). */
export interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

let partsFormat: Intl.DateTimeFormat | undefined;
let weekdayFormat: Intl.DateTimeFormat | undefined;

/** The parts of an instant on the club's clock. */
export function clubWallClock(instant: Instant): WallClock {
  partsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: CLUB_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

/** `DD.MM.YYYY` on the club's clock; in English (en-GB) `DD/MM/YYYY`. */
export function formatClubDate(instant: Instant, language: 'sk' | 'en' = 'sk'): string {
  const t = clubWallClock(instant);
  return language === 'en' ? `${t.day}/${t.month}/${t.year}` : `${t.day}.${t.month}.${t.year}`;
}

/** `DD.MM.YYYY HH:mm` on the club's clock (spec section 9); in English (en-GB) `DD/MM/YYYY HH:mm`. */
export function formatClubDateTime(instant: Instant, language: 'sk' | 'en' = 'sk'): string {
  const t = clubWallClock(instant);
  return `${formatClubDate(instant, language)} ${t.hour}:${t.minute}`;
}

/** `HH:mm` on the club's clock. */
export function formatClubTime(instant: Instant): string {
  const t = clubWallClock(instant);
  return `${t.hour}:${t.minute}`;
}

/** The calendar day `YYYY-MM-DD` of an instant on the club's clock. */
export function clubDay(instant: Instant = Date.now()): string {
  const t = clubWallClock(instant);
  return `${t.year}-${t.month}-${t.day}`;
}

let englishWeekdayFormat: Intl.DateTimeFormat | undefined;

/** The name of the day of the week on the club's clock, e.g. "sobota" (or "Saturday" in English). */
export function clubWeekday(instant: Instant, language: 'sk' | 'en' = 'sk'): string {
  if (language === 'en') {
    englishWeekdayFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: CLUB_TIME_ZONE, weekday: 'long' });
    return englishWeekdayFormat.format(new Date(instant));
  }
  weekdayFormat ??= new Intl.DateTimeFormat('sk-SK', { timeZone: CLUB_TIME_ZONE, weekday: 'long' });
  return weekdayFormat.format(new Date(instant));
}
