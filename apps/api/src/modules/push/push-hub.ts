import type { PushMessage, SetupType } from '@hokej/contract';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { every } from '../../every.ts';
import { fail } from '../../http/shop-error.ts';
import { findSetup } from '../catalog/catalog-repository.ts';
import { createDerivedViews } from './derived-views.ts';
import { createFrameBatches } from './frame-batches.ts';
import { changesSince, type LoggedChange } from './push-replay.ts';
import { isSeatChange, SEAT_CHANNEL } from './seat-changes.ts';
import { createSeatOrder, type Notice } from './seat-order.ts';
import { createStragglerSweep } from './straggler-sweep.ts';
import { writeToStream } from './stream-writer.ts';

/**
 * Hears every seat change this process learns of, with its push_log `id` when it came on the feed; `forget` when it may have missed some; `setupMessage`
 * for a logged setup-wide message (e.g. the sectors kept for roles changed); `signal` for an unlogged one
 * (seat-changes.ts notifySignal).
 */
export type SeatObserver = {
  hear(payload: PushMessage, id?: number): void;
  forget(): void;
  setupMessage?(setupId: string): void;
  signal?(signal: string): void;
};
/**
 * `readySince`: the number of changes delivered before the page's stream caught up (see `deliver`).
 * `replayedAhead`: ids its catch-up replayed from push_log before this process heard them; when they
 * arrive they are not sent again.
 */
type Subscriber = {
  reply: FastifyReply;
  ready: boolean;
  readySince: number;
  buffered: Notice[];
  sent: Set<number>;
  replayedAhead: Set<number>;
};
/** A logged change's SSE frame, its push_log id and its delivery number (see `readySince`). */
type Pending = { frame: string; id: number; seq: number };

const HEARTBEAT_MS = 25_000;
const STRAGGLER_SWEEP_MS = 2000;
const RESYNC = 'event: resync\ndata: {}\n\n';
// On shutdown the pages come back after 1–3 s (spread, so a whole stadium does not return at once),
// to another process or to this one restarted; their Last-Event-ID replays what they missed.
const reconnectSoon = () => `retry: ${1000 + Math.floor(Math.random() * 2000)}\n\n`;

/** A logged change as its SSE frame: `seat` for a seat's change, `access` when the sectors kept for roles changed. */
const loggedFrame = (change: LoggedChange) =>
  `id: ${change.id}\nevent: ${isSeatChange(change.payload) ? 'seat' : 'access'}\ndata: ${JSON.stringify(change.payload)}\n\n`;

/** A Last-Event-ID header as a number, or null when absent or not a plain id. */
function lastEventIdOf(header: string | string[] | undefined): number | null {
  return typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : null;
}

/**
 * Fans seat changes (and setup-wide messages such as a change of the sectors kept for roles) out to the browsers connected to this process. Every process LISTENs on one
 * channel, so a change committed through any process reaches every open page.
 */
export function createPushHub(database: Database, maxStreams = 20_000, batchMs = 20) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let delivered = 0;
  const observers: SeatObserver[] = [];
  let clockChanges = 0;
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let closing = false;

  const writeTo = (setupId: string, text: string) => {
    for (const sub of subscribers.get(setupId) ?? []) if (sub.ready) writeToStream(sub.reply.raw, text);
  };
  const derived = createDerivedViews(database.db, (setupId) => subscribers.has(setupId), {
    sector: (uuid, setupType, sector, availableSeats) =>
      writeTo(
        uuid,
        `event: sector\ndata: ${JSON.stringify({ uuid, setupType, sector, availableSeats })}\n\n`,
      ),
    // Not logged, so without an id: a page that reconnects gets it from its reload instead.
    seasonSeat: (uuid, seat, state, availableSeats) =>
      writeTo(
        uuid,
        `event: seat\ndata: ${JSON.stringify({ uuid, setupType: 'SEASON', seat, state, availableSeats })}\n\n`,
      ),
  });

  /**
   * Writes frames of a setup to its open pages, one write per page however many seats changed. A page whose
   * stream caught up after a frame was delivered gets only the frames delivered after that (the earlier
   * ones were in its catch-up, or are in its buffer for it).
   */
  const writeFrames = (setupId: string, pending: Pending[]) => {
    const first = pending[0]?.seq ?? 0;
    const all = pending.map((p) => p.frame).join('');
    for (const sub of subscribers.get(setupId) ?? []) {
      if (!sub.ready) continue;
      if (sub.readySince < first && sub.replayedAhead.size === 0) writeToStream(sub.reply.raw, all);
      else {
        const later = pending
          .filter((p) => p.seq > sub.readySince && !sub.replayedAhead.delete(p.id))
          .map((p) => p.frame)
          .join('');
        if (later) writeToStream(sub.reply.raw, later);
      }
    }
  };
  // A quiet match's change goes out at once; in a rush many seats of one match change within
  // milliseconds, and thousands of pages each get one write per window instead of one per change.
  const batches = createFrameBatches(batchMs, writeFrames);
  const flushAll = () => batches.flushAll();

  const order = createSeatOrder();
  const deliver = (notice: Notice) => {
    if (!order.isNext(notice)) return;
    const message = notice.payload;
    if (isSeatChange(message)) {
      for (const observer of observers) observer.hear(message, notice.id);
      derived.changed(notice.setupId, message.seat).catch(() => {});
    } else for (const observer of observers) observer.setupMessage?.(notice.setupId);
    const subs = subscribers.get(notice.setupId);
    if (!subs) return;
    delivered += 1;
    for (const sub of subs) if (!sub.ready) sub.buffered.push(notice);
    batches.add(notice.setupId, { frame: loggedFrame(notice), id: notice.id, seq: delivered });
  };

  const stragglers = createStragglerSweep(database.db, deliver);
  let stopSweep: (() => void) | undefined;

  // After a lost LISTEN connection nobody knows what was missed: every page reloads.
  const resyncAll = () => {
    for (const observer of observers) observer.forget();
    for (const set of subscribers.values())
      for (const sub of set) {
        sub.replayedAhead.clear();
        writeToStream(sub.reply.raw, RESYNC);
      }
  };

  const onNotification = (payload: string) => {
    const notice = JSON.parse(payload) as Notice | { clock: true } | { signal: string };
    if ('signal' in notice) {
      for (const observer of observers) observer.signal?.(notice.signal);
      return;
    }
    if (!('clock' in notice)) return deliver(notice);
    // The shop clock was moved (tests only): what anybody remembers about holds is void.
    clockChanges += 1;
    for (const observer of observers) observer.forget();
  };

  /** Tells the page when to come back, ends its stream and closes its connection. */
  const endWithRetry = (reply: FastifyReply) => {
    const socket = reply.raw.socket;
    reply.raw.end(reconnectSoon());
    socket?.end();
  };

  const streamCount = () => [...subscribers.values()].reduce((n, s) => n + s.size, 0);

  function remove(setupId: string, sub: Subscriber) {
    const set = subscribers.get(setupId);
    set?.delete(sub);
    if (set?.size === 0) subscribers.delete(setupId);
  }

  /**
   * Sends what the page missed, then whatever arrived meanwhile that the replay did not hold. A replayed
   * change this process has not heard of yet (committed, its announcement still on the way) is
   * remembered, so that its announcement does not reach the page a second time.
   */
  async function catchUp(setupId: string, sub: Subscriber, lastEventId: number | null) {
    if (lastEventId !== null) {
      const missed = await changesSince(database.db, setupId, lastEventId);
      if (missed.resync) sub.reply.raw.write(RESYNC);
      else
        for (const change of missed.changes) {
          sub.sent.add(change.id);
          if (stragglers.stillAhead(change.id) && !order.passedOn({ ...change, setupId }))
            sub.replayedAhead.add(change.id);
          sub.reply.raw.write(loggedFrame(change));
        }
    }
    for (const notice of sub.buffered)
      if (!sub.sent.has(notice.id)) writeToStream(sub.reply.raw, loggedFrame(notice));
    sub.buffered = [];
    sub.sent.clear();
    sub.ready = true;
    sub.readySince = delivered;
  }

  return {
    async start() {
      unlisten = await database.listen(SEAT_CHANNEL, onNotification, resyncAll);
      heartbeat = setInterval(() => {
        for (const set of subscribers.values())
          for (const sub of set) writeToStream(sub.reply.raw, ': ping\n\n');
      }, HEARTBEAT_MS);
      heartbeat.unref();
      await stragglers.round();
      stopSweep = every(
        STRAGGLER_SWEEP_MS,
        async () => void (await stragglers.round()),
        (err) => console.error('push straggler sweep:', err),
      );
    },

    /**
     * Shutdown, before the server waits for its connections: every open stream is told when to
     * reconnect and closed with its connection, so no stream keeps the process alive.
     */
    closeStreams() {
      closing = true;
      flushAll();
      for (const set of subscribers.values()) for (const sub of set) endWithRetry(sub.reply);
      subscribers.clear();
    },

    async stop() {
      flushAll();
      clearInterval(heartbeat);
      stopSweep?.();
      order.stop();
      derived.stop();
      await unlisten?.();
      for (const set of subscribers.values()) for (const sub of set) sub.reply.raw.end();
      subscribers.clear();
    },

    /**
     * Streams a match's or season's seat changes to one browser, first replaying what it missed
     * since its Last-Event-ID. An unknown setup is refused before the stream opens.
     */
    async stream(
      setupType: SetupType,
      setupId: string,
      lastEventIdHeader: string | string[] | undefined,
      reply: FastifyReply,
    ) {
      const setup = await findSetup(database.db, setupId, setupType);
      if (!setup) fail(setupType === 'EVENT' ? 'EVENT_NOT_FOUND' : 'SEASON_NOT_FOUND');
      if (streamCount() >= maxStreams) {
        reply.header('Retry-After', '5');
        fail('RATE_LIMITED');
      }
      // The browser may have left while the setup was looked up: then there is nobody to stream to.
      const socket = reply.raw.socket;
      if (!socket || socket.destroyed || reply.request.raw.destroyed) return;
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // A stream that opened while the process is shutting down is sent on at once.
      if (closing) return endWithRetry(reply);
      const sub: Subscriber = {
        reply,
        ready: false,
        readySince: 0,
        buffered: [],
        sent: new Set(),
        replayedAhead: new Set(),
      };
      const set = subscribers.get(setup.id) ?? new Set();
      set.add(sub);
      subscribers.set(setup.id, set);
      reply.raw.on('close', () => remove(setup.id, sub));
      reply.raw.write('retry: 2000\n\n');
      try {
        await catchUp(setup.id, sub, lastEventIdOf(lastEventIdHeader));
      } catch {
        // The page reconnects by itself and asks again.
        remove(setup.id, sub);
        reply.raw.end();
      }
    },

    observe(observer: SeatObserver) {
      observers.push(observer);
    },

    /** How many moves of the shop clock this process has heard of (tests wait on it). */
    clockChanges: () => clockChanges,

    subscriberCount: () => streamCount(),
  };
}

export type PushHub = ReturnType<typeof createPushHub>;
