import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** One answer: status, body, `waitMs` queued for a connection, `serviceMs` from sending to the full answer. */
export type LeanResponse = { status: number; body: Buffer; waitMs: number; serviceMs: number };

type Pending = {
  request: Buffer;
  queuedAt: number;
  resolve: (response: LeanResponse) => void;
  reject: (error: Error) => void;
};

type Connection = {
  socket: net.Socket;
  current?: Pending & { sentAt: number };
  buffered: Buffer;
  dead: boolean;
};

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * A minimal HTTP/1.1 keep-alive client for the load generator: at most `connections` requests in
 * flight, one prebuilt request buffer written per request, answers parsed by status line and
 * content-length only (the API always sends content-length). It exists because `node:http`'s client
 * costs about as much CPU per request as the server, and the bench shares two cores with the API
 * and PostgreSQL; see docs/performance.md.
 */
export function createLeanHttp(options: { host: string; port: number; connections: number }) {
  const all = new Set<Connection>();
  const idle: Connection[] = [];
  const queue: Pending[] = [];
  let closed = false;

  const fail = (conn: Connection, error: Error) => {
    if (conn.dead) return;
    conn.dead = true;
    const current = conn.current;
    conn.current = undefined;
    const at = idle.indexOf(conn);
    if (at >= 0) idle.splice(at, 1);
    all.delete(conn);
    conn.socket.destroy();
    current?.reject(error);
    pump();
  };

  const onData = (conn: Connection, chunk: Buffer) => {
    conn.buffered = conn.buffered.length === 0 ? chunk : Buffer.concat([conn.buffered, chunk]);
    const current = conn.current;
    if (!current) return fail(conn, new Error('unexpected data on an idle connection'));
    const headerEnd = conn.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = conn.buffered.subarray(0, headerEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return fail(conn, new Error(`answer without content-length: ${head.split('\r\n')[0]}`));
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (conn.buffered.length < bodyEnd) return;
    const body = conn.buffered.subarray(bodyStart, bodyEnd);
    conn.buffered = conn.buffered.subarray(bodyEnd);
    conn.current = undefined;
    const now = performance.now();
    current.resolve({
      status,
      body,
      waitMs: current.sentAt - current.queuedAt,
      serviceMs: now - current.sentAt,
    });
    release(conn);
  };

  const send = (conn: Connection, pending: Pending) => {
    conn.current = { ...pending, sentAt: performance.now() };
    conn.socket.write(pending.request);
  };

  const release = (conn: Connection) => {
    const next = queue.shift();
    if (next) send(conn, next);
    else idle.push(conn);
  };

  const connect = (first: Pending) => {
    const socket = net.connect({ host: options.host, port: options.port, noDelay: true });
    const conn: Connection = { socket, buffered: Buffer.alloc(0), dead: false };
    all.add(conn);
    socket.on('data', (chunk: Buffer) => onData(conn, chunk));
    socket.on('error', (error) => fail(conn, error));
    socket.on('close', () => fail(conn, new Error('connection closed')));
    // The wait for a new connection counts as queueing, like http.Agent's 'socket' event.
    socket.once('connect', () => send(conn, first));
  };

  function pump() {
    while (!closed && queue.length > 0) {
      const conn = idle.pop();
      if (conn) send(conn, queue.shift() as Pending);
      else if (all.size < options.connections) connect(queue.shift() as Pending);
      else return;
    }
  }

  return {
    /** Sends one request (a complete HTTP/1.1 message) and resolves with its answer. */
    request(request: Buffer): Promise<LeanResponse> {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new Error('client closed'));
        queue.push({ request, queuedAt: performance.now(), resolve, reject });
        pump();
      });
    },
    /** Rejects what is queued and closes every connection (answers still awaited are rejected). */
    close() {
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('client closed'));
      for (const conn of [...all]) fail(conn, new Error('client closed'));
    },
  };
}

/** A complete HTTP/1.1 request message with a JSON body. */
export function httpMessage(
  method: string,
  path: string,
  host: string,
  headers: Record<string, string>,
  body?: string,
): Buffer {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) {
    lines.push('content-type: application/json', `content-length: ${Buffer.byteLength(body)}`);
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
}
