import type { ArenaResponse, BuyState, Role, SectorResponse, SetupType } from '@hokej/contract';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { findSetup } from '../catalog/catalog-repository.ts';
import { databaseNow, findArena, sectorAvailability, sectorPrices, sectorSeats } from './arena-repository.ts';
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
      const [arena, sectors, forbidden, now] = await Promise.all([
        findArena(db, setup.arenaId),
        sectorAvailability(db, id, setupType, setup.arenaId),
        forbiddenSectors(db, id, roles),
        databaseNow(db),
      ]);
      if (!arena) fail('ARENA_SETUP_RETRIEVE_FAILURE');
      return {
        uuid: setup.id,
        setupType,
        title: setup.title,
        startsAt: iso(setup.startsAt),
        venue: setup.venue,
        arena: Object.fromEntries(
          sectors.map((s) => [s.name, forbidden.has(s.name) ? { ...s, forbidden: true } : s]),
        ),
        viewBox: arena.viewBox,
        rink: arena.rink,
        serverTimestamp: now,
      };
    },

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
      const [seats, prices, now] = await Promise.all([
        sectorSeats(db, id, setupType, sector),
        sectorPrices(db, id, sector),
        databaseNow(db),
      ]);
      if (seats.length === 0) fail('ARENA_SETUP_NOT_FOUND');
      const setupMap: SectorResponse['setup'] = {};
      for (const seat of seats) {
        const row = setupMap[seat.row] ?? [];
        row.push({ ...seat, sector, buyState: seat.buyState as BuyState });
        setupMap[seat.row] = row;
      }
      return {
        uuid: setup.id,
        setupType,
        title: setup.title,
        startsAt: iso(setup.startsAt),
        sector,
        availableSeats: seats.filter((s) => s.buyState === 'ACTIVE').length,
        prices: prices as SectorResponse['prices'],
        setup: setupMap,
        serverTimestamp: now,
      };
    },
  };
}

export type ArenaService = ReturnType<typeof createArenaService>;
