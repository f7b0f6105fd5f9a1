/**
 * A live-seat stream read on a raw socket, keeping the server's writes apart: the answer is sent with
 * chunked transfer encoding, and Node sends each `write` as one chunk, so each chunk here is one write
 * (whatever TCP did with it on the way). Used to see whether several changes came as one write or as many.
 */
import net from 'node:net';

export type SeatFrame = { id: number; uuid: string; seat: { sector: string; row: string; name: string } };

/** The seat frames (`event: seat` with an id) of one write, in the order written. */
export function seatFramesOf(write: string): SeatFrame[] {
  const frames: SeatFrame[] = [];
  for (const block of write.split('\n\n')) {
    const lines = block.split('\n');
    const id = lines.find((l) => l.startsWith('id: '))?.slice(4);
    const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
    const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
    if (id === undefined || event !== 'seat' || data === undefined) continue;
    const message = JSON.parse(data) as Omit<SeatFrame, 'id'>;
    frames.push({ id: Number(id), uuid: message.uuid, seat: message.seat });
  }
  return frames;
}

/** Opens `path` on `base` (http://host:port) as an event stream; `lastEventId` is sent as Last-Event-ID. */
export async function openStreamWrites(base: string, path: string, lastEventId?: number) {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.write(
    `GET ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\naccept: text/event-stream\r\n${
      lastEventId === undefined ? '' : `last-event-id: ${lastEventId}\r\n`
    }\r\n`,
  );
  const writes: string[] = [];
  let status = 0;
  let headersDone = false;
  let ended = false;
  let buffer = Buffer.alloc(0);
  const parse = () => {
    if (!headersDone) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buffer.subarray(0, end).toString('latin1');
      status = Number(head.split(' ')[1]);
      if (!/transfer-encoding: chunked/i.test(head)) throw new Error(`not a chunked answer:\n${head}`);
      headersDone = true;
      buffer = buffer.subarray(end + 4);
    }
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n');
      if (lineEnd < 0) return;
      const size = Number.parseInt(buffer.subarray(0, lineEnd).toString('latin1'), 16);
      if (size === 0) {
        ended = true;
        return;
      }
      if (buffer.length < lineEnd + 2 + size + 2) return;
      writes.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size).toString('utf8'));
      buffer = buffer.subarray(lineEnd + 2 + size + 2);
    }
  };
  const waiters = new Set<() => void>();
  socket.on('data', (data: Buffer) => {
    buffer = Buffer.concat([buffer, data]);
    parse();
    for (const wake of waiters) wake();
  });
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      for (const wake of waiters) wake();
      resolve();
    }),
  );
  socket.on('error', () => {});

  const seatFrames = () => writes.flatMap(seatFramesOf);
  return {
    /** Every write received so far, as text. */
    writes,
    status: () => status,
    /** Only the writes that carry seat changes, each as its seat frames. */
    seatWrites: () => writes.map(seatFramesOf).filter((frames) => frames.length > 0),
    seatFrames,
    /** Resolves once `count` seat frames have arrived (waiting on the socket's data, up to `timeoutMs`). */
    waitForSeatFrames: (count: number, timeoutMs = 10_000) =>
      until(() => seatFrames().length >= count, `${count} seat frames`, timeoutMs),
    /** Resolves once `done` holds, checked on every write the socket brings (up to `timeoutMs`). */
    waitFor: (done: () => boolean, what: string, timeoutMs = 10_000) => until(done, what, timeoutMs),
    /**
     * Resolves once the stream is open: its first write (the `retry:` line) comes after the page is
     * registered, so a change made after this reaches it.
     */
    opened: (timeoutMs = 10_000) => until(() => writes.length > 0, 'the first write', timeoutMs),
    /** Resolves when the server has ended the stream or closed the connection. */
    ended: closed.then(() => ended),
    close() {
      socket.destroy();
      return closed;
    },
  };

  async function until(check: () => boolean, what: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`${what} awaited, got ${JSON.stringify(writes)}`);
      // Woken by the next data on the socket (or its close), not by a poll.
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
  }
}
