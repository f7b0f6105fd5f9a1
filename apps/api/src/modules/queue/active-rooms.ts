import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { seasonMatchesOf } from './queue-repository.ts';

/** How often every process re-reads the active rooms besides being told by NOTIFY. */
const REFRESH_MS = 1000;

export interface ActiveRoom {
  id: string;
  /** null: the room guards the whole shop. */
  setupId: string | null;
  /** A season room's matches: it guards them too, unless a match has its own room. */
  matches: string[];
}

/**
 * Which sales have an active waiting room, remembered per process, so a hold on a sale without one
 * pays nothing for the rule. Kept fresh by NOTIFY queue_rooms (a trigger on queue_rooms) and a re-read
 * every second; the same read brings the shop clock's offset, so admissions are checked in memory on
 * the shop's time.
 */
export function createActiveRooms(database: Database) {
  let bySetup = new Map<string, ActiveRoom>();
  let wholeShop: ActiveRoom | undefined;
  let offsetMs = 0;
  let loaded = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let reading: Promise<void> | undefined;

  async function read(): Promise<void> {
    const [row] = await queryRows<{ rooms: ActiveRoom[] | null; offsetMs: number }>(
      database.db,
      sql`select (select json_agg(json_build_object('id', r.id, 'setupId', r.setup_id,
                    'matches', ${seasonMatchesOf(sql`r`)}))
                  from queue_rooms r where r.state <> 'CLOSED') as rooms,
             (extract(epoch from shop_now() - now()) * 1000)::float8 as "offsetMs"`,
    );
    const rooms = row?.rooms ?? [];
    const guarded = new Map<string, ActiveRoom>();
    for (const room of rooms) for (const match of room.matches) guarded.set(match, room);
    for (const room of rooms) if (room.setupId !== null) guarded.set(room.setupId, room);
    bySetup = guarded;
    wholeShop = rooms.find((r) => r.setupId === null);
    offsetMs = Number(row?.offsetMs ?? 0);
    loaded = true;
  }

  /** Re-reads now (one read at a time; a caller during a read waits for a fresh one). */
  async function refresh(): Promise<void> {
    const running = reading;
    if (running) await running.catch(() => {});
    reading ??= read().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    refresh,

    /** The room guarding `setupId`: its own, else its season's, else the whole shop's, else none. */
    async roomFor(setupId: string): Promise<ActiveRoom | undefined> {
      if (!loaded) await refresh();
      return bySetup.get(setupId) ?? wholeShop;
    },

    /** True when no room is active anywhere (the hot path's shortcut). */
    async none(): Promise<boolean> {
      if (!loaded) await refresh();
      return bySetup.size === 0 && wholeShop === undefined;
    },

    /** The shop clock now, in epoch milliseconds (tests move it). */
    shopNow: () => Date.now() + offsetMs,

    async start(onError: (err: unknown) => void): Promise<void> {
      unlisten = await database.listen(
        'queue_rooms',
        () => refresh().catch(onError),
        () => refresh().catch(onError),
      );
      timer = setInterval(() => refresh().catch(onError), REFRESH_MS);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      await unlisten?.();
      await reading?.catch(() => {});
    },
  };
}

export type ActiveRooms = ReturnType<typeof createActiveRooms>;
