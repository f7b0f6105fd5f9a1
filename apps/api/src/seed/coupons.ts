import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';

const DAY_MS = 86_400_000;

/**
 * The demo coupons: ORLY10 (10 % off everything, no limit), DERBY5 (5 € off the first derby, 100
 * uses) and LETO2025, which has run out, so that the checkout shows every answer.
 */
export async function insertDemoCoupons(tx: Db, now: Date): Promise<void> {
  const day = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  await queryRows(
    tx,
    sql`insert into coupons (code, kind, value, valid_from, valid_to, usage_limit, setup_id) values
      ('ORLY10', 'PERCENT', 10, ${day(-1)}, ${day(365)}, null, null),
      ('DERBY5', 'FIXED', 500, ${day(-1)}, ${day(365)}, 100,
        (select id from setups where setup_type = 'EVENT' and opponent = 'HC Košice' order by starts_at limit 1)),
      ('LETO2025', 'PERCENT', 20, ${day(-120)}, ${day(-30)}, null, null)
      on conflict do nothing`,
  );
}
