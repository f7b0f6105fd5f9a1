import type {
  AdminQueueRoom,
  AdminQueueRoomList,
  CreateQueueRoomBody,
  UpdateQueueRoomBody,
} from '@hokej/contract';
import { type Db, sqlState, UNIQUE_VIOLATION } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { ActiveRooms } from './active-rooms.ts';
import * as repo from './queue-repository.ts';
import { adminRoom } from './queue-view.ts';

const DEFAULT_ADMISSION_MINUTES = 10;

type Move = 'PAUSE' | 'RESUME' | 'CLOSE';

/** What the audit log keeps of a room: its settings and state (not the live counts). */
const settings = (r: repo.RoomRow) => ({
  setupId: r.setupId,
  state: r.state,
  opensAt: new Date(r.opensAt).toISOString(),
  ratePerMinute: r.ratePerMinute,
  maxShopping: r.maxShopping,
  admissionMinutes: r.admissionMinutes,
});

/** The club's side of the waiting room: put one on a sale, pause, resume, close, change the rate, watch it. */
export function createQueueAdmin(db: Db, rooms: ActiveRooms) {
  async function view(id: string): Promise<AdminQueueRoom> {
    const room = await repo.roomById(db, id);
    if (!room) fail('QUEUE_ROOM_NOT_FOUND');
    return adminRoom(room, await repo.roomCounts(db, id));
  }

  /** The room's change and its audit entry commit together (the room's row is locked while it changes). */
  async function audited(
    actorId: string,
    id: string,
    action: `QUEUE_ROOM_${'CREATE' | 'UPDATE' | Move}`,
    change: (tx: Db) => Promise<boolean>,
    refusal: (before: repo.RoomRow | undefined) => never,
  ) {
    await db.transaction(async (tx) => {
      const before = await repo.roomById(tx, id, { lock: true });
      if (!before || !(await change(tx))) refusal(before);
      const after = await repo.roomById(tx, id);
      await recordAudit(tx, {
        actorId,
        action,
        entity: 'QUEUE_ROOM',
        entityId: id,
        before: settings(before),
        after: after && settings(after),
      });
    });
    await rooms.refresh();
    return view(id);
  }

  /** Moves the room and makes this process's gate see it at once (the others hear NOTIFY). */
  const move = (
    actorId: string,
    id: string,
    action: Move,
    from: readonly string[],
    to: repo.RoomRow['state'],
  ) =>
    audited(
      actorId,
      id,
      `QUEUE_ROOM_${action}`,
      (tx) => repo.moveRoom(tx, id, from, to),
      (before) => fail(before ? 'QUEUE_ROOM_STATE' : 'QUEUE_ROOM_NOT_FOUND'),
    );

  return {
    view,

    async list(): Promise<AdminQueueRoomList> {
      const all = await repo.rooms(db, { withRecentlyClosed: true });
      const shown = await Promise.all(all.map(async (r) => adminRoom(r, await repo.roomCounts(db, r.id))));
      return { rooms: shown, serverTimestamp: Date.now() };
    },

    /** A new room on a sale (or the whole shop); fans who come before `opensAt` wait in the pre-queue. */
    async create(actorId: string, body: CreateQueueRoomBody): Promise<AdminQueueRoom> {
      if (body.setupId !== null && !(await repo.setupExists(db, body.setupId))) fail('EVENT_NOT_FOUND');
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const created = await repo.insertRoom(tx, {
            ...body,
            admissionMinutes: body.admissionMinutes ?? DEFAULT_ADMISSION_MINUTES,
          });
          const room = await repo.roomById(tx, created);
          await recordAudit(tx, {
            actorId,
            action: 'QUEUE_ROOM_CREATE',
            entity: 'QUEUE_ROOM',
            entityId: created,
            after: room && settings(room),
          });
          return created;
        });
      } catch (err) {
        if (sqlState(err) === UNIQUE_VIOLATION) fail('QUEUE_ROOM_EXISTS');
        throw err;
      }
      await rooms.refresh();
      return view(id);
    },

    /** The rate, the cap on shoppers or the admission's length, also while the room runs; the opening before it came. */
    update: (actorId: string, id: string, body: UpdateQueueRoomBody): Promise<AdminQueueRoom> =>
      audited(
        actorId,
        id,
        'QUEUE_ROOM_UPDATE',
        (tx) => repo.updateRoom(tx, id, body),
        (before) => {
          if (!before) fail('QUEUE_ROOM_NOT_FOUND');
          fail(before.state === 'CLOSED' ? 'QUEUE_ROOM_CLOSED' : 'QUEUE_ROOM_STATE');
        },
      ),

    pause: (actorId: string, id: string) => move(actorId, id, 'PAUSE', ['OPEN'], 'PAUSED'),
    resume: (actorId: string, id: string) => move(actorId, id, 'RESUME', ['PAUSED'], 'OPEN'),
    close: (actorId: string, id: string) => move(actorId, id, 'CLOSE', ['OPEN', 'PAUSED'], 'CLOSED'),
  };
}

export type QueueAdmin = ReturnType<typeof createQueueAdmin>;
