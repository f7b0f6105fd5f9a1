import type {
  AdminQueueRoom,
  AdminQueueRoomList,
  CreateQueueRoomBody,
  UpdateQueueRoomBody,
} from '@hokej/contract';
import { type Db, sqlState, UNIQUE_VIOLATION } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { ActiveRooms } from './active-rooms.ts';
import * as repo from './queue-repository.ts';
import { adminRoom } from './queue-view.ts';

const DEFAULT_ADMISSION_MINUTES = 10;

/** The club's side of the waiting room: put one on a sale, pause, resume, close, change the rate, watch it. */
export function createQueueAdmin(db: Db, rooms: ActiveRooms) {
  async function view(id: string): Promise<AdminQueueRoom> {
    const room = await repo.roomById(db, id);
    if (!room) fail('QUEUE_ROOM_NOT_FOUND');
    return adminRoom(room, await repo.roomCounts(db, id));
  }

  /** Moves the room and makes this process's gate see it at once (the others hear NOTIFY). */
  async function move(id: string, from: readonly string[], to: 'OPEN' | 'PAUSED' | 'CLOSED') {
    if (!(await repo.moveRoom(db, id, from, to))) {
      if (!(await repo.roomById(db, id))) fail('QUEUE_ROOM_NOT_FOUND');
      fail('QUEUE_ROOM_STATE');
    }
    await rooms.refresh();
    return view(id);
  }

  return {
    view,

    async list(): Promise<AdminQueueRoomList> {
      const all = await repo.rooms(db, { withRecentlyClosed: true });
      const shown = await Promise.all(all.map(async (r) => adminRoom(r, await repo.roomCounts(db, r.id))));
      return { rooms: shown, serverTimestamp: Date.now() };
    },

    /** A new room on a sale (or the whole shop); fans who come before `opensAt` wait in the pre-queue. */
    async create(body: CreateQueueRoomBody): Promise<AdminQueueRoom> {
      if (body.setupId !== null && !(await repo.setupExists(db, body.setupId))) fail('EVENT_NOT_FOUND');
      let id: string;
      try {
        id = await repo.insertRoom(db, {
          ...body,
          admissionMinutes: body.admissionMinutes ?? DEFAULT_ADMISSION_MINUTES,
        });
      } catch (err) {
        if (sqlState(err) === UNIQUE_VIOLATION) fail('QUEUE_ROOM_EXISTS');
        throw err;
      }
      await rooms.refresh();
      return view(id);
    },

    /** The rate, the cap on shoppers or the admission's length, also while the room runs; the opening before it came. */
    async update(id: string, body: UpdateQueueRoomBody): Promise<AdminQueueRoom> {
      if (!(await repo.updateRoom(db, id, body))) {
        const room = await repo.roomById(db, id);
        if (!room) fail('QUEUE_ROOM_NOT_FOUND');
        fail(room.state === 'CLOSED' ? 'QUEUE_ROOM_CLOSED' : 'QUEUE_ROOM_STATE');
      }
      await rooms.refresh();
      return view(id);
    },

    pause: (id: string) => move(id, ['OPEN'], 'PAUSED'),
    resume: (id: string) => move(id, ['PAUSED'], 'OPEN'),
    close: (id: string) => move(id, ['OPEN', 'PAUSED'], 'CLOSED'),
  };
}

export type QueueAdmin = ReturnType<typeof createQueueAdmin>;
