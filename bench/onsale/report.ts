import { MAX_SEATS_PER_ORDER } from '@hokej/contract';
import type pg from 'pg';
import type { Sample } from './buyers.ts';
import type { PhaseCpu } from './cpu.ts';
import type { Buyer } from './setup.ts';

export type PhaseSummary = {
  name: string;
  attempts: number;
  held: number;
  taken: number;
  limit: number;
  errors: number;
  errorCodes: Record<string, number>;
  wallMs: number;
  timedOut: boolean;
  holdsPerS: number;
  attemptsPerS: number;
  /** From getting a connection (HTTP socket / pg client) to the answer. */
  service: { p50: number; p99: number; max: number };
  /** Including the wait for a connection on the client side (the queue in front of the cap). */
  endToEnd: { p50: number; p99: number; max: number };
  /** The same (from the connection) of successes and of refusals apart: holds write and commit. */
  heldService: { p50: number; p99: number; max: number };
  refusedService: { p50: number; p99: number; max: number };
  /** CPU used during the phase, when measured. */
  cpu?: PhaseCpu;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] as number;
}

export function spread(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
}

export function summarize(
  name: string,
  run: { samples: Sample[]; wallMs: number; timedOut: boolean },
  cpu?: PhaseCpu,
) {
  const { samples, wallMs } = run;
  const count = (o: Sample['outcome']) => samples.filter((s) => s.outcome === o).length;
  const errorCodes: Record<string, number> = {};
  for (const s of samples) {
    if (s.outcome === 'error') errorCodes[s.code ?? '?'] = (errorCodes[s.code ?? '?'] ?? 0) + 1;
  }
  const answered = samples.filter((s) => s.serviceMs > 0);
  const summary: PhaseSummary = {
    name,
    attempts: samples.length,
    held: count('held'),
    taken: count('taken'),
    limit: count('limit'),
    errors: count('error'),
    errorCodes,
    wallMs,
    timedOut: run.timedOut,
    holdsPerS: (count('held') / wallMs) * 1000,
    attemptsPerS: (samples.length / wallMs) * 1000,
    service: spread(answered.map((s) => s.serviceMs)),
    endToEnd: spread(answered.map((s) => s.waitMs + s.serviceMs)),
    heldService: spread(answered.filter((s) => s.outcome === 'held').map((s) => s.serviceMs)),
    refusedService: spread(answered.filter((s) => s.outcome !== 'held').map((s) => s.serviceMs)),
    cpu,
  };
  return summary;
}

export type Verification = {
  /** Seats answered "held" to more than one attempt. */
  doubleSuccess: number;
  /** Seats whose hold in the database belongs to someone else than the buyer who got the success. */
  wrongOwner: number;
  /** Seats referenced by more than one cart item (a second hold slipped past the first). */
  multiItem: number;
  /** Distinct seats failing any of the above: must be 0. */
  oversold: number;
  /** Carts with more than MAX_SEATS_PER_ORDER live items: must be 0. */
  cartsOverLimit: number;
  /** Seats held in the database without a success on the client (e.g. answer lost at the time limit). */
  unacknowledged: number;
  heldInDb: number;
};

type SeatRow = {
  id: number;
  state: string;
  cart_item_id: string | null;
  user_id: string | null;
  items: number;
};

async function seatRows(client: pg.ClientBase, setupId: string, seatIds: number[]) {
  const { rows } = await client.query<SeatRow>(
    `select ss.id::int as id, ss.state::text as state, ss.cart_item_id, c.user_id,
       (select count(*)::int from cart_items x where x.setup_seat_id = ss.id) as items
     from setup_seats ss
     left join cart_items ci on ci.id = ss.cart_item_id
     left join carts c on c.id = ci.cart_id
     where ss.setup_id = $1 and ss.id = any($2::bigint[])`,
    [setupId, seatIds],
  );
  return new Map(rows.map((r) => [r.id, r]));
}

function doubleSuccesses(samples: Sample[]) {
  const bySeat = new Map<number, Sample[]>();
  for (const s of samples) {
    if (s.outcome !== 'held') continue;
    bySeat.set(s.seat.id, [...(bySeat.get(s.seat.id) ?? []), s]);
  }
  return bySeat;
}

/** The API phase checked in SQL: every success is the database's truth, nothing sold twice, no cart over 5. */
export async function verifyApi(
  client: pg.ClientBase,
  setupId: string,
  seatIds: number[],
  samples: Sample[],
  buyers: Buyer[],
): Promise<Verification> {
  const rows = await seatRows(client, setupId, seatIds);
  const successes = doubleSuccesses(samples);
  const bad = new Set<number>();
  let doubleSuccess = 0;
  let wrongOwner = 0;
  for (const [seatId, list] of successes) {
    if (list.length > 1) {
      doubleSuccess++;
      bad.add(seatId);
    }
    const row = rows.get(seatId);
    if (list.some((s) => row?.state !== 'BOOKED' || row.user_id !== buyers[s.buyer]?.id)) {
      wrongOwner++;
      bad.add(seatId);
    }
  }
  let multiItem = 0;
  let unacknowledged = 0;
  let heldInDb = 0;
  for (const row of rows.values()) {
    if (row.items > 1) {
      multiItem++;
      bad.add(row.id);
    }
    if (row.state === 'BOOKED') {
      heldInDb++;
      if (!successes.has(row.id)) unacknowledged++;
    }
  }
  const { rows: over } = await client.query(
    `select ci.cart_id from cart_items ci join setup_seats ss on ss.cart_item_id = ci.id
     where ss.state = 'BOOKED' and ci.expire_at > shop_now()
     group by ci.cart_id having count(*) > $1`,
    [MAX_SEATS_PER_ORDER],
  );
  return {
    doubleSuccess,
    wrongOwner,
    multiItem,
    oversold: bad.size,
    cartsOverLimit: over.length,
    unacknowledged,
    heldInDb,
  };
}

/** The baseline checked the same way: each success's cart_item_id is the one its UPDATE wrote. */
export async function verifyBaseline(
  client: pg.ClientBase,
  setupId: string,
  seatIds: number[],
  samples: Sample[],
): Promise<Verification> {
  const rows = await seatRows(client, setupId, seatIds);
  const successes = doubleSuccesses(samples);
  const bad = new Set<number>();
  let doubleSuccess = 0;
  let wrongOwner = 0;
  for (const [seatId, list] of successes) {
    if (list.length > 1) {
      doubleSuccess++;
      bad.add(seatId);
    }
    const row = rows.get(seatId);
    if (list.some((s) => row?.state !== 'BOOKED' || row.cart_item_id !== s.itemId)) {
      wrongOwner++;
      bad.add(seatId);
    }
  }
  let unacknowledged = 0;
  let heldInDb = 0;
  for (const row of rows.values()) {
    if (row.state === 'BOOKED') {
      heldInDb++;
      if (!successes.has(row.id)) unacknowledged++;
    }
  }
  return {
    doubleSuccess,
    wrongOwner,
    multiItem: 0,
    oversold: bad.size,
    cartsOverLimit: 0,
    unacknowledged,
    heldInDb,
  };
}

const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : '–');
const rate = (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)}/s` : '–');
const perAttempt = (summary: PhaseSummary, ms: number | undefined) =>
  ms === undefined ? '–' : `${((ms / summary.attempts) * 1000).toFixed(0)} µs`;

/** The result table: one column per phase. */
export function printTable(phases: Array<{ summary: PhaseSummary; verification?: Verification }>) {
  const rows: Array<[string, (p: (typeof phases)[number]) => string]> = [
    ['holds/s', (p) => rate(p.summary.holdsPerS)],
    ['attempts/s (statements/s)', (p) => rate(p.summary.attemptsPerS)],
    ['p50 latency', (p) => ms(p.summary.service.p50)],
    ['p99 latency', (p) => ms(p.summary.service.p99)],
    ['max latency', (p) => ms(p.summary.service.max)],
    ['p50 / p99 of successes', (p) => `${ms(p.summary.heldService.p50)} / ${ms(p.summary.heldService.p99)}`],
    [
      'p50 / p99 of refusals',
      (p) => `${ms(p.summary.refusedService.p50)} / ${ms(p.summary.refusedService.p99)}`,
    ],
    ['p50 incl. client queue', (p) => ms(p.summary.endToEnd.p50)],
    ['p99 incl. client queue', (p) => ms(p.summary.endToEnd.p99)],
    ['attempts', (p) => String(p.summary.attempts)],
    ['successes (201 / row)', (p) => String(p.summary.held)],
    ['409 SEAT_INACTIVE / no row', (p) => String(p.summary.taken)],
    ['409 CART_TICKET_LIMIT', (p) => String(p.summary.limit)],
    [
      'other errors',
      (p) =>
        p.summary.errors === 0
          ? '0'
          : `${p.summary.errors} (${Object.entries(p.summary.errorCodes)
              .map(([k, v]) => `${k}: ${v}`)
              .join(', ')})`,
    ],
    [
      'wall time',
      (p) => `${(p.summary.wallMs / 1000).toFixed(2)} s${p.summary.timedOut ? ' (TIMED OUT)' : ''}`,
    ],
    ['oversold seats', (p) => (p.verification ? String(p.verification.oversold) : '–')],
    ['carts over 5 live items', (p) => (p.verification ? String(p.verification.cartsOverLimit) : '–')],
    ['held in DB, not acknowledged', (p) => (p.verification ? String(p.verification.unacknowledged) : '–')],
    ['CPU per attempt: API process', (p) => perAttempt(p.summary, p.summary.cpu?.apiMs)],
    ['CPU per attempt: PostgreSQL', (p) => perAttempt(p.summary, p.summary.cpu?.postgresMs)],
    ['CPU per attempt: bench process', (p) => perAttempt(p.summary, p.summary.cpu?.benchMs)],
  ];
  const header = ['', ...phases.map((p) => p.summary.name)];
  const body = rows.map(([label, f]) => [label, ...phases.map(f)]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of body) console.log(line(r));
}
