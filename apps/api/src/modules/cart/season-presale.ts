import type { Role } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import {
  type PresaleOutcome,
  presaleCte,
  presaleOutcomeColumns,
  refusePresale,
} from '../presale/presale-sql.ts';
import { liveLine } from './cart-repository.ts';

/**
 * A season seat's hold under the season sale's presale, as a match seat's is: refused for a fan outside its
 * audience while it runs, before it starts, or past its limit (the account's live cart lines and unpaid
 * orders of the season, plus paid ones, plus this seat, or the `count` seats of a best-seats block). Read inside the hold's transaction after the cart
 * lock, so one account's parallel holds are counted one after another.
 */
export async function refuseSeasonPresale(
  tx: Db,
  r: { setupId: string; userId: string; roles: readonly Role[]; cartId: string; count?: number },
) {
  const accountSeats = sql`((select count(*)::int from cart_items ci where ci.cart_id = ${r.cartId}
      and ci.setup_id = ${r.setupId} and ${liveLine})
    + (select count(*)::int from order_items oi join orders o on o.id = oi.order_id
      where o.user_id = ${r.userId} and o.status = 'AWAITING_PAYMENT' and o.expires_at > shop_now()
        and oi.setup_id = ${r.setupId}))`;
  const [row] = await queryRows<{ presale: PresaleOutcome }>(
    tx,
    sql`with ${presaleCte({ ...r, count: sql`${r.count ?? 1}::int`, accountSeats })} select ${presaleOutcomeColumns}`,
  );
  refusePresale(row?.presale ?? null);
}
