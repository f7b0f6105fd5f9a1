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
