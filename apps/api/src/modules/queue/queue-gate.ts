import type { Db } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { ActiveRoom, ActiveRooms } from './active-rooms.ts';
import type { AdmissionTokens } from './admission-token.ts';
import * as repo from './queue-repository.ts';

/** At most this many admissions in one header (one per guarded sale in a cart is plenty). */
const MAX_TOKENS = 8;

/**
 * The waiting room's door on holds and checkout. With no active room anywhere it answers from memory;
 * with one, a valid admission is an HMAC checked in memory plus one read by the room's and fan's key
 * (not checked out since); an expired one is renewed while the fan's cart of that sale is alive.
 */
export function createQueueGate(db: Db, rooms: ActiveRooms, tokens: AdmissionTokens) {
  async function admitted(userId: string, room: ActiveRoom, header: string | undefined): Promise<boolean> {
    if (!header) return false;
    const claims = header
      .split(',', MAX_TOKENS)
      .map((t) => tokens.read(t.trim()))
      .find((c) => c?.roomId === room.id && c.userId === userId);
    if (!claims) return false;
    // An admission is spent by its checkout (docs/decisions.md): a fan who paid queues again for more.
    if (claims.expiresAt > rooms.shopNow()) return repo.stillAdmitted(db, room.id, userId);
    const renewedTo = await repo.renewWhileCartAlive(db, room.id, userId);
    return renewedTo !== undefined && renewedTo.getTime() > rooms.shopNow();
  }

  return {
    /** Refuses a hold on `setupId` with QUEUE_ADMISSION_REQUIRED when its room is active and `header` admits nobody. */
    async ensureHold(userId: string, setupId: string, header: string | undefined): Promise<void> {
      const room = await rooms.roomFor(setupId);
      if (room && !(await admitted(userId, room, header)))
        fail('QUEUE_ADMISSION_REQUIRED', { roomId: room.id });
    },

    /**
     * Refuses checkout unless `header` admits the fan to the room of every guarded sale in the cart;
     * answers those rooms (the fan is marked checked out of them once the order exists).
     */
    async ensureCheckout(userId: string, header: string | undefined): Promise<string[]> {
      if (await rooms.none()) return [];
      const guarded = new Map<string, ActiveRoom>();
      for (const setupId of await repo.liveCartSetups(db, userId)) {
        const room = await rooms.roomFor(setupId);
        if (room) guarded.set(room.id, room);
      }
      for (const room of guarded.values())
        if (!(await admitted(userId, room, header))) fail('QUEUE_ADMISSION_REQUIRED', { roomId: room.id });
      return [...guarded.keys()];
    },

    /** The order exists (in `tx`, the order's transaction): the admission is spent, the fan no longer shopping. */
    checkedOut: (tx: Db, userId: string, roomIds: string[]) => repo.markCheckedOut(tx, roomIds, userId),
  };
}

export type QueueGate = ReturnType<typeof createQueueGate>;
