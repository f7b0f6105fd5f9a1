import type { EventsResponse, SeasonsResponse, SeasonTicketsResponse } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const eventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsResponse, void>({ query: () => 'v2/event', providesTags: ['Events'] }),
    getSeasons: build.query<SeasonsResponse, void>({ query: () => 'v2/season', providesTags: ['Seasons'] }),
    getSeasonTickets: build.query<SeasonTicketsResponse, void>({
      query: () => 'v2/season/offers',
      providesTags: ['Seasons'],
    }),
  }),
});

export const { useGetEventsQuery, useGetSeasonsQuery, useGetSeasonTicketsQuery } = eventApi;
