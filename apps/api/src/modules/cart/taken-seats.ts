import { HOLD_MINUTES, type PushMessage, type SeatRef } from '@hokej/contract';
import type { SeatObserver } from '../push/push-hub.ts';

// A held seat is trusted as taken for the hold minus this margin, so a hold that ran out is never
// refused here; the database decides about it.
const MARGIN_MS = 60_000;

const key = (setupId: string, seat: SeatRef) => `${setupId}|${seat.sector}|${seat.row}|${seat.name}`;

/**
 * What this process has heard on the push feed about taken seats, so that an attempt at a seat
 * known to be taken is refused without asking the database (most attempts in an on-sale rush).
 * It only ever refuses: a seat it thinks free still goes through the conditional hold.
 */
export function createTakenSeats(now: () => number = () => performance.now()): SeatObserver & {
  isTaken(setupId: string, seat: SeatRef): boolean;
} {
  const takenUntil = new Map<string, number>();
  return {
    hear(message: PushMessage) {
      const k = key(message.uuid, message.seat);
      if (message.state === 'ACTIVE') takenUntil.delete(k);
      else if (message.state === 'BOOKED') takenUntil.set(k, now() + HOLD_MINUTES * 60_000 - MARGIN_MS);
      else takenUntil.set(k, Number.POSITIVE_INFINITY);
    },
    forget() {
      takenUntil.clear();
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
