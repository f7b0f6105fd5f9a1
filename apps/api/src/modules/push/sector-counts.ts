import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { sectorFreeCount } from '../arena/arena-repository.ts';

const SETTLE_MS = 250;

/**
 * After changes in a sector settle, counts its free seats once and reports the exact number: the
 * count inside each change's transaction cannot see concurrent changes, so pages would drift.
 */
export function createSectorCounts(
  db: Db,
  report: (setupId: string, sector: string, free: number, setupType: string) => void,
) {
  const pending = new Map<string, NodeJS.Timeout>();
  return {
    changed(setupId: string, sector: string) {
      const key = `${setupId}|${sector}`;
      if (pending.has(key)) return;
      const timer = setTimeout(async () => {
        pending.delete(key);
        try {
          const [setup] = await queryRows<{ setupType: string }>(
            db,
            sql`select setup_type as "setupType" from setups where id = ${setupId}`,
          );
          if (setup) report(setupId, sector, await sectorFreeCount(db, setupId, sector), setup.setupType);
        } catch {
          // The next change or the page's own 30 s reload brings the count.
        }
      }, SETTLE_MS);
      timer.unref();
      pending.set(key, timer);
    },
    stop() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
