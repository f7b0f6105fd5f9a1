import type { LoggedChange } from './push-replay.ts';
import { isSeatChange } from './seat-changes.ts';

export type Notice = LoggedChange & { setupId: string };

// How long a seat's latest id is remembered: far longer than a change can take from its commit to
// its announcement, far shorter than a day of changes would need in memory.
const ORDER_MEMORY_MS = 60_000;

/**
 * The id of the latest change passed on per seat. Each process announces its own changes after they
 * commit, so changes of one seat made through two processes can arrive out of order; per seat the
 * ids are in commit order (a change takes its push_log id after locking the seat row, which the
 * change before it held until it committed), so an older or repeated change is dropped.
 */
export function createSeatOrder() {
  let recent = new Map<string, number>();
  let older = new Map<string, number>();
  const keyOf = (notice: Notice) => {
    const message = notice.payload;
    return isSeatChange(message)
      ? `${notice.setupId}|${message.seat.sector}|${message.seat.row}|${message.seat.name}`
      : `${notice.setupId}|access`;
  };
  const passedOn = (notice: Notice) => {
    const key = keyOf(notice);
    const last = recent.get(key) ?? older.get(key);
    return last !== undefined && notice.id <= last;
  };
  const timer = setInterval(() => {
    older = recent;
    recent = new Map();
  }, ORDER_MEMORY_MS);
  timer.unref();
  return {
    /**
     * True (and remembered) when `id` is newer than every change of this seat (or, for a setup-wide
     * message, every such message of the setup) passed on before.
     */
    isNext(notice: Notice) {
      if (passedOn(notice)) return false;
      recent.set(keyOf(notice), notice.id);
      return true;
    },
    /** True when `id` (or a later change of its seat) was passed on within the memory's span. */
    passedOn,
    stop: () => clearInterval(timer),
  };
}
