import type { Db } from '../db/client.ts';
import { every } from '../every.ts';
import { type AdmissionStrategy, admitDue, admitUnderRoomLock } from '../modules/queue/admission-tick.ts';

/**
 * Admits fans from every open waiting room, every `intervalMs`, in every process: the rounds of two
 * processes meet at the room's row lock, so they share one rate and never admit twice.
 */
export function startQueueAdmissions(
  db: Db,
  intervalMs: number,
  log: (err: unknown) => void,
  strategy: AdmissionStrategy = admitUnderRoomLock,
) {
  return every(
    intervalMs,
    async () => {
      await admitDue(db, strategy);
    },
    log,
  );
}
