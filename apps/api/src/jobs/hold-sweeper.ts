import type { BuyState } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { publishSeatChange } from '../modules/push/seat-changes.ts';
import { every } from './every.ts';
import { releaseReadThenWrite } from './hold-sweeper-control-run.ts';

const BATCH = 500;

/**
 * Frees seats whose hold ran out and pushes them ACTIVE. Safe with several processes: each batch
 * skips rows another sweeper (or a buyer) has locked. Returns how many seats it freed. `unsafe` is the
 * test-only control run (UNSAFE_SWEEPS) without that lock.
 */
export async function releaseExpiredHolds(db: Db, options: { unsafe?: boolean } = {}): Promise<number> {
  if (options.unsafe) return releaseReadThenWrite(db, BATCH);
  return db.transaction(async (tx) => {
    const freed = await queryRows<{ setupId: string; sector: string; row: string; name: string }>(
      tx,
      sql`with expired as (
          select id from setup_seats
          where state = 'BOOKED' and order_item_id is null and hold_expires_at <= shop_now()
          order by hold_expires_at limit ${BATCH} for update skip locked
        )
        update setup_seats s set state = 'ACTIVE', cart_item_id = null, hold_expires_at = null
        from expired where s.id = expired.id
        returning s.setup_id as "setupId", s.sector, s.row, s.name`,
    );
    for (const seat of freed) await publishSeatChange(tx, { ...seat, state: 'ACTIVE' as BuyState });
    return freed.length;
  });
}

/** Drops live-channel history older than two hours (pages further behind reload instead). */
export async function prunePushLog(db: Db): Promise<void> {
  await queryRows(db, sql`delete from push_log where created_at < now() - interval '2 hours'`);
}

/** Runs the sweeper every `intervalMs` until stopped; an error is logged and the next round tries again. */
export function startHoldSweeper(
  db: Db,
  intervalMs: number,
  log: (err: unknown) => void,
  options: { unsafe?: boolean } = {},
) {
  let lastPrune = 0;
  return every(
    intervalMs,
    async () => {
      while ((await releaseExpiredHolds(db, options)) === BATCH) {}
      if (Date.now() - lastPrune > 60_000) {
        lastPrune = Date.now();
        await prunePushLog(db);
      }
    },
    log,
  );
}
