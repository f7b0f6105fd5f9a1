/** A match's waiting list in the back office (ADMIN): the list in order, pause and resume its offers. */
import type { AdminWaitingList } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

const url = (matchId: string) => `v2/admin/events/${encodeURIComponent(matchId)}/waiting-list`;

export const waitingListAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminWaitingList: build.query<AdminWaitingList, string>({ query: url }),
    moveAdminWaitingList: build.mutation<AdminWaitingList, { matchId: string; action: 'pause' | 'resume' }>({
      query: ({ matchId, action }) => ({ url: `${url(matchId)}/${action}`, method: 'POST' }),
      // The answer is the list as it is now.
      onQueryStarted: async ({ matchId }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(waitingListAdminApi.util.upsertQueryData('getAdminWaitingList', matchId, data));
      },
    }),
  }),
});

export const { useGetAdminWaitingListQuery, useMoveAdminWaitingListMutation } = waitingListAdminApi;
