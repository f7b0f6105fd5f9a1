import { HOLD_MINUTES, type PushMessage, type SeatRef } from '@hokej/contract';
import type { SeatObserver } from '../push/push-hub.ts';

// A held seat is trusted as taken for the hold minus this margin, so a hold that ran out is never
// refused here; the database decides about it.
const MARGIN_MS = 60_000;

// After this process itself freed a seat, what the feed still brings about it for this long may be older
// than the release (another process's hold, announced late), so it is not trusted to refuse.
const FREED_GRACE_MS = 10_000;

const key = (setupId: string, seat: SeatRef) => `${setupId}|${seat.sector}|${seat.row}|${seat.name}`;

/**
 * What this process has heard on the push feed about taken seats, so that an attempt at a seat
 * known to be taken is refused without asking the database (most attempts in an on-sale rush).
 * It only ever refuses: a seat it thinks free still goes through the conditional hold.
 */
export function createTakenSeats(now: () => number = () => performance.now()): SeatObserver & {
  isTaken(setupId: string, seat: SeatRef): boolean;
  freed(setupId: string, seat: SeatRef): void;
} {
  const takenUntil = new Map<string, number>();
  const freedAt = new Map<string, number>();
  const justFreed = (k: string) => {
    const at = freedAt.get(k);
    if (at === undefined) return false;
    if (now() - at < FREED_GRACE_MS) return true;
    freedAt.delete(k);
    return false;
  };
  return {
    hear(message: PushMessage) {
      const k = key(message.uuid, message.seat);
      if (message.state === 'ACTIVE') takenUntil.delete(k);
      else if (justFreed(k)) return;
      else if (message.state === 'BOOKED') takenUntil.set(k, now() + HOLD_MINUTES * 60_000 - MARGIN_MS);
      else takenUntil.set(k, Number.POSITIVE_INFINITY);
    },
    /**
     * A release this process committed: the seat is free here at once, before the feed brings the
     * release back, and a hold of it the feed brings late (made before the release) does not refuse it.
     */
    freed(setupId: string, seat: SeatRef) {
      const k = key(setupId, seat);
      takenUntil.delete(k);
      freedAt.set(k, now());
    },
    forget() {
      takenUntil.clear();
      freedAt.clear();
    },
    isTaken(setupId: string, seat: SeatRef) {
      const k = key(setupId, seat);
      const until = takenUntil.get(k);
      if (until === undefined) return false;
      if (until > now()) return true;
      takenUntil.delete(k);
      return false;
    },
  };
}

export type TakenSeats = ReturnType<typeof createTakenSeats>;
