// A control run's race window as an event, not a sleep: the racers that have read wait for each other.

/**
 * A meeting point for `size` racers: each waits until `size` of them are there, then all go on together,
 * so every one of a group has read before any of it writes, however the pool and the machine schedule
 * them. A racer left over (the last, incomplete group) goes on after `boundMs`.
 */
export function meetInGroups(size: number, boundMs = 2_000): () => Promise<void> {
  let waiting: Array<() => void> = [];
  return () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= size) {
        const group = waiting;
        waiting = [];
        for (const go of group) go();
        return;
      }
      setTimeout(() => {
        const at = waiting.indexOf(resolve);
        if (at >= 0) waiting.splice(at, 1);
        resolve();
      }, boundMs);
    });
}

/** A control run's meeting point, called by each racer once it has read and before it writes. */
export type Meet = () => Promise<void>;

export interface RaceMeeting {
  /** Each racer calls this after its read: it waits with the others of its group, or goes straight on. */
  meet: Meet;
  /** The next `size` racers to arrive wait for each other; racers after them go straight on. */
  expect(size: number): void;
}

/**
 * The first `size` racers of a race meet: each of them waits until all have read, so none writes before
 * the others read, however the machine schedules them. Two racers that read the same state are enough to
 * break a read-then-write invariant, so the racers after the group go straight on (they may find the
 * state already written and stop before the meeting). A group that does not fill within `boundMs` fails
 * its racers with an error naming `what`: the race did not run as the test meant, and the control run
 * shows that rather than passing or failing by chance. `size` arms it now; `expect` arms it again.
 */
export function raceMeeting(what: string, size = 0, boundMs = 20_000): RaceMeeting {
  let open = size;
  let waiting: Array<() => void> = [];
  return {
    expect(next) {
      open = next;
      waiting = [];
    },
    meet: () => {
      if (open <= 1) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`${what}: ${waiting.length} of ${open} racers met within ${boundMs} ms`));
        }, boundMs);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
        if (waiting.length < open) return;
        const group = waiting;
        open = 0;
        waiting = [];
        for (const go of group) go();
      });
    },
  };
}
