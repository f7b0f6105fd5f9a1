/**
 * Waits until `condition` holds: a state the code under test reaches on its own (a row delivered, a
 * process ready, a lock waited on), checked every `everyMs`. Throws naming `what` after `timeoutMs`.
 * Not a sleep: it returns as soon as the state is there, and a state never reached fails the test.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  {
    what = 'a condition',
    timeoutMs = 15_000,
    everyMs = 25,
  }: { what?: string; timeoutMs?: number; everyMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (${timeoutMs} ms)`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Changes others wait for without polling: the owner calls `notify` after each change (a message
 * received, a request recorded), and `until(condition)` re-checks only then. Throws naming `what` after
 * `timeoutMs`.
 */
export function changes() {
  const waiters = new Set<() => void>();
  return {
    notify() {
      for (const wake of [...waiters]) wake();
    },
    async until(condition: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!condition()) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for ${what} (${timeoutMs} ms)`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
  };
}
