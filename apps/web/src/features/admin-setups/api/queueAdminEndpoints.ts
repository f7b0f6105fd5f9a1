/** The waiting rooms in the back office (ADMIN): list with live figures, open, change, pause, resume, close. */
import type {
  AdminQueueRoom,
  AdminQueueRoomList,
  CreateQueueRoomBody,
  UpdateQueueRoomBody,
} from '@hokej/contract';
import { baseApi } from '../../../shared/api/baseApi.ts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminQueue'] });

export const queueAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQueueRoomsAdmin: build.query<AdminQueueRoomList, void>({
      query: () => 'v2/admin/queue',
      providesTags: ['AdminQueue'],
    }),
    openQueueRoom: build.mutation<AdminQueueRoom, CreateQueueRoomBody>({
      query: (body) => ({ url: 'v2/admin/queue', method: 'POST', body }),
      invalidatesTags: ['AdminQueue'],
    }),
    updateQueueRoom: build.mutation<AdminQueueRoom, { id: string; body: UpdateQueueRoomBody }>({
      query: ({ id, body }) => ({ url: `v2/admin/queue/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['AdminQueue'],
    }),
    moveQueueRoom: build.mutation<AdminQueueRoom, { id: string; action: 'pause' | 'resume' | 'close' }>({
      query: ({ id, action }) => ({ url: `v2/admin/queue/${id}/${action}`, method: 'POST' }),
      invalidatesTags: ['AdminQueue'],
    }),
  }),
});

export const {
  useGetQueueRoomsAdminQuery,
  useOpenQueueRoomMutation,
  useUpdateQueueRoomMutation,
  useMoveQueueRoomMutation,
} = queueAdminApi;
