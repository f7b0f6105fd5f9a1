import {
  type EventSummary,
  type EventsResponse,
  SEASON_CATEGORIES,
  type SeasonCategory,
  type SeasonsResponse,
  type SeasonTicketsResponse,
  type ShopLanguage,
  seasonCategoryInfo,
} from '@hokej/contract';
import { type Db, iso } from '../../db/client.ts';
import { presaleOf } from '../presale/presale-sql.ts';
import { isPhoneVerified, listSeasonCategoryPrices, listSetups } from './catalog-repository.ts';

const isCategory = (value: string): value is SeasonCategory =>
  (SEASON_CATEGORIES as readonly string[]).includes(value);

/** A match of the list with the club's note in both languages; `eventsIn` gives the reader's. */
export type ListedEvent = Omit<EventSummary, 'noteLanguage'> & { covidRestrictionEn: string | null };
export type EventList = Omit<EventsResponse, 'data'> & { data: ListedEvent[] };

/**
 * The match list for a reader of `language`: each match's note in English where the reader prefers English
 * and the match has an English note, else the Slovak note (decisions.md), with `noteLanguage` saying which.
 */
export function eventsIn(list: EventList, language: ShopLanguage): EventsResponse {
  return {
    ...list,
    data: list.data.map(({ covidRestrictionEn, ...event }) =>
      language === 'en' && covidRestrictionEn !== null
        ? { ...event, covidRestriction: covidRestrictionEn, noteLanguage: 'en' as const }
        : { ...event, noteLanguage: 'sk' as const },
    ),
  };
}

export function createCatalogService(db: Db) {
  return {
    /**
     * Upcoming matches with availability (each note in both languages, for `eventsIn`), and whether the
     * caller still has to verify a phone to buy.
     */
    async events(userId: string | null): Promise<EventList> {
      const rows = await listSetups(db, 'EVENT');
      return {
        data: rows.map((r) => ({
          uuid: r.id,
          title: r.title,
          opponent: r.opponent ?? '',
          startsAt: iso(r.startsAt),
          venue: r.venue,
          covidRestriction: r.covidRestriction,
          covidRestrictionEn: r.covidRestrictionEn,
          description: r.description,
          availableSeats: r.availableSeats,
          priceFrom: r.priceFrom ?? 0,
          onSale: r.onSale,
          isPhoneNumberRequired: r.phoneRequired,
          presale: presaleOf(r),
        })),
        isPhoneNumberRequired: rows.some((r) => r.phoneRequired),
        phoneNumberVerified: userId ? await isPhoneVerified(db, userId) : false,
      };
    },

    /** Season offers that have not ended. */
    async seasons(): Promise<SeasonsResponse> {
      const rows = await listSetups(db, 'SEASON');
      return {
        data: rows.map((r) => ({
          uuid: r.id,
          title: r.title,
          startsAt: iso(r.startsAt),
          endsAt: iso(r.endsAt ?? r.startsAt),
          venue: r.venue,
          description: r.description,
          matchCount: r.matchCount,
          availableSeats: r.availableSeats,
          priceFrom: r.priceFrom ?? 0,
          onSale: r.onSale,
          presale: presaleOf(r),
        })),
      };
    },

    /** The season-ticket offer: each category of each season with its price range. */
    async seasonTickets(): Promise<SeasonTicketsResponse> {
      const rows = await listSeasonCategoryPrices(db);
      return {
        data: rows.flatMap((r) =>
          isCategory(r.category) ? [{ ...r, category: r.category, ...seasonCategoryInfo[r.category] }] : [],
        ),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
