/** A minimal Server-Sent Events reader over fetch, for tests: collects frames and waits for one. */
export type SseFrame = { id?: string; event: string; data: string };

/** Whether a frame is the live change of `seat` to `state`. */
export const isSeatChange =
  (seat: { sector: string; row: string; name: string }, state: string) => (frame: SseFrame) => {
    if (frame.event !== 'seat') return false;
    const change = JSON.parse(frame.data);
    return (
      change.state === state &&
      change.seat.sector === seat.sector &&
      change.seat.row === seat.row &&
      change.seat.name === seat.name
    );
  };

export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`SSE ${url} answered ${res.status}`);
  const frames: SseFrame[] = [];
  /** The reconnection times (ms) the server sent in `retry:` lines, in order. */
  const retries: number[] = [];
  const waiters: Array<() => void> = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const frame: SseFrame = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith('retry: ')) retries.push(Number(line.slice(7)));
            else if (line.startsWith('id: ')) frame.id = line.slice(4);
            else if (line.startsWith('event: ')) frame.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              frame.data += line.slice(6);
              hasData = true;
            }
          }
          if (hasData) frames.push(frame);
          for (const wake of waiters.splice(0)) wake();
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  async function until(check: () => boolean, timeoutMs: number, what: () => string) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching SSE ${what()} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    frames,
    retries,
    /** Resolves when the stream has ended (the server closed it, or close() was called). */
    ended: pump,
    /** Resolves with the first frame matching `predicate`, or rejects after `timeoutMs`. */
    async waitFor(predicate: (frame: SseFrame) => boolean, timeoutMs = 5000): Promise<SseFrame> {
      await until(
        () => frames.some(predicate),
        timeoutMs,
        () => `frame; got ${JSON.stringify(frames)}`,
      );
      return frames.find(predicate) as SseFrame;
    },
    /** Resolves when the server has sent `count` retry lines. */
    async waitForRetries(count: number, timeoutMs = 5000) {
      await until(
        () => retries.length >= count,
        timeoutMs,
        () => `retry lines; got ${retries.join(', ')}`,
      );
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
