import {
  type EventSummary,
  type EventsResponse,
  SEASON_CATEGORIES,
  type SeasonCategory,
  type SeasonSummary,
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

/**
 * A club text for a reader of `language`: the English where the reader prefers English and the club wrote
 * one, else the Slovak (decisions.md), with the language it is in.
 */
function inLanguage<T>(slovak: T, english: T | null, language: ShopLanguage): [T, ShopLanguage] {
  return language === 'en' && english !== null ? [english, 'en'] : [slovak, 'sk'];
}

/** A match or season with its description in both languages; `describedIn` gives the reader's. */
type Described = { description: string; descriptionEn: string | null };

/** The description for a reader of `language`, with `descriptionLanguage` saying which. */
function describedIn<T extends Described>({ descriptionEn, ...item }: T, language: ShopLanguage) {
  const [description, descriptionLanguage] = inLanguage(item.description, descriptionEn, language);
  return { ...item, description, descriptionLanguage };
}

/** A match of the list with the club's note and description in both languages; `eventsIn` gives the reader's. */
export type ListedEvent = Omit<EventSummary, 'noteLanguage' | 'descriptionLanguage'> &
  Described & { covidRestrictionEn: string | null };
export type EventList = Omit<EventsResponse, 'data'> & { data: ListedEvent[] };

/** A season of the list with its description in both languages; `seasonsIn` gives the reader's. */
export type ListedSeason = Omit<SeasonSummary, 'descriptionLanguage'> & Described;
export type SeasonList = { data: ListedSeason[] };

/** The match list for a reader of `language`: each note and description in theirs (`inLanguage`). */
export function eventsIn(list: EventList, language: ShopLanguage): EventsResponse {
  return {
    ...list,
    data: list.data.map(({ covidRestrictionEn, ...event }) => {
      const [covidRestriction, noteLanguage] = inLanguage(
        event.covidRestriction,
        covidRestrictionEn,
        language,
      );
      return { ...describedIn(event, language), covidRestriction, noteLanguage };
    }),
  };
}

/** The season list for a reader of `language`: each description as `eventsIn` gives a match's. */
export function seasonsIn(list: SeasonList, language: ShopLanguage): SeasonsResponse {
  return { data: list.data.map((season) => describedIn(season, language)) };
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
          descriptionEn: r.descriptionEn,
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

    /** Season offers that have not ended (each description in both languages, for `seasonsIn`). */
    async seasons(): Promise<SeasonList> {
      const rows = await listSetups(db, 'SEASON');
      return {
        data: rows.map((r) => ({
          uuid: r.id,
          title: r.title,
          startsAt: iso(r.startsAt),
          endsAt: iso(r.endsAt ?? r.startsAt),
          venue: r.venue,
          description: r.description,
          descriptionEn: r.descriptionEn,
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
