import { setMaxListeners } from 'node:events';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createLeanHttp, httpMessage, type LeanResponse } from './lean-http.ts';
import type { Buyer, Seat } from './setup.ts';

/** Which load generator sends the HTTP requests: the lean one (default) or node:http's Agent. */
export type HttpClientKind = 'lean' | 'node-http';

export type Outcome = 'held' | 'taken' | 'limit' | 'error';

/** One hold attempt: `waitMs` queued for a connection on the client, `serviceMs` from then to the answer. */
export type AttemptResult = {
  outcome: Outcome;
  code?: string;
  waitMs: number;
  serviceMs: number;
  itemId?: string;
};
export type Sample = AttemptResult & { buyer: number; seat: Seat };
export type Attempt = (buyer: number, seat: Seat, signal: AbortSignal) => Promise<AttemptResult>;

export const MAX_HOLDS = 5;
export const MAX_ATTEMPTS = 15;

/** A small seeded PRNG so that both phases draw comparable seat sequences. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * All buyers start at once; each tries random seats of the zone one after another until it holds
 * MAX_HOLDS, hits the cart limit, or has made MAX_ATTEMPTS attempts. Everything stops at `timeoutMs`.
 */
export async function runBuyers(options: {
  buyers: number;
  seats: Seat[];
  attempt: Attempt;
  timeoutMs: number;
  seed?: number;
}): Promise<{ samples: Sample[]; wallMs: number; timedOut: boolean }> {
  const { seats, attempt } = options;
  const controller = new AbortController();
  setMaxListeners(0, controller.signal);
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const samples: Sample[] = [];

  const buyer = async (index: number) => {
    const random = mulberry32((options.seed ?? 1) * 100_003 + index);
    const tried = new Set<number>();
    let held = 0;
    for (let n = 0; n < MAX_ATTEMPTS && held < MAX_HOLDS && !controller.signal.aborted; n++) {
      if (tried.size >= seats.length) break;
      let pick = Math.floor(random() * seats.length);
      while (tried.has(pick)) pick = (pick + 1) % seats.length;
      tried.add(pick);
      const seat = seats[pick] as Seat;
      let result: AttemptResult;
      try {
        result = await attempt(index, seat, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) break;
        result = { outcome: 'error', code: errorName(error), waitMs: 0, serviceMs: 0 };
      }
      samples.push({ ...result, buyer: index, seat });
      if (result.outcome === 'held') held++;
      if (result.outcome === 'limit') break;
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: options.buyers }, (_, i) => buyer(i)));
  const wallMs = performance.now() - started;
  clearTimeout(timer);
  return { samples, wallMs, timedOut: controller.signal.aborted };
}

function errorName(error: unknown): string {
  if (error instanceof Error) return (error as Error & { code?: string }).code ?? error.message;
  return String(error);
}

type HttpAttemptOptions = {
  baseUrl: string;
  connections: number;
  setupId: string;
  buyers: Buyer[];
  client: HttpClientKind;
  /** The request body for a drawn seat: ADD_SEAT of that seat unless given (best-seats mode). */
  body?: (setupId: string, seat: Seat) => string;
};

const addSeatBody = (setupId: string, seat: Seat) =>
  JSON.stringify({
    type: 'ADD_SEAT',
    setupType: 'EVENT',
    uuid: setupId,
    seat: { sector: seat.sector, row: seat.row, name: seat.name },
  });

/** The bench's reading of an ADD_SEAT answer. */
function addSeatOutcome(status: number, body: Buffer, timing: { waitMs: number; serviceMs: number }) {
  if (status === 201) return { outcome: 'held' as const, ...timing };
  let code = '';
  try {
    code = (JSON.parse(body.toString()) as { code?: string }).code ?? '';
  } catch {
    // not JSON
  }
  // Refusals a fan answers by choosing again: the seat is taken, it would strand a neighbour, no block fits.
  if (status === 409 && ['SEAT_INACTIVE', 'SEAT_GAP', 'SEATS_NOT_TOGETHER'].includes(code))
    return { outcome: 'taken' as const, code, ...timing };
  if (status === 409 && ['CART_TICKET_LIMIT', 'CART_MATCH_SEAT_LIMIT'].includes(code))
    return { outcome: 'limit' as const, code, ...timing };
  return { outcome: 'error' as const, code: `${status} ${code}`.trim(), ...timing };
}

/** A lean client; `stopOn(signal)` gives up everything in flight when the phase's time is up. */
function leanClient(baseUrl: string, connections: number) {
  const url = new URL(baseUrl);
  const client = createLeanHttp({ host: url.hostname, port: Number(url.port), connections });
  const watched = new WeakSet<AbortSignal>();
  const stopOn = (signal: AbortSignal) => {
    if (watched.has(signal)) return;
    watched.add(signal);
    signal.addEventListener('abort', client.close, { once: true });
  };
  return { client, host: url.host, stopOn };
}

/**
 * POST /v2/cart ADD_SEAT over keep-alive connections, at most `connections` in flight (the rest
 * queue on the client).
 */
export function createHttpAttempt(options: HttpAttemptOptions) {
  if (options.client === 'node-http') return createNodeHttpAttempt(options);
  const { client, host, stopOn } = leanClient(options.baseUrl, options.connections);
  const attempt: Attempt = async (buyer, seat, signal) => {
    stopOn(signal);
    const request = httpMessage(
      'POST',
      '/v2/cart',
      host,
      { authorization: `Bearer ${options.buyers[buyer]?.token}` },
      (options.body ?? addSeatBody)(options.setupId, seat),
    );
    const answer: LeanResponse = await client.request(request);
    return addSeatOutcome(answer.status, answer.body, answer);
  };
  return { attempt, close: client.close };
}

/** The same attempt sent with node:http's Agent (the bench's first client; `--client node-http`). */
function createNodeHttpAttempt(options: HttpAttemptOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections, maxFreeSockets: 1024 });
  const url = new URL('/v2/cart', options.baseUrl);

  const attempt: Attempt = (buyer, seat, signal) =>
    new Promise((resolve, reject) => {
      const token = options.buyers[buyer]?.token;
      const body = (options.body ?? addSeatBody)(options.setupId, seat);
      const t0 = performance.now();
      let tSocket = t0;
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          signal,
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const timing = { waitMs: tSocket - t0, serviceMs: performance.now() - tSocket };
            resolve(addSeatOutcome(res.statusCode ?? 0, Buffer.concat(chunks), timing));
          });
        },
      );
      req.on('socket', () => {
        tSocket = performance.now();
      });
      req.on('error', reject);
      req.end(body);
    });

  return { attempt, close: () => agent.destroy() };
}

/** GET /v2/health with the same connections: the HTTP floor of this machine (no auth, no database). */
export function createHealthAttempt(options: {
  baseUrl: string;
  connections: number;
  client: HttpClientKind;
}) {
  if (options.client === 'node-http') return createNodeHealthAttempt(options);
  const { client, host, stopOn } = leanClient(options.baseUrl, options.connections);
  const request = httpMessage('GET', '/v2/health', host, {});
  const attempt: Attempt = async (_buyer, _seat, signal) => {
    stopOn(signal);
    const { status, waitMs, serviceMs } = await client.request(request);
    return { outcome: status === 200 ? 'taken' : 'error', waitMs, serviceMs };
  };
  return { attempt, close: client.close };
}

function createNodeHealthAttempt(options: { baseUrl: string; connections: number }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections, maxFreeSockets: 1024 });
  const url = new URL('/v2/health', options.baseUrl);
  const attempt: Attempt = (_buyer, _seat, signal) =>
    new Promise((resolve, reject) => {
      const t0 = performance.now();
      let tSocket = t0;
      const req = http.request(url, { agent, signal }, (res) => {
        res.resume();
        res.on('end', () => {
          const timing = { waitMs: tSocket - t0, serviceMs: performance.now() - tSocket };
          resolve({ outcome: res.statusCode === 200 ? 'taken' : 'error', ...timing });
        });
      });
      req.on('socket', () => {
        tSocket = performance.now();
      });
      req.on('error', reject);
      req.end();
    });
  return { attempt, close: () => agent.destroy() };
}
