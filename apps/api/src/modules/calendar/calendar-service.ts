import type { ShopLanguage } from '@hokej/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { fill, messagesIn } from '../notifications/message-tables.ts';
import type { Links } from '../users/links.ts';
import { accountLanguage } from '../users/user-language.ts';
import { type CalendarMatch, calendarIcs } from './calendar-ics.ts';
import {
  bumpFeedVersion,
  feedVersionOf,
  findPublishedMatch,
  orderMatches,
  paidMatchesOf,
  type SeatLine,
} from './calendar-repository.ts';
import { calendarTexts } from './calendar-texts.ts';
import type { FeedAddresses } from './feed-address.ts';

/** An .ics document, its file name (without .ics) and the language its words are in. */
export type CalendarFile = { ics: string; file: string; language: ShopLanguage };

/** A match as an .ics file, and each fan's personal feed of the matches they have seats at. */
export function createCalendarService(db: Db, links: Links, addresses: FeedAddresses) {
  const host = new URL(links.myOrders()).host;
  const words = (language: ShopLanguage) => {
    const t = messagesIn(calendarTexts, language);
    const seatLine: SeatLine = (seat) => fill(t.seat, seat);
    const ics = (name: string, matches: CalendarMatch[]) =>
      calendarIcs(name, matches, links.matchPage, host, {
        language,
        product: t.product,
        linkLine: (url) => fill(t.link, { url }),
      });
    return { t, seatLine, ics };
  };
  const feedUrl = (userId: string, version: number) =>
    ({ url: links.calendarFeed(addresses.token(userId, version)) }) as const;

  return {
    /** A published match as an .ics in `language` (its description's words and its file name). */
    async matchIcs(setupId: string, language: ShopLanguage): Promise<CalendarFile> {
      const match = await findPublishedMatch(db, setupId);
      if (!match) fail('EVENT_NOT_FOUND');
      const { t, ics } = words(language);
      return { ics: ics(match.title, [match]), file: t.matchFile, language };
    },

    /** The matches of an order, attached to its confirmation e-mail (a season ticket: the season's matches). */
    async orderIcs(orderId: string, orderNumber: number, language: ShopLanguage): Promise<string> {
      const { t, seatLine, ics } = words(language);
      return ics(fill(t.orderName, { orderNumber }), await orderMatches(db, orderId, seatLine));
    },

    /**
     * The feed behind a secret address, in the account's language; an unknown, malformed or replaced
     * address is not found.
     */
    async feedIcs(token: string): Promise<CalendarFile> {
      const userId = addresses.userOf(token);
      const version = userId === undefined ? undefined : await feedVersionOf(db, userId);
      if (userId === undefined || version === undefined || !addresses.verify(token, version))
        fail('CALENDAR_FEED_NOT_FOUND');
      const language = await accountLanguage(db, userId);
      const { t, seatLine, ics } = words(language);
      return { ics: ics(t.feedName, await paidMatchesOf(db, userId, seatLine)), file: t.feedFile, language };
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
