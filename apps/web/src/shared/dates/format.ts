/**
 * Dates of the shop are shown in the page's language (Slovak `DD.MM.YYYY`, English en-GB `DD/MM/YYYY`) in the
 * club's time zone, whatever the visitor's clock says.
 */
import {
  CLUB_TIME_ZONE,
  clubDay,
  clubWeekday,
  formatClubDate,
  formatClubDateTime,
  formatClubTime,
} from '@hokej/contract/format';
import { shopLanguage } from '../i18n/shopI18n.ts';

export const SHOP_TIME_ZONE = CLUB_TIME_ZONE;

/** DD.MM.YYYY (DD/MM/YYYY) */
export const formatDate = (value: string | number | Date) => formatClubDate(value, shopLanguage());
/** DD.MM.YYYY HH:mm (DD/MM/YYYY HH:mm) */
export const formatDateTime = (value: string | number | Date) => formatClubDateTime(value, shopLanguage());
/** HH:mm */
export const formatTime = formatClubTime;
/** HH:mm:ss (seconds are the same in every zone the club could be in). */
export const formatClock = (value: string | number | Date) =>
  `${formatClubTime(value)}:${String(new Date(value).getUTCSeconds()).padStart(2, '0')}`;
/** Weekday name, e.g. "sobota" ("Saturday"). */
export const formatWeekday = (value: string | number | Date) => clubWeekday(value, shopLanguage());

/** mm:ss of a duration in milliseconds (minutes may exceed 59). */
export function formatCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** h:mm:ss of a duration of an hour or more (a push link's countdown may run for up to a day). */
export function formatLongCountdown(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  if (hours === 0) return formatCountdown(ms);
  const rest = formatCountdown((totalSeconds % 3600) * 1000);
  return `${hours}:${rest}`;
}
/** The calendar day (YYYY-MM-DD) of an instant in the club's time zone, e.g. for a date input. */
export const shopDay = clubDay;
/** A calendar day YYYY-MM-DD (no time, no zone) as DD.MM.YYYY. */
export const formatCalendarDay = (day: string) =>
  day
    .split('-')
    .reverse()
    .join(shopLanguage() === 'en' ? '/' : '.');
