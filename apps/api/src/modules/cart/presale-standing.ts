import type { PresaleAccess, Role } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import {
  type PresaleColumns,
  paidSeatsSql,
  presaleColumns,
  presaleMemberSql,
  presaleOf,
} from '../presale/presale-sql.ts';
import { liveLine } from './cart-repository.ts';

/**
 * Where the logged-in fan stands in a published setup's presale: whether they are of its audience and how
 * many more seats its limit leaves them (their live cart lines, unpaid and paid orders of the setup
 * counted, as the hold statements count them). Read per fan, never kept in the shared read cache.
 */
export async function presaleStanding(
  db: Db,
  user: { id: string; roles: readonly Role[] },
  setupId: string,
): Promise<PresaleAccess> {
  const [row] = await queryRows<PresaleColumns & { setupType: string; member: boolean; taken: number }>(
    db,
    sql`select s.setup_type as "setupType", ${presaleColumns},
        coalesce(${presaleMemberSql(user.id, user.roles)}, false) as member,
        (select count(*)::int from cart_items ci join carts c on c.id = ci.cart_id
          where c.user_id = ${user.id} and ci.setup_id = s.id and ${liveLine})
        + (select count(*)::int from order_items oi join orders o on o.id = oi.order_id
          where o.user_id = ${user.id} and oi.setup_id = s.id and o.status = 'AWAITING_PAYMENT'
            and o.expires_at > shop_now())
        + ${paidSeatsSql(user.id, setupId)} as taken
      from setups s where s.id = ${setupId} and s.published`,
  );
  if (!row) fail('EVENT_NOT_FOUND');
  const presale = presaleOf(row);
  const member = presale !== null && row.member;
  const remaining = member && presale?.limit != null ? Math.max(0, presale.limit - row.taken) : null;
  return { presale, member, taken: row.taken, remaining };
}
