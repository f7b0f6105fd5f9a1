import { TZDate } from '@date-fns/tz';
import { CLUB_TIME_ZONE, type ShopLanguage } from '@hokej/contract';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar } from 'ical-generator';

/** One match as a calendar shows it. */
export type CalendarMatch = {
  setupId: string;
  title: string;
  startsAt: Date;
  endsAt: Date | null;
  venue: string;
  address: string;
  /** The fan's seats at this match, one line each ("Sektor A15, rad 5, miesto 10"); empty in a public entry. */
  seats: string[];
};

/** How long a match is taken to last when the club gave no end. */
const DEFAULT_LENGTH_MS = 3 * 60 * 60 * 1000;

/** The calendar's own words in its language. */
export type CalendarWords = {
  language: ShopLanguage;
  /** The product named in PRODID ("Vstupenky"). */
  product: string;
  /** The description's line with the match's page ("Vstupenky na zápas: https://…"). */
  linkLine: (url: string) => string;
};

/**
 * An iCalendar document (RFC 5545) with one VEVENT per match, in the club's local time with its
 * VTIMEZONE, so calendars show the time the club announced whatever zone the fan's phone is in.
 * `link(setupId)` is the match's page in the shop; `host` makes the UIDs stable and unique.
 */
export function calendarIcs(
  name: string,
  matches: CalendarMatch[],
  link: (setupId: string) => string,
  host: string,
  words: CalendarWords,
): string {
  const calendar = new ICalCalendar({
    name,
    prodId: { company: 'HK Orly Zvolen', product: words.product, language: words.language.toUpperCase() },
  });
  // No calendar-wide zone: DTSTAMP stays in UTC as RFC 5545 wants; each match carries the club's zone.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const match of matches) {
    const url = link(match.setupId);
    const description = [...match.seats, words.linkLine(url)].join('\n');
    const end = match.endsAt ?? new Date(match.startsAt.getTime() + DEFAULT_LENGTH_MS);
    calendar.createEvent({
      id: `${match.setupId}@${host}`,
      // A TZDate, not a Date: ical-generator writes a zoned time as the wall clock of the value it gets.
      start: new TZDate(match.startsAt, CLUB_TIME_ZONE),
      end: new TZDate(end, CLUB_TIME_ZONE),
      timezone: CLUB_TIME_ZONE,
      summary: match.title,
      location: match.address ? `${match.venue}, ${match.address}` : match.venue,
      description,
      url,
    });
  }
  return calendar.toString();
}
