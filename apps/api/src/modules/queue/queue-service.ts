import type { QueueRoomList, QueueStatus } from '@hokej/contract';
import type { Db } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { AttemptLimits } from '../auth/attempt-limits.ts';
import type { AdmissionTokens } from './admission-token.ts';
import * as repo from './queue-repository.ts';
import { effectiveRate, fanStatus, publicRoom } from './queue-view.ts';

/** How long a process reuses a room's counts for the wait estimate (one count per room per 5 s). */
const COUNTS_MS = 5000;

/** When a fan refused by a full room should try again (places free up as the line is admitted). */
const FULL_RETRY_AFTER_S = 30;

/** True when a join would give the fan a new place: not in line, or their admission is over (as joinRoom decides). */
function needsPlace(entry: repo.EntryRow | undefined, now: Date | string): boolean {
  if (!entry) return true;
  if (!entry.admittedAt) return false;
  return (
    entry.checkedOutAt !== null || (entry.expiresAt !== null && new Date(entry.expiresAt) <= new Date(now))
  );
}

/** The fans' side of the waiting room: the active rooms, joining once, and where one stands. */
export function createQueueService(
  db: Db,
  deps: {
    tokens: AdmissionTokens;
    limits: AttemptLimits;
    joinsPerMinutePerAddress: number;
    /** The most fans waiting in one room (QUEUE_MAX_WAITING). */
    maxWaiting: number;
  },
) {
  const counts = new Map<string, { at: number; value: Promise<repo.RoomCounts> }>();

  function countsOf(roomId: string): Promise<repo.RoomCounts> {
    const known = counts.get(roomId);
    if (known && Date.now() - known.at < COUNTS_MS) return known.value;
    const value = repo.roomCounts(db, roomId);
    counts.set(roomId, { at: Date.now(), value });
    value.catch(() => counts.delete(roomId));
    return value;
  }

  async function openRoom(roomId: string): Promise<repo.RoomRow> {
    const room = await repo.roomById(db, roomId);
    if (!room) fail('QUEUE_ROOM_NOT_FOUND');
    return room;
  }

  /** The admission of an admitted fan, renewed while their cart of the sale is alive; undefined when over. */
  async function admissionOf(room: repo.RoomRow, entry: repo.EntryRow | undefined, userId: string) {
    if (!entry?.admittedAt || entry.checkedOutAt) return undefined;
    const end = await repo.renewWhileCartAlive(db, room.id, userId);
    if (!end || end.getTime() <= new Date(room.now).getTime()) return undefined;
    return { token: deps.tokens.sign({ roomId: room.id, userId, expiresAt: end.getTime() }), expiresAt: end };
  }

  async function status(
    room: repo.RoomRow,
    userId: string,
    entry: repo.EntryRow | undefined,
  ): Promise<QueueStatus> {
    const admission = await admissionOf(room, entry, userId);
    const preQueue = room.shuffledAt === null ? await repo.preQueueSize(db, room.id) : 0;
    const rate =
      entry?.admittedAt === null && entry.place !== null
        ? effectiveRate(room, await countsOf(room.id))
        : room.ratePerMinute;
    return fanStatus({ room, entry, preQueue, rate, admission });
  }

  return {
    /** Rooms that are not closed, for the match pages' link to the queue. */
    async activeRooms(): Promise<QueueRoomList> {
      const rooms = await repo.rooms(db, { withRecentlyClosed: false });
      return { rooms: rooms.map(publicRoom), serverTimestamp: Date.now() };
    },

    /** Takes the fan's one place in the room (the same place on a second join); joins are limited per address. */
    async join(userId: string, roomId: string, address: string): Promise<QueueStatus> {
      await deps.limits.consume([
        { key: `queue-join:${address}`, limit: { max: deps.joinsPerMinutePerAddress, windowS: 60 } },
      ]);
      const room = await openRoom(roomId);
      if (room.state === 'CLOSED') fail('QUEUE_ROOM_CLOSED');
      // A fan already in line keeps the place; only a new place counts against the room's limit.
      if (needsPlace(await repo.entryOf(db, roomId, userId), room.now)) {
        if ((await repo.waitingIn(db, roomId)) >= deps.maxWaiting)
          fail('QUEUE_FULL', { retryAfter: FULL_RETRY_AFTER_S });
      }
      return status(room, userId, await repo.joinRoom(db, roomId, userId));
    },

    /** Where the fan stands now; an admitted fan gets the (renewed) admission token. */
    async status(userId: string, roomId: string): Promise<QueueStatus> {
      const room = await openRoom(roomId);
      return status(room, userId, await repo.entryOf(db, roomId, userId));
    },

    /** Fans waiting per active room (for a metrics gauge). */
    waitingPerRoom: () => repo.waitingPerRoom(db),
  };
}

export type QueueService = ReturnType<typeof createQueueService>;
