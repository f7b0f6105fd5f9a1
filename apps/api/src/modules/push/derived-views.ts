import type { BuyState, SeatRef, SetupType } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { sectorFreeCount, shownState } from '../catalog/catalog-repository.ts';

const SETTLE_MS = 250;

type Report = {
  sector(setupId: string, setupType: SetupType, sector: string, availableSeats: number): void;
  seasonSeat(seasonId: string, seat: SeatRef, state: BuyState, availableSeats: number): void;
};

/**
 * What open pages learn beyond the logged changes, computed once things settle:
 * - a sector's exact free count (the count inside each change's transaction cannot see concurrent
 *   changes, so pages would drift);
 * - a season page's view of a seat after a change in one of its matches (a season ticket needs the
 *   seat in every match), derived here so the match hold path pays nothing for it.
 */
export function createDerivedViews(db: Db, wanted: (setupId: string) => boolean, report: Report) {
  const pending = new Map<string, NodeJS.Timeout>();
  const seasonOf = new Map<string, Promise<{ setupType: SetupType; seasonId: string | null } | undefined>>();

  const later = (key: string, work: () => Promise<void>) => {
    if (pending.has(key)) return;
    const timer = setTimeout(() => {
      pending.delete(key);
      // On failure the next change or the page's own 30 s reload brings the truth.
      work().catch(() => {});
    }, SETTLE_MS);
    timer.unref();
    pending.set(key, timer);
  };

  const setupInfo = (setupId: string) => {
    let info = seasonOf.get(setupId);
    if (!info) {
      info = queryRows<{ setupType: SetupType; seasonId: string | null }>(
        db,
        sql`select setup_type as "setupType", season_id as "seasonId" from setups where id = ${setupId}`,
      ).then((rows) => rows[0]);
      info.catch(() => seasonOf.delete(setupId));
      seasonOf.set(setupId, info);
    }
    return info;
  };

  const recount = (setupId: string, sector: string) =>
    later(`count|${setupId}|${sector}`, async () => {
      const info = await setupInfo(setupId);
      if (info)
        report.sector(
          setupId,
          info.setupType,
          sector,
          await sectorFreeCount(db, setupId, info.setupType, sector),
        );
    });

  return {
    /** A seat of `setupId` changed (as logged and pushed). */
    async changed(setupId: string, seat: SeatRef) {
      if (wanted(setupId)) recount(setupId, seat.sector);
      const seasonId = (await setupInfo(setupId))?.seasonId;
      if (!seasonId || !wanted(seasonId)) return;
      later(`season|${seasonId}|${seat.sector}|${seat.row}|${seat.name}`, async () => {
        const [row] = await queryRows<{ state: BuyState }>(
          db,
          sql`select ${shownState('SEASON')} as state from setup_seats ss where ss.setup_id = ${seasonId}
            and ss.sector = ${seat.sector} and ss.row = ${seat.row} and ss.name = ${seat.name}`,
        );
        if (!row) return;
        report.seasonSeat(
          seasonId,
          seat,
          row.state,
          await sectorFreeCount(db, seasonId, 'SEASON', seat.sector),
        );
      });
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
