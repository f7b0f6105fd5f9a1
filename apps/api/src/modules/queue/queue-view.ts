import type { AdminQueueRoom, QueueFanState, QueueRoomPublic, QueueStatus } from '@hokej/contract';
import { iso } from '../../db/client.ts';
import type { EntryRow, RoomCounts, RoomRow } from './queue-repository.ts';

// How the API presents rooms and places: the fan's status and the back office's figures.

export function publicRoom(room: RoomRow): QueueRoomPublic {
  return {
    id: room.id,
    setupUuid: room.setupId,
    setupType: room.setupType,
    title: room.title,
    matchUuids: room.seasonMatches,
    state: room.state,
    opensAt: iso(room.opensAt),
  };
}

/** Admissions per minute the line really moves at: the rate, or fewer while the shopping cap binds. */
export function effectiveRate(room: RoomRow, counts: RoomCounts | undefined): number {
  if (!counts || counts.shopping < room.maxShopping || counts.admittedLast5 === 0) return room.ratePerMinute;
  return Math.min(room.ratePerMinute, counts.admittedLast5 / 5);
}

/** Seconds until `position` is admitted at `rate` per minute; null when the room does not move. */
export function waitSeconds(room: RoomRow, position: number, rate: number): number | null {
  if (room.state !== 'OPEN') return null;
  const untilOpening = Math.max(0, (new Date(room.opensAt).getTime() - new Date(room.now).getTime()) / 1000);
  return Math.ceil(untilOpening + (position / rate) * 60);
}

export interface FanFacts {
  room: RoomRow;
  entry: EntryRow | undefined;
  preQueue: number;
  rate: number;
  admission: { token: string; expiresAt: Date } | undefined;
}

/** The fan's state: where they stand in the room. */
export function fanState(entry: EntryRow | undefined, admission: FanFacts['admission']): QueueFanState {
  if (!entry) return 'NOT_IN_QUEUE';
  if (entry.admittedAt === null) return entry.place === null ? 'PRE_QUEUE' : 'WAITING';
  if (entry.checkedOutAt !== null) return 'DONE';
  return admission ? 'ADMITTED' : 'EXPIRED';
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, Math.round(n)));

export function fanStatus({ room, entry, preQueue, rate, admission }: FanFacts): QueueStatus {
  const status = fanState(entry, admission);
  const position = status === 'WAITING' && entry?.ahead != null ? entry.ahead + 1 : null;
  const estimatedWaitSeconds = position === null ? null : waitSeconds(room, position, rate);
  const now = new Date(room.now);
  const untilOpening = (new Date(room.opensAt).getTime() - now.getTime()) / 1000;
  // Poll sooner near the front and just before the opening; never slower than every 20 s.
  const pollAfterSeconds =
    status === 'WAITING'
      ? clamp((estimatedWaitSeconds ?? 20) / 4, 2, 15)
      : status === 'PRE_QUEUE'
        ? clamp(untilOpening > 0 ? untilOpening : 2, 2, 10)
        : 20;
  return {
    room: publicRoom(room),
    status,
    position,
    ahead: position === null ? null : position - 1,
    preQueue,
    estimatedWaitSeconds,
    admission: admission ? { token: admission.token, expiresAt: admission.expiresAt.toISOString() } : null,
    pollAfterSeconds,
    updatedAt: now.toISOString(),
    serverTimestamp: now.getTime(),
  };
}

export function adminRoom(room: RoomRow, counts: RoomCounts): AdminQueueRoom {
  const opened = room.shuffledAt !== null;
  const minutesOpen = opened
    ? (new Date(room.now).getTime() - new Date(room.shuffledAt as string).getTime()) / 60_000
    : 0;
  const rate = effectiveRate(room, counts);
  const behind = counts.waiting + counts.preQueue;
  return {
    ...publicRoom(room),
    opened,
    ratePerMinute: room.ratePerMinute,
    maxShopping: room.maxShopping,
    admissionMinutes: room.admissionMinutes,
    createdAt: iso(room.createdAt),
    closedAt: room.closedAt === null ? null : iso(room.closedAt),
    stats: {
      preQueue: counts.preQueue,
      waiting: counts.waiting,
      admitted: counts.admitted,
      shopping: counts.shopping,
      sold: counts.sold,
      throughputPerMinute: opened
        ? Math.round((counts.admittedLast5 / Math.min(5, Math.max(1, minutesOpen))) * 10) / 10
        : 0,
      backWaitSeconds: behind === 0 ? 0 : waitSeconds(room, behind, rate),
    },
  };
}
