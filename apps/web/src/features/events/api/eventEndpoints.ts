import type { EventsResponse, SeasonsResponse, SeasonTicketsResponse } from '@hokej/contract';
import type { ShopLanguage } from '@hokej/contract/constants';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const eventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The matches, each club's note and description in the shop's language where the match has it (the API reads the
     * Accept-Language every call carries): keyed by the language, so a switch fetches the other.
     */
    getEvents: build.query<EventsResponse, ShopLanguage>({
      query: () => 'v2/event',
      providesTags: ['Events'],
    }),
    /** The seasons, each description in the shop's language where it has one: keyed by the language too. */
    getSeasons: build.query<SeasonsResponse, ShopLanguage>({
      query: () => 'v2/season',
      providesTags: ['Seasons'],
    }),
    getSeasonTickets: build.query<SeasonTicketsResponse, void>({
      query: () => 'v2/season/offers',
      providesTags: ['Seasons'],
    }),
  }),
});

export const { useGetEventsQuery, useGetSeasonsQuery, useGetSeasonTicketsQuery } = eventApi;
