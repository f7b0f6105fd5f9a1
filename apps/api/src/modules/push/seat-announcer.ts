import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { LoggedChange } from './push-replay.ts';
import { SEAT_CHANNEL } from './seat-changes.ts';

/** A push_log row whose transaction has committed: what every process's push hub is told. */
export type CommittedChange = LoggedChange & { setupId: string };

// A NOTIFY payload is limited to 8000 bytes, so each change stays its own notification; this many
// go in one transaction.
const BATCH = 200;
const RETRY_MS = 200;
const ATTEMPTS = 5;

/**
 * Announces committed seat changes on the seat channel, many per transaction. PostgreSQL lets one
 * transaction that has sent a NOTIFY commit at a time (holding a lock through its WAL flush), so a
 * NOTIFY inside every hold made the holds commit one by one; here a rush of holds shares a few
 * notifying commits. Changes go out in the order they were handed over, one batch after the other.
 * A change is announced at least once while this process lives (a failed batch is sent again);
 * the push hubs drop repeats and changes older than one they already passed on for the same seat.
 * A change whose process dies between its commit and its announcement is in push_log all the same:
 * every process's straggler sweep (straggler-sweep.ts) passes it on a few seconds later.
 */
export function createSeatAnnouncer(db: Db, log: (err: unknown) => void = () => {}) {
  const waiting: CommittedChange[] = [];
  let sending: Promise<void> | undefined;

  async function send(batch: CommittedChange[]) {
    const notices = JSON.stringify(batch.map((c) => JSON.stringify(c)));
    for (let attempt = 1; ; attempt++) {
      try {
        await queryRows(
          db,
          sql`select pg_notify(${SEAT_CHANNEL}, notice) from json_array_elements_text(${notices}::json) notice`,
        );
        return;
      } catch (err) {
        if (attempt >= ATTEMPTS) return log(err);
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
      }
    }
  }

  async function drain() {
    while (waiting.length > 0) await send(waiting.splice(0, BATCH));
    sending = undefined;
  }

  return {
    /** Hands over a change whose transaction has committed; it goes out with the next batch. */
    announce(change: CommittedChange) {
      waiting.push(change);
      sending ??= drain();
    },
    /** Resolves when everything handed over so far has been sent. */
    async flush() {
      while (sending) await sending;
    },
  };
}

export type SeatAnnouncer = ReturnType<typeof createSeatAnnouncer>;
