import type { PushMessage } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Database, queryRows } from '../../db/client.ts';
import { SEAT_CHANNEL } from './seat-changes.ts';

type Notice = { id: number; setupId: string; payload: unknown };
/** Hears every seat change this process learns of; `forget` when it may have missed some. */
export type SeatObserver = { hear(payload: PushMessage): void; forget(): void };
type Subscriber = { reply: FastifyReply; ready: boolean; buffered: Notice[] };

const REPLAY_LIMIT = 2000;
const HEARTBEAT_MS = 25_000;

function frame(notice: Notice): string {
  return `id: ${notice.id}\nevent: seat\ndata: ${JSON.stringify(notice.payload)}\n\n`;
}

/**
 * Fans seat changes out to the browsers connected to this process. Every process LISTENs on one
 * channel, so a change committed through any process reaches every open page.
 */
export function createPushHub(database: Database) {
  const subscribers = new Map<string, Set<Subscriber>>();
  let unlisten: (() => Promise<void>) | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const observers: SeatObserver[] = [];
  let clockChanges = 0;

  const deliver = (notice: Notice) => {
    for (const observer of observers) observer.hear(notice.payload as PushMessage);
    for (const sub of subscribers.get(notice.setupId) ?? []) {
      if (sub.ready) sub.reply.raw.write(frame(notice));
      else sub.buffered.push(notice);
    }
  };

  // After a lost LISTEN connection nobody knows what was missed: tell every page to reload.
  const resyncAll = () => {
    for (const observer of observers) observer.forget();
    for (const set of subscribers.values())
      for (const sub of set) sub.reply.raw.write('event: resync\ndata: {}\n\n');
  };

  async function replay(setupId: string, lastEventId: number, sub: Subscriber) {
    const [oldest] = await queryRows<{ id: number | null }>(
      database.db,
      sql`select min(id)::bigint as id from push_log`,
    );
    const oldestId = oldest?.id === null || oldest?.id === undefined ? null : Number(oldest.id);
    if (oldestId !== null && lastEventId < oldestId - 1) {
      sub.reply.raw.write('event: resync\ndata: {}\n\n');
      return lastEventId;
    }
    const missed = await queryRows<{ id: string; payload: unknown }>(
      database.db,
      sql`select id, payload from push_log where setup_id = ${setupId} and id > ${lastEventId}
        order by id limit ${REPLAY_LIMIT}`,
    );
    if (missed.length === REPLAY_LIMIT) {
      sub.reply.raw.write('event: resync\ndata: {}\n\n');
      return Number(missed[missed.length - 1]?.id);
    }
    let last = lastEventId;
    for (const row of missed) {
      last = Number(row.id);
      sub.reply.raw.write(frame({ id: last, setupId, payload: row.payload }));
    }
    return last;
  }

  return {
    async start() {
      unlisten = await database.listen(
        SEAT_CHANNEL,
        (payload) => {
          const notice = JSON.parse(payload) as Notice | { clock: true };
          // The shop clock was moved (tests only): what anybody remembers about holds is void.
          if ('clock' in notice) {
            clockChanges += 1;
            for (const observer of observers) observer.forget();
          } else deliver(notice);
        },
        resyncAll,
      );
      heartbeat = setInterval(() => {
        for (const set of subscribers.values()) for (const sub of set) sub.reply.raw.write(': ping\n\n');
      }, HEARTBEAT_MS);
      heartbeat.unref();
    },

    async stop() {
      clearInterval(heartbeat);
      await unlisten?.();
      for (const set of subscribers.values()) for (const sub of set) sub.reply.raw.end();
      subscribers.clear();
    },

    /** Streams a setup's seat changes to one browser, first replaying what it missed since `lastEventId`. */
    async subscribe(setupId: string, reply: FastifyReply, lastEventId: number | null) {
      const sub: Subscriber = { reply, ready: false, buffered: [] };
      const set = subscribers.get(setupId) ?? new Set();
      set.add(sub);
      subscribers.set(setupId, set);
      reply.raw.on('close', () => {
        set.delete(sub);
        if (set.size === 0) subscribers.delete(setupId);
      });
      reply.raw.write('retry: 2000\n\n');
      const last = lastEventId === null ? 0 : await replay(setupId, lastEventId, sub);
      for (const notice of sub.buffered) if (notice.id > last) reply.raw.write(frame(notice));
      sub.buffered = [];
      sub.ready = true;
    },

    observe(observer: SeatObserver) {
      observers.push(observer);
    },

    /** How many moves of the shop clock this process has heard of (tests wait on it). */
    clockChanges: () => clockChanges,

    subscriberCount: () => [...subscribers.values()].reduce((n, s) => n + s.size, 0),
  };
}

export type PushHub = ReturnType<typeof createPushHub>;
