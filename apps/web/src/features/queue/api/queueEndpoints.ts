/** The fan's place in a waiting room: join once (a second join keeps the place), then ask where one stands. */
import type { QueueStatus } from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

export const queueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQueueStatus: build.query<QueueStatus, string>({
      query: (roomId) => `v2/queue/${roomId}/entry`,
    }),
    joinQueue: build.mutation<QueueStatus, string>({
      query: (roomId) => ({ url: `v2/queue/${roomId}/entry`, method: 'POST' }),
      async onQueryStarted(roomId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(queueApi.util.upsertQueryData('getQueueStatus', roomId, data));
      },
    }),
  }),
});

export const { useGetQueueStatusQuery, useJoinQueueMutation } = queueApi;
