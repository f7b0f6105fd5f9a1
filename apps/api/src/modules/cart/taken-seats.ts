import { HOLD_MINUTES, type PushMessage, type SeatRef } from '@hokej/contract';
import type { SeatObserver } from '../push/push-hub.ts';

// A held seat is trusted as taken for the hold minus this margin, so a hold that ran out is never
// refused here; the database decides about it.
const MARGIN_MS = 60_000;

// How long a seat's last change is remembered once the seat is free: far longer than a change takes from
// its commit to its announcement, so a take announced late never outlives the release that followed it.
const FREE_MEMORY_MS = 60_000;

const key = (setupId: string, seat: SeatRef) => `${setupId}|${seat.sector}|${seat.row}|${seat.name}`;

/** A seat's last change heard here: its push_log id and until when it refuses (0: free). */
type Last = { id: number; takenUntil: number; at: number };

/**
 * What this process has heard on the push feed about taken seats, so that an attempt at a seat
 * known to be taken is refused without asking the database (most attempts in an on-sale rush).
 * It only ever refuses: a seat it thinks free still goes through the conditional hold.
 *
 * Per seat it follows the push_log order (ids are in commit order per seat): a change older than the
 * last one applied, whether heard late on the feed or before a release this process committed itself,
 * is ignored. And it refuses only when it has heard at least as far as the fan's page has seen
 * (`seenId`): a page that saw a release this process has not heard of yet is answered by the database.
 */
export function createTakenSeats(now: () => number = () => performance.now()): SeatObserver & {
  isTaken(setupId: string, seat: SeatRef, seenId?: number): boolean;
  freed(setupId: string, seat: SeatRef, id: number): void;
} {
  const seats = new Map<string, Last>();
  let heard = 0;
  const apply = (k: string, id: number, takenUntil: number) => {
    const last = seats.get(k);
    if (last && last.id >= id) return;
    seats.set(k, { id, takenUntil, at: now() });
  };
  // A seat no longer refused keeps its id only for ordering; once that is old enough it is dropped.
  const sweep = () => {
    const t = now();
    for (const [k, last] of seats) if (last.takenUntil <= t && last.at < t - FREE_MEMORY_MS) seats.delete(k);
  };
  let changes = 0;
  return {
    hear(message: PushMessage, id?: number) {
      // Every change of the feed has its push_log id; one without cannot be ordered and is not trusted.
      if (id === undefined) return;
      if (id > heard) heard = id;
      const k = key(message.uuid, message.seat);
      if (message.state === 'ACTIVE') apply(k, id, 0);
      else if (message.state === 'BOOKED') apply(k, id, now() + HOLD_MINUTES * 60_000 - MARGIN_MS);
      else apply(k, id, Number.POSITIVE_INFINITY);
      if (++changes % 10_000 === 0) sweep();
    },
    /**
     * A release this process committed, with its push_log id: the seat is free here at once, before the
     * feed brings the release back, and a take the feed brings late (made before the release) is ignored.
     */
    freed(setupId: string, seat: SeatRef, id: number) {
      apply(key(setupId, seat), id, 0);
    },
    forget() {
      seats.clear();
      heard = 0;
    },
    isTaken(setupId: string, seat: SeatRef, seenId?: number) {
      if (seenId !== undefined && seenId > heard) return false;
      const last = seats.get(key(setupId, seat));
      return last !== undefined && last.takenUntil > now();
    },
  };
}

export type TakenSeats = ReturnType<typeof createTakenSeats>;
