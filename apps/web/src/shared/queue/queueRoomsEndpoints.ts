/** The sales behind an active waiting room (public): the match pages send the fan to the queue. */
import type { QueueRoomList, QueueRoomPublic } from '@hokej/contract';
import { baseApi } from '../api/baseApi.ts';

export const queueRoomsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQueueRooms: build.query<QueueRoomList, void>({
      query: () => 'v2/queue',
      extraOptions: { public: true },
    }),
  }),
});

export const { useGetQueueRoomsQuery } = queueRoomsApi;

/** The room guarding `setupUuid`: its own, else its season's, else the whole shop's. */
export function roomGuarding(
  rooms: readonly QueueRoomPublic[],
  setupUuid: string,
): QueueRoomPublic | undefined {
  return (
    rooms.find((r) => r.setupUuid === setupUuid) ??
    rooms.find((r) => r.matchUuids.includes(setupUuid)) ??
    rooms.find((r) => r.setupUuid === null)
  );
}
