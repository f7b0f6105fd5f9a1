import { setMaxListeners } from 'node:events';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Buyer, Seat } from './setup.ts';

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

/** POST /v2/cart ADD_SEAT over keep-alive connections, at most `connections` in flight (the rest queue). */
export function createHttpAttempt(options: {
  baseUrl: string;
  connections: number;
  setupId: string;
  buyers: Buyer[];
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections, maxFreeSockets: 1024 });
  const url = new URL('/v2/cart', options.baseUrl);

  const attempt: Attempt = (buyer, seat, signal) =>
    new Promise((resolve, reject) => {
      const token = options.buyers[buyer]?.token;
      const body = JSON.stringify({
        type: 'ADD_SEAT',
        setupType: 'EVENT',
        uuid: options.setupId,
        seat: { sector: seat.sector, row: seat.row, name: seat.name },
      });
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
            const tEnd = performance.now();
            const timing = { waitMs: tSocket - t0, serviceMs: tEnd - tSocket };
            const status = res.statusCode ?? 0;
            if (status === 201) return resolve({ outcome: 'held', ...timing });
            let code = '';
            try {
              code = (JSON.parse(Buffer.concat(chunks).toString()) as { code?: string }).code ?? '';
            } catch {
              // not JSON
            }
            if (status === 409 && code === 'SEAT_INACTIVE')
              return resolve({ outcome: 'taken', code, ...timing });
            if (status === 409 && code === 'CART_TICKET_LIMIT')
              return resolve({ outcome: 'limit', code, ...timing });
            resolve({ outcome: 'error', code: `${status} ${code}`.trim(), ...timing });
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
export function createHealthAttempt(options: { baseUrl: string; connections: number }) {
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
