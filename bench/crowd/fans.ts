import type { Client } from './client.ts';

/** What every fan's answers add up to (the bench's own view; the database's is in verify.ts). */
export class CrowdFigures {
  joinMs: number[] = [];
  pollMs: number[] = [];
  holdMs: number[] = [];
  holdHeldMs: number[] = [];
  payMs: number[] = [];
  statuses = new Map<string, number>();
  /** Fans an answer told their place in line (a position) or their turn (the admission). */
  toldPosition = 0;
  /** Of those, fans who saw a position number (the rest were admitted before they next asked). */
  sawNumber = 0;
  joined = 0;
  admitted = 0;
  /** When each fan first heard of their admission (epoch ms), by user id. */
  admissionHeardAt = new Map<string, number>();
  held = 0;
  refused = 0;
  paid = 0;
  /** Fans admitted who found nothing left to buy. */
  foundNothing = 0;
  admissionRefused = 0;
  busy = 0;

  /** Counts an answer by what it was, its status and, for a refusal, the catalogue's code. */
  count(what: string, status: number, body?: unknown) {
    const code =
      status >= 400 && typeof body === 'object' && body !== null && 'code' in body
        ? ` ${String(body.code)}`
        : '';
    const key = `${what} ${status}${code}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    if (status === 503) this.busy++;
  }
}

export type Fan = { id: string; token: string; index: number };
type SeatRef = { sector: string; row: string; name: string };
type QueueStatus = {
  status: string;
  position: number | null;
  admission: { token: string } | null;
  pollAfterSeconds: number;
};
type ArenaAnswer = { arena: Record<string, { availableSeats: number; forbidden?: boolean }> };
type SectorAnswer = { setup: Record<string, Array<{ name: string; buyState: string }>> };
type ErrorAnswer = { code?: string };

export interface CrowdPlan {
  /** The connections the crowd shares; a fan keeps to one (one household, one address). */
  clients: Client[];
  roomId: string;
  matchId: string;
  /** Every seat of the match per sector, as the blind fans guess them. */
  seatsBySector: Map<string, SeatRef[]>;
  deadline: number;
  /** Share of fans who pick from the sector map; the rest try seats blindly and are refused. */
  pickers: number;
  figures: CrowdFigures;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const shuffled = <T>(xs: T[]) => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};
const pathOf = (location: string) => {
  const url = new URL(location, 'http://shop.invalid');
  return `${url.pathname}${url.search}`;
};
/** Waits what the server asked (Retry-After), a little spread, as many browsers would. */
const backOff = (seconds: number | undefined) => sleep((seconds ?? 1) * 1000 * (0.8 + Math.random() * 0.4));

/** Joins before the opening, then follows the queue page's Retry-After until admitted; answers the admission. */
async function waitInRoom(plan: FanPlan, fan: Fan): Promise<string | undefined> {
  const { client, figures } = plan;
  const path = `/v2/queue/${plan.roomId}/entry`;
  let told = false;
  let first = true;
  while (Date.now() < plan.deadline) {
    const answer = first
      ? await client.post<QueueStatus>(path, {}, fan.token)
      : await client.get<QueueStatus>(path, fan.token);
    (first ? figures.joinMs : figures.pollMs).push(answer.ms);
    figures.count(first ? 'join' : 'poll', answer.status, answer.body);
    if (answer.status !== 200) {
      await backOff(answer.retryAfterS);
      continue;
    }
    if (first) figures.joined++;
    first = false;
    const status = answer.body;
    if (!told && (status.position !== null || status.admission)) {
      told = true;
      figures.toldPosition++;
      if (status.position !== null) figures.sawNumber++;
    }
    if (status.admission) {
      figures.admitted++;
      figures.admissionHeardAt.set(fan.id, Date.now());
      return status.admission.token;
    }
    if (status.status === 'DONE' || status.status === 'EXPIRED') return undefined;
    await backOff(status.pollAfterSeconds);
  }
  return undefined;
}

/** Tries to hold one seat; answers 'held', 'taken' (try another), or 'stop'. */
async function hold(plan: FanPlan, fan: Fan, admission: string, seat: SeatRef) {
  const { client, figures } = plan;
  for (;;) {
    const answer = await client.post<ErrorAnswer>(
      '/v2/cart',
      { type: 'ADD_SEAT', setupType: 'EVENT', uuid: plan.matchId, seat },
      fan.token,
      { 'x-queue-admission': admission },
    );
    figures.count('hold', answer.status, answer.body);
    if (answer.status === 503 || answer.status === 0) {
      await backOff(answer.retryAfterS);
      if (Date.now() > plan.deadline) return 'stop';
      continue;
    }
    figures.holdMs.push(answer.ms);
    if (answer.status === 201) {
      figures.holdHeldMs.push(answer.ms);
      figures.held++;
      return 'held';
    }
    if (answer.status === 403) figures.admissionRefused++;
    if (answer.status !== 409) return 'stop';
    figures.refused++;
    return answer.body.code === 'CART_TICKET_LIMIT' ? 'stop' : 'taken';
  }
}

/** Seats to try in `sector`: free ones from its map (pickers) or guesses from the whole sector. */
async function candidates(plan: FanPlan, sector: string, picker: boolean): Promise<SeatRef[]> {
  if (!picker) return shuffled(plan.seatsBySector.get(sector) ?? []).slice(0, 8);
  const answer = await plan.client.get<SectorAnswer>(`/v2/arena/${plan.matchId}/sector/${sector}`);
  plan.figures.count('sector', answer.status, answer.body);
  if (answer.status !== 200) return [];
  const free: SeatRef[] = [];
  for (const [row, seats] of Object.entries(answer.body.setup))
    for (const s of seats) if (s.buyState === 'ACTIVE') free.push({ sector, row, name: s.name });
  return shuffled(free).slice(0, 8);
}

/** An admitted fan holds 1–5 seats (retrying refusals), then pays by card at the sandbox gateway. */
async function shop(plan: FanPlan, fan: Fan, admission: string) {
  const { client, figures } = plan;
  const want = 1 + Math.floor(Math.random() * 5);
  const picker = Math.random() < plan.pickers;
  let held = 0;
  let attempts = 0;
  shopping: while (held < want && attempts < 20 && Date.now() < plan.deadline) {
    const arena = await client.get<ArenaAnswer>(`/v2/arena/${plan.matchId}`);
    figures.count('arena', arena.status, arena.body);
    if (arena.status !== 200) {
      await backOff(arena.retryAfterS);
      continue;
    }
    const open = Object.entries(arena.body.arena)
      .filter(([, s]) => !s.forbidden && s.availableSeats > 0)
      .map(([name]) => name);
    if (open.length === 0) break;
    for (const seat of await candidates(plan, pick(open), picker)) {
      attempts++;
      const outcome = await hold(plan, fan, admission, seat);
      if (outcome === 'held') held++;
      if (outcome === 'stop') break shopping;
      if (held >= want || attempts >= 20) break;
    }
  }
  if (held === 0) {
    figures.foundNothing++;
    return;
  }
  await pay(plan, fan, admission);
}

async function pay(plan: FanPlan, fan: Fan, admission: string) {
  const { client, figures } = plan;
  const started = performance.now();
  const body = {
    paymentType: 'CARD',
    contact: {
      firstName: 'Fanúšik',
      lastName: `Davu ${fan.index}`,
      email: `crowd-${fan.index}@bench.test`,
      phoneNumber: `+421900${String(fan.index).padStart(6, '0')}`,
    },
    termsAgreed: true,
    contactConsent: true,
  };
  let order = await client.post<{ redirectUrl: string }>('/v2/cart/pay', body, fan.token, {
    'x-queue-admission': admission,
  });
  while (order.status === 503 && Date.now() < plan.deadline) {
    await backOff(order.retryAfterS);
    order = await client.post('/v2/cart/pay', body, fan.token, { 'x-queue-admission': admission });
  }
  figures.count('pay', order.status, order.body);
  if (order.status !== 201) return;
  // The sandbox gateway's hosted page: the fan approves; the gateway then notifies the shop.
  const decided = await client.postForm(order.body.redirectUrl, 'decision=APPROVED');
  figures.count('gateway', decided.status);
  if (decided.status !== 303 || !decided.location) return;
  const back = await client.get(pathOf(decided.location));
  figures.count('return', back.status);
  figures.payMs.push(performance.now() - started);
  figures.paid++;
}

type FanPlan = CrowdPlan & { client: Client };

/** One fan's whole evening: arrive at `arriveAt`, queue, shop, pay. */
export async function runFan(crowd: CrowdPlan, fan: Fan, arriveAt: number): Promise<void> {
  const plan: FanPlan = { ...crowd, client: crowd.clients[fan.index % crowd.clients.length] as Client };
  await sleep(arriveAt - Date.now());
  const admission = await waitInRoom(plan, fan);
  if (admission) await shop(plan, fan, admission);
}
