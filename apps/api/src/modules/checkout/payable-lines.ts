import type { SetupType } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { liveLine } from '../cart/cart-repository.ts';

/** A cart line as checkout sees it: is its hold still live, and is its price still the price. */
export type PayableLine = {
  itemId: string;
  setupId: string;
  setupType: SetupType;
  setupSeatId: number;
  ticketType: string;
  price: number;
  plasticCard: boolean;
  currentPrice: number | null;
  live: boolean;
  startsAt: Date | string;
};

export function payableLines(tx: Db, cartId: string): Promise<PayableLine[]> {
  return queryRows<PayableLine>(
    tx,
    sql`select ci.id as "itemId", ci.setup_id as "setupId", s.setup_type::text as "setupType",
        ci.setup_seat_id as "setupSeatId", ci.ticket_type as "ticketType", ci.price,
        ci.plastic_card as "plasticCard", (select p.price from prices p join setup_seats ss on ss.id = ci.setup_seat_id
          where p.setup_id = ci.setup_id and p.sector = ss.sector and p.ticket_type = ci.ticket_type)
          as "currentPrice",
        ${liveLine} as live,
        -- A season's first match still to come decides the bank-transfer rule, like a match's start.
        case when s.setup_type = 'SEASON' then coalesce((select min(m.starts_at) from setups m
          where m.season_id = s.id and m.starts_at > shop_now()), s.starts_at) else s.starts_at end as "startsAt"
      from cart_items ci join setups s on s.id = ci.setup_id
      where ci.cart_id = ${cartId} order by ci.created_at`,
  );
}
