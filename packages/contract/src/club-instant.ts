/** Wall-clock arithmetic on the club's clock (Europe/Bratislava), by `@date-fns/tz`. */
import { TZDate } from '@date-fns/tz';
import { CLUB_TIME_ZONE } from './club-time.ts';

/**
 * The instant of a wall-clock time on the club's clock (`month` 1–12); a day past the month's end rolls
 * over (`day: 32` of January is 1 February). Across a daylight-saving change the zone's rules decide.
 */
export function clubInstant(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(new TZDate(year, month - 1, day, hour, minute, CLUB_TIME_ZONE).getTime());
}
