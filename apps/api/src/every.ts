/**
 * Runs `round` every `intervalMs` until the returned function stops it. A round never overlaps the
 * previous one; an error is logged and the next round tries again.
 */
export function every(intervalMs: number, round: () => Promise<void>, log: (err: unknown) => void) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await round();
    } catch (err) {
      log(err);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
