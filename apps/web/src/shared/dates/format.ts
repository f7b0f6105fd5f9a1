/** Dates of the shop are shown in Slovak style in the club's time zone, whatever the visitor's clock says. */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { sk as skLocale } from 'date-fns/locale/sk';

export const SHOP_TIME_ZONE = 'Europe/Bratislava';

const inShopZone = (value: string | number | Date) => new TZDate(new Date(value).getTime(), SHOP_TIME_ZONE);

/** DD.MM.YYYY */
export const formatDate = (value: string | number | Date) => format(inShopZone(value), 'dd.MM.yyyy');
/** DD.MM.YYYY HH:mm */
export const formatDateTime = (value: string | number | Date) =>
  format(inShopZone(value), 'dd.MM.yyyy HH:mm');
/** HH:mm */
export const formatTime = (value: string | number | Date) => format(inShopZone(value), 'HH:mm');
/** Weekday name, e.g. "sobota". */
export const formatWeekday = (value: string | number | Date) =>
  format(inShopZone(value), 'EEEE', { locale: skLocale });

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
export const shopDay = (value: string | number | Date = Date.now()) =>
  format(inShopZone(value), 'yyyy-MM-dd');
/** A calendar day YYYY-MM-DD (no time, no zone) as DD.MM.YYYY. */
export const formatCalendarDay = (day: string) => day.split('-').reverse().join('.');
