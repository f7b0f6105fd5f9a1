import type { BuyState } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { every } from '../every.ts';
import { prunePushLog, publish } from '../modules/push/publish.ts';

const BATCH = 500;

/** Frees at most `batch` lapsed holds and pushes each seat ACTIVE; returns how many it freed. */
export type HoldRelease = (db: Db, batch: number) => Promise<number>;

/**
 * One batch in one transaction, safe with several processes: it skips rows another sweeper (or a
 * buyer) has locked, so each lapsed seat is freed and pushed once.
 */
export const releaseLapsedBatch: HoldRelease = (db, batch) =>
  db.transaction(async (tx) => {
    const freed = await queryRows<{ setupId: string; sector: string; row: string; name: string }>(
      tx,
      sql`with expired as (
          select id from setup_seats
          where state = 'BOOKED' and order_item_id is null and hold_expires_at <= shop_now()
          order by hold_expires_at limit ${batch} for update skip locked
        )
        update setup_seats s set state = 'ACTIVE', cart_item_id = null, hold_expires_at = null
        from expired where s.id = expired.id
        returning s.setup_id as "setupId", s.sector, s.row, s.name`,
    );
    for (const seat of freed) await publish(tx, { ...seat, state: 'ACTIVE' as BuyState });
    return freed.length;
  });

/**
 * Frees seats whose hold ran out (one batch) and pushes them ACTIVE. `release` is how a batch is freed:
 * a race test's control run passes one without the lock (`ServiceSeams.holdRelease`).
 */
export function releaseExpiredHolds(db: Db, release: HoldRelease = releaseLapsedBatch): Promise<number> {
  return release(db, BATCH);
}

/** Runs the sweeper every `intervalMs` until stopped; an error is logged and the next round tries again. */
export function startHoldSweeper(
  db: Db,
  intervalMs: number,
  log: (err: unknown) => void,
  release?: HoldRelease,
) {
  let lastPrune = 0;
  return every(
    intervalMs,
    async () => {
      while ((await releaseExpiredHolds(db, release)) === BATCH) {}
      if (Date.now() - lastPrune > 60_000) {
        lastPrune = Date.now();
        await prunePushLog(db);
      }
    },
    log,
  );
}
