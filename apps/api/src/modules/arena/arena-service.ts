import type { ArenaResponse, BuyState, Role, SectorResponse, SetupType } from '@hokej/contract';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { findSetup, type SetupRow } from '../catalog/catalog-repository.ts';
import { presaleOf } from '../presale/presale-sql.ts';
import { databaseNow, findArena, sectorAvailability, sectorPrices, sectorSeats } from './arena-repository.ts';
import { bandsOf } from './price-bands.ts';
import { forbiddenSectors, requireSectorOpen } from './sector-access.ts';

/** Maps the URL's lower-case type segment to a setup type; anything else is an unknown entity type. */
export function setupTypeFromPath(type: string): SetupType {
  if (type === 'event') return 'EVENT';
  if (type === 'season') return 'SEASON';
  return fail('ARENA_ENTITY_TYPE_NOT_FOUND');
}

/** The shop shows published setups only; the club's back office sees unpublished ones too. */
type View = 'shop' | 'club';

export function createArenaService(db: Db) {
  async function setupOrFail(id: string, setupType: SetupType, view: View) {
    const setup = await findSetup(db, id, setupType, { unpublished: view === 'club' });
    if (!setup) fail(setupType === 'EVENT' ? 'EVENT_NOT_FOUND' : 'SEASON_NOT_FOUND');
    return setup;
  }

  async function arenaOf(setup: SetupRow, setupType: SetupType): Promise<ArenaResponse> {
    const [arena, sectors, now] = await Promise.all([
      findArena(db, setup.arenaId),
      sectorAvailability(db, setup.id, setupType, setup.arenaId),
      databaseNow(db),
    ]);
    if (!arena) fail('ARENA_SETUP_RETRIEVE_FAILURE');
    return {
      uuid: setup.id,
      setupType,
      title: setup.title,
      startsAt: iso(setup.startsAt),
      endsAt: iso(setup.endsAt ?? setup.startsAt),
      venue: setup.venue,
      arena: Object.fromEntries(sectors.map((s) => [s.name, s])),
      priceBands: bandsOf(sectors),
      viewBox: arena.viewBox,
      rink: arena.rink,
      presale: presaleOf(setup),
      serverTimestamp: now,
    };
  }

  async function sectorOf(setup: SetupRow, setupType: SetupType, sector: string): Promise<SectorResponse> {
    const [seats, prices, now] = await Promise.all([
      sectorSeats(db, setup.id, setupType, sector),
      sectorPrices(db, setup.id, sector),
      databaseNow(db),
    ]);
    if (seats.length === 0) fail('ARENA_SETUP_NOT_FOUND');
    const setupMap: SectorResponse['setup'] = {};
    for (const { accessibility, ...seat } of seats) {
      const row = setupMap[seat.row] ?? [];
      const place = { ...seat, sector, buyState: seat.buyState as BuyState };
      // Only an accessible place carries the attribute: the answer of a big sector stays small.
      row.push(accessibility ? { ...place, accessibility } : place);
      setupMap[seat.row] = row;
    }
    return {
      uuid: setup.id,
      setupType,
      title: setup.title,
      startsAt: iso(setup.startsAt),
      endsAt: iso(setup.endsAt ?? setup.startsAt),
      sector,
      availableSeats: seats.filter((s) => s.buyState === 'ACTIVE').length,
      prices: prices as SectorResponse['prices'],
      setup: setupMap,
      serverTimestamp: now,
    };
  }

  return {
    /**
     * The arena map of a match or season: each sector's availability and shape; a sector kept for other
     * roles than the viewer's is flagged `forbidden`.
     */
    async arena(
      id: string,
      setupType: SetupType,
      view: View = 'shop',
      roles: readonly Role[] = [],
    ): Promise<ArenaResponse> {
      const setup = await setupOrFail(id, setupType, view);
      const [answer, forbidden] = await Promise.all([
        arenaOf(setup, setupType),
        forbiddenSectors(db, id, roles),
      ]);
      return withForbidden(answer, forbidden);
    },

    /** The shop's arena map of a published setup as everybody sees it (no sector flagged `forbidden`). */
    shopArena: async (id: string, setupType: SetupType) =>
      arenaOf(await setupOrFail(id, setupType, 'shop'), setupType),

    /** One sector's seat map, per row, with prices (ARENA_SETUP_FORBIDDEN for a sector kept for others). */
    async sector(
      id: string,
      setupType: SetupType,
      sector: string,
      view: View = 'shop',
      roles: readonly Role[] = [],
    ): Promise<SectorResponse> {
      const setup = await setupOrFail(id, setupType, view);
      // The club's own view (back office) sees every sector.
      if (view === 'shop') await requireSectorOpen(db, id, sector, roles);
      return sectorOf(setup, setupType, sector);
    },

    /** One sector of a published setup, whoever asks (the caller checks the sectors kept for roles). */
    shopSector: async (id: string, setupType: SetupType, sector: string) =>
      sectorOf(await setupOrFail(id, setupType, 'shop'), setupType, sector),
  };
}

/** The arena answer with the sectors this viewer may not open flagged `forbidden`. */
export function withForbidden(answer: ArenaResponse, forbidden: ReadonlySet<string>): ArenaResponse {
  if (forbidden.size === 0) return answer;
  const arena: ArenaResponse['arena'] = {};
  for (const [name, entry] of Object.entries(answer.arena))
    arena[name] = forbidden.has(name) ? { ...entry, forbidden: true } : entry;
  return { ...answer, arena };
}

export type ArenaService = ReturnType<typeof createArenaService>;
