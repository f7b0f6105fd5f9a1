/** A season ticket's matches and its seat released for one of them (issue 21): Moje permanentky and My orders. */
import type { SeatReleaseMatches } from '@hokej/contract';
import { baseApi } from '../api/baseApi.ts';

type Target = { ticketId: string; matchId: string };
const url = ({ ticketId, matchId }: Target) =>
  `v2/season/tickets/${encodeURIComponent(ticketId)}/releases/${encodeURIComponent(matchId)}`;

export const seatReleaseApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    seatReleases: build.query<SeatReleaseMatches, string>({
      query: (ticketId) => `v2/season/tickets/${encodeURIComponent(ticketId)}/releases`,
    }),
    releaseSeat: build.mutation<SeatReleaseMatches, Target>({
      query: (target) => ({ url: url(target), method: 'POST' }),
      // The answer is the season's matches as they are now: the list shows it at once.
      onQueryStarted: async ({ ticketId }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(seatReleaseApi.util.upsertQueryData('seatReleases', ticketId, data));
      },
    }),
    /** The credit note of a sold released seat, as an object URL the caller saves, then revokes. */
    releaseCreditNote: build.mutation<string, Target>({
      query: (target) => ({
        url: `${url(target)}/credit-note`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
    takeBackSeat: build.mutation<SeatReleaseMatches, Target>({
      query: (target) => ({ url: url(target), method: 'DELETE' }),
      onQueryStarted: async ({ ticketId }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(seatReleaseApi.util.upsertQueryData('seatReleases', ticketId, data));
      },
    }),
  }),
});

export const {
  useSeatReleasesQuery,
  useReleaseSeatMutation,
  useTakeBackSeatMutation,
  useReleaseCreditNoteMutation,
} = seatReleaseApi;
