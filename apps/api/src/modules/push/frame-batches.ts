/**
 * When a setup's seat frames are written to its open pages (`PUSH_BATCH_MS`; docs/performance.md, "Batched
 * frames in a rush"), on the leading edge: the first change of a quiet setup is written at once and opens a
 * window of `windowMs`; the changes that arrive within it are gathered and written together when it ends.
 * A window that wrote something opens the next, so a rush still costs each page one write per window, while
 * a lone change (the usual case outside an on-sale rush) waits for nothing. A window that ends with nothing
 * to write leaves the setup quiet again. `windowMs` 0 writes every change at once.
 *
 * `write` gets a setup's frames in the order they came, each frame exactly once.
 */
export function createFrameBatches<Frame>(
  windowMs: number,
  write: (setupId: string, frames: Frame[]) => void,
) {
  type Window = { frames: Frame[]; timer: NodeJS.Timeout };
  const windows = new Map<string, Window>();

  const open = (setupId: string) => {
    windows.set(setupId, { frames: [], timer: setTimeout(() => end(setupId), windowMs) });
  };
  const end = (setupId: string) => {
    const window = windows.get(setupId);
    if (!window) return;
    windows.delete(setupId);
    clearTimeout(window.timer);
    if (window.frames.length === 0) return;
    write(setupId, window.frames);
    // The rush may go on: what comes next waits for this window's end too.
    open(setupId);
  };

  return {
    /** A new frame of `setupId`: written now when the setup is quiet, else at the end of its window. */
    add(setupId: string, frame: Frame) {
      const window = windows.get(setupId);
      if (window) {
        window.frames.push(frame);
        return;
      }
      write(setupId, [frame]);
      if (windowMs > 0) open(setupId);
    },

    /** Writes every gathered frame now and closes every window (shutdown): nothing waits, no timer is left. */
    flushAll() {
      for (const [setupId, window] of [...windows]) {
        windows.delete(setupId);
        clearTimeout(window.timer);
        if (window.frames.length > 0) write(setupId, window.frames);
      }
    },
  };
}
