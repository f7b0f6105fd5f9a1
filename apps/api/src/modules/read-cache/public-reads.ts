import { randomUUID } from 'node:crypto';
import type {
  ArenaResponse,
  EventsResponse,
  PushMessage,
  Role,
  SeasonsResponse,
  SectorResponse,
  SectorRoles,
  SetupType,
  ShopLanguage,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Kept, Variant } from '../../http/conditional-reply.ts';
import { fail } from '../../http/shop-error.ts';
import type { ArenaService } from '../arena/arena-service.ts';
import { withForbidden } from '../arena/arena-service.ts';
import { forbiddenIn, readSectorRoles } from '../arena/sector-access.ts';
import { findSetup, isPhoneVerified } from '../catalog/catalog-repository.ts';
import {
  type CatalogService,
  type EventList,
  eventsIn,
  type SeasonList,
  seasonsIn,
} from '../catalog/catalog-service.ts';
import { sendFeedSignal, writtenNotices } from '../push/publish.ts';
import type { SeatObserver } from '../push/push-hub.ts';
import { type CachedAnswer, createCachedAnswer } from './cached-answer.ts';
import { listValidForMs, setupTimeline } from './read-cache-repository.ts';

type SetupEntry = {
  exists: CachedAnswer<true>;
  rules: CachedAnswer<SectorRoles>;
  arena: CachedAnswer<Kept<ArenaResponse>>;
  sectors: Map<string, CachedAnswer<Kept<SectorResponse>>>;
};

const keep = <T>(answer: T): Kept<T> => ({ answer, out: new Map() });
const FOREVER = Number.POSITIVE_INFINITY;

/**
 * The shop's public reads kept in memory per process: the match and season lists, each setup's arena map
 * and each sector's seat map. Built on the first read, marked stale by every change this process hears on
 * the push feed (seat changes, a change of the sectors kept for roles, a setup's own change signalled by
 * publish(tx, { setup: 'details' })) and by its own holds the moment they commit, and built again by the next read, once
 * per batch of changes. What depends on the viewer (sectors kept for roles, the caller's verified phone) is
 * applied per read from kept parts; a hold that runs out ends an answer's life when it does, heard or not.
 *
 * Read your own writes: a change this process committed with a NOTIFY inside its transaction reaches the
 * feed a moment after the answer that reported it. So a read after such a change first sends a barrier
 * signal on the feed and waits for it to come back; the feed is in commit order, so by then every earlier
 * change has been heard (one barrier serves all reads waiting at the time).
 */
export function createPublicReads(
  db: Db,
  services: { arena: ArenaService; catalog: CatalogService },
  makeBarriers: BarrierFactory = createBarriers,
) {
  const setups = new Map<string, SetupEntry>();
  // A match's season, learnt when a season's answer is built: a match's seat changes change the season's.
  const seasonOfMatch = new Map<string, string>();
  const barriers = makeBarriers(db, forget);

  const learnSeasons = async () => {
    const rows = await queryRows<{ id: string; seasonId: string }>(
      db,
      sql`select id, season_id as "seasonId" from setups where season_id is not null`,
    );
    for (const row of rows) seasonOfMatch.set(row.id, row.seasonId);
  };

  const lists = {
    EVENT: createCachedAnswer(async () => {
      const [answer, validForMs] = await Promise.all([
        services.catalog.events(null),
        listValidForMs(db, 'EVENT'),
      ]);
      return { value: keep(answer), validForMs };
    }),
    SEASON: createCachedAnswer(async () => {
      const [answer, validForMs] = await Promise.all([
        services.catalog.seasons(),
        listValidForMs(db, 'SEASON'),
        learnSeasons(),
      ]);
      return { value: keep(answer), validForMs };
    }),
  };

  const keyOf = (setupType: SetupType, id: string) => `${setupType}|${id}`;

  async function timeline(id: string, setupType: SetupType) {
    const { validForMs, matches } = await setupTimeline(db, id, setupType);
    for (const match of matches) seasonOfMatch.set(match, id);
    return validForMs;
  }

  function entryOf(id: string, setupType: SetupType): SetupEntry {
    const key = keyOf(setupType, id);
    let entry = setups.get(key);
    if (entry) return entry;
    entry = {
      exists: createCachedAnswer(async () => {
        if (!(await findSetup(db, id, setupType)))
          fail(setupType === 'EVENT' ? 'EVENT_NOT_FOUND' : 'SEASON_NOT_FOUND');
        return { value: true as const, validForMs: FOREVER };
      }),
      rules: createCachedAnswer(async () => ({ value: await readSectorRoles(db, id), validForMs: FOREVER })),
      arena: createCachedAnswer(async () => {
        const [answer, validForMs] = await Promise.all([
          services.arena.shopArena(id, setupType),
          timeline(id, setupType),
        ]);
        return { value: keep(answer), validForMs };
      }),
      sectors: new Map(),
    };
    setups.set(key, entry);
    return entry;
  }

  /** The setup's entry once it is known to be published; an unknown one leaves nothing behind. */
  async function knownSetup(id: string, setupType: SetupType) {
    await barriers.caughtUp();
    const entry = entryOf(id, setupType);
    try {
      const [, rules] = await Promise.all([entry.exists.get(), entry.rules.get()]);
      return { entry, rules };
    } catch (err) {
      if (setups.get(keyOf(setupType, id)) === entry && !entry.exists.peek())
        setups.delete(keyOf(setupType, id));
      throw err;
    }
  }

  function seatChanged(setupId: string, setupType: SetupType, sector: string) {
    lists[setupType].invalidate();
    const entry = setups.get(keyOf(setupType, setupId));
    entry?.arena.invalidate();
    entry?.sectors.get(sector)?.invalidate();
    const seasonId = seasonOfMatch.get(setupId);
    if (!seasonId) return;
    lists.SEASON.invalidate();
    const season = setups.get(keyOf('SEASON', seasonId));
    season?.arena.invalidate();
    season?.sectors.get(sector)?.invalidate();
  }

  /** A setup's own details, prices or publishing changed: everything about it is read again. */
  function setupChanged(setupId: string) {
    lists.EVENT.invalidate();
    lists.SEASON.invalidate();
    for (const id of [setupId, seasonOfMatch.get(setupId)]) {
      if (!id) continue;
      setups.delete(keyOf('EVENT', id));
      setups.delete(keyOf('SEASON', id));
    }
  }

  function forget() {
    setups.clear();
    lists.EVENT.invalidate();
    lists.SEASON.invalidate();
  }

  const observer: SeatObserver = {
    hear: (message: PushMessage) => seatChanged(message.uuid, message.setupType, message.seat.sector),
    forget,
    // The sectors kept for roles changed: what each viewer may open is read again.
    setupMessage: (setupId: string) => {
      setups.get(keyOf('EVENT', setupId))?.rules.invalidate();
      setups.get(keyOf('SEASON', setupId))?.rules.invalidate();
    },
    signal: (signal: string) => {
      if (signal.startsWith('setup:')) setupChanged(signal.slice('setup:'.length));
      else if (signal.startsWith('barrier:')) barriers.heard(signal.slice('barrier:'.length));
    },
  };

  return {
    observer,

    /** A seat change committed by this process, before its announcement comes back on the feed. */
    committed: (message: PushMessage) => observer.hear(message),

    /** The match list, each note and description in the reader's language where the match has it. */
    async events(userId: string | null, language: ShopLanguage): Promise<Variant<EventsResponse, EventList>> {
      await barriers.caughtUp();
      const kept = await lists.EVENT.get();
      const phoneNumberVerified = userId ? await isPhoneVerified(db, userId) : false;
      return {
        kept,
        key: `${phoneNumberVerified}|${language}`,
        make: () => ({ ...eventsIn(kept.answer, language), phoneNumberVerified }),
      };
    },

    /** The season list, each description in the reader's language where the season has it. */
    async seasons(language: ShopLanguage): Promise<Variant<SeasonsResponse, SeasonList>> {
      await barriers.caughtUp();
      const kept = await lists.SEASON.get();
      return { kept, key: language, make: () => seasonsIn(kept.answer, language) };
    },

    async arena(id: string, setupType: SetupType, roles: readonly Role[]): Promise<Variant<ArenaResponse>> {
      const { entry, rules } = await knownSetup(id, setupType);
      const kept = await entry.arena.get();
      const forbidden = forbiddenIn(rules, roles);
      return {
        kept,
        key: [...forbidden].sort().join(','),
        make: () => withForbidden(kept.answer, forbidden),
      };
    },

    async sector(
      id: string,
      setupType: SetupType,
      sector: string,
      roles: readonly Role[],
    ): Promise<Variant<SectorResponse>> {
      const { entry, rules } = await knownSetup(id, setupType);
      if (forbiddenIn(rules, roles).has(sector)) fail('ARENA_SETUP_FORBIDDEN');
      let answer = entry.sectors.get(sector);
      if (!answer) {
        answer = createCachedAnswer(async () => {
          const [made, validForMs] = await Promise.all([
            services.arena.shopSector(id, setupType, sector),
            timeline(id, setupType),
          ]);
          return { value: keep(made), validForMs };
        });
        entry.sectors.set(sector, answer);
      }
      try {
        const kept = await answer.get();
        return { kept, key: '', make: () => kept.answer };
      } catch (err) {
        // An unknown sector is not remembered.
        if (entry.sectors.get(sector) === answer && !answer.peek()) entry.sectors.delete(sector);
        throw err;
      }
    },
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;

// A barrier that does not come back (the listening connection is down) stops waiting after this long, and
// everything kept is dropped: the next reads are built from the database, which is never behind.
const BARRIER_TIMEOUT_MS = 2000;

/** How reads wait for the feed to bring back this process's own changes (a control run passes one that does not). */
export type Barriers = { caughtUp: () => Promise<void>; heard: (token: string) => void };
export type BarrierFactory = (db: Db, giveUp: () => void) => Barriers;

/** Barrier signals on the feed: `caughtUp` resolves once the feed brought back every NOTIFY this process wrote before. */
function createBarriers(db: Db, giveUp: () => void): Barriers {
  type Barrier = { target: number; done: Promise<void>; finish: () => void };
  let covered = 0;
  let latest: Barrier | undefined;
  const waiting = new Map<string, Barrier>();

  function send(target: number): Barrier {
    const token = randomUUID();
    let resolve = () => {};
    const done = new Promise<void>((r) => {
      resolve = r;
    });
    const timer = setTimeout(() => {
      giveUp();
      barrier.finish();
    }, BARRIER_TIMEOUT_MS);
    timer.unref();
    const barrier: Barrier = {
      target,
      done,
      finish() {
        clearTimeout(timer);
        waiting.delete(token);
        if (latest === barrier) latest = undefined;
        covered = Math.max(covered, target);
        resolve();
      },
    };
    waiting.set(token, barrier);
    latest = barrier;
    sendFeedSignal(db, `barrier:${token}`).catch(() => {
      giveUp();
      barrier.finish();
    });
    return barrier;
  }

  return {
    async caughtUp() {
      const target = writtenNotices();
      if (covered >= target) return;
      await (latest && latest.target >= target ? latest : send(target)).done;
    },
    heard(token: string) {
      waiting.get(token)?.finish();
    },
  };
}
