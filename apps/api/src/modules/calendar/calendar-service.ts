import type { Db } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { Links } from '../users/links.ts';
import { calendarIcs } from './calendar-ics.ts';
import {
  bumpFeedVersion,
  feedVersionOf,
  findPublishedMatch,
  orderMatches,
  paidMatchesOf,
} from './calendar-repository.ts';
import type { FeedAddresses } from './feed-address.ts';

const FEED_NAME = 'HK Orly Zvolen – moje zápasy';

/** A match as an .ics file, and each fan's personal feed of the matches they have seats at. */
export function createCalendarService(db: Db, links: Links, addresses: FeedAddresses) {
  const host = new URL(links.myOrders()).host;
  const ics = (name: string, matches: Parameters<typeof calendarIcs>[1]) =>
    calendarIcs(name, matches, links.matchPage, host);
  const feedUrl = (userId: string, version: number) =>
    ({ url: links.calendarFeed(addresses.token(userId, version)) }) as const;

  return {
    async matchIcs(setupId: string): Promise<string> {
      const match = await findPublishedMatch(db, setupId);
      if (!match) fail('EVENT_NOT_FOUND');
      return ics(match.title, [match]);
    },

    /** The matches of an order, attached to its confirmation e-mail (a season ticket: the season's matches). */
    async orderIcs(orderId: string, orderNumber: number): Promise<string> {
      return ics(`Objednávka č. ${orderNumber}`, await orderMatches(db, orderId));
    },

    /** The feed behind a secret address; an unknown, malformed or replaced address is not found. */
    async feedIcs(token: string): Promise<string> {
      const userId = addresses.userOf(token);
      const version = userId === undefined ? undefined : await feedVersionOf(db, userId);
      if (userId === undefined || version === undefined || !addresses.verify(token, version))
        fail('CALENDAR_FEED_NOT_FOUND');
      return ics(FEED_NAME, await paidMatchesOf(db, userId));
    },

    async feedAddress(userId: string) {
      const version = await feedVersionOf(db, userId);
      if (version === undefined) fail('USER_NOT_FOUND');
      return feedUrl(userId, version);
    },

    /** A new secret address; the old one stops working at once. */
    async newFeedAddress(userId: string) {
      return feedUrl(userId, await bumpFeedVersion(db, userId));
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
