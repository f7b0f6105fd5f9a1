/** The fan's waiting list of a sold-out match (issue 22): standing, join, leave; the offer and taking it. */
import type { MyWaitingList, WaitingListEntry, WaitingListJoinBody } from '@hokej/contract';
import { baseApi } from '../api/baseApi.ts';

const listUrl = (matchId: string) => `v2/event/${encodeURIComponent(matchId)}/waiting-list`;

export const waitingListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myWaitingList: build.query<MyWaitingList, string>({
      query: listUrl,
      providesTags: (_r, _e, matchId) => [{ type: 'WaitingList', id: matchId }],
    }),
    joinWaitingList: build.mutation<MyWaitingList, { matchId: string; body: WaitingListJoinBody }>({
      query: ({ matchId, body }) => ({ url: listUrl(matchId), method: 'POST', body }),
      invalidatesTags: (_r, _e, { matchId }) => [{ type: 'WaitingList', id: matchId }],
    }),
    leaveWaitingList: build.mutation<MyWaitingList, string>({
      query: (matchId) => ({ url: listUrl(matchId), method: 'DELETE' }),
      invalidatesTags: (_r, _e, matchId) => [{ type: 'WaitingList', id: matchId }],
    }),
    waitingListOffer: build.query<WaitingListEntry, string>({
      query: (id) => `v2/waiting-list/offers/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'WaitingList', id }],
    }),
    claimWaitingListOffer: build.mutation<WaitingListEntry, string>({
      query: (id) => ({ url: `v2/waiting-list/offers/${encodeURIComponent(id)}/claim`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'WaitingList', id }, 'Cart'],
    }),
  }),
});

export const {
  useMyWaitingListQuery,
  useJoinWaitingListMutation,
  useLeaveWaitingListMutation,
  useWaitingListOfferQuery,
  useClaimWaitingListOfferMutation,
} = waitingListApi;
