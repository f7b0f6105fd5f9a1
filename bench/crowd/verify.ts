import type pg from 'pg';

/** What the database says after the crowd: the checks that must be 0 and the sale's own figures. */
export interface Verdict {
  /** Seats held or ordered by more than one cart line or live order. */
  oversold: number;
  /** Carts with more than 5 live lines, orders with more than 5 seats, fans with more than 5 seats of the match. */
  cartsOver5: number;
  /** Places admitted more than once: admissions the rooms counted beyond the admitted places, plus second places of one fan. */
  admittedTwice: number;
  /** Waiting fans with a place before an admitted one, plus admissions out of the line's order. */
  skipped: number;
  /** Fans of the crowd with a place in line (the pre-queue's draw or a later arrival's). */
  placed: number;
  seatsSold: number;
  /** Seats a USER could buy when the sale opened that are still free. */
  leftFree: number;
  /** Opening (the draw) to the last order, when nothing was left free; null otherwise. */
  soldOutS: number | null;
  admittedCount: number;
  /** Admissions per minute from the draw to the last admission. */
  admittedPerMinute: number;
  /** When each fan was admitted (epoch ms), by user id. */
  admittedAt: Map<string, number>;
  ordersPaid: number;
  ordersAwaiting: number;
}

const one = async (client: pg.ClientBase, text: string, values: unknown[]) =>
  Number(Object.values((await client.query(text, values)).rows[0] ?? {})[0] ?? 0);

export async function verify(
  client: pg.ClientBase,
  roomId: string,
  matchId: string,
  sellableSectors: string[],
): Promise<Verdict> {
  const live = `o.status in ('AWAITING_PAYMENT', 'PAID')`;
  const oversold = await one(
    client,
    `select count(*) from (
       select seat from (
         select oi.setup_seat_id as seat from order_items oi join orders o on o.id = oi.order_id
           where oi.setup_id = $1 and ${live}
         union all
         select ci.setup_seat_id from cart_items ci where ci.setup_id = $1 and ci.expire_at > now()
       ) owners group by seat having count(*) > 1) twice`,
    [matchId],
  );
  const cartsOver5 = await one(
    client,
    `select (select count(*) from (select cart_id from cart_items where expire_at > now()
                group by cart_id having count(*) > 5) c)
          + (select count(*) from (select order_id from order_items group by order_id having count(*) > 5) o)
          + (select count(*) from (select o.user_id from order_items oi join orders o on o.id = oi.order_id
                where oi.setup_id = $1 and ${live} group by o.user_id having count(*) > 5) u)`,
    [matchId],
  );
  const admittedTwice = await one(
    client,
    `select greatest(0, r.admitted_total - (select count(*) from queue_entries e
              where e.room_id = r.id and e.admitted_at is not null))
          + (select count(*) from (select user_id from queue_entries where room_id = r.id
              group by user_id having count(*) > 1) d)
     from queue_rooms r where r.id = $1`,
    [roomId],
  );
  const skipped = await one(
    client,
    `select (select count(*) from queue_entries w where w.room_id = $1 and w.admitted_at is null
              and w.place < (select max(place) from queue_entries a where a.room_id = $1 and a.admitted_at is not null))
          + (select count(*) from (select admitted_at < lag(admitted_at) over (order by place) as early
              from queue_entries where room_id = $1 and admitted_at is not null) s where early)`,
    [roomId],
  );
  const placed = await one(
    client,
    'select count(*) from queue_entries where room_id = $1 and place is not null',
    [roomId],
  );
  const seatsSold = await one(
    client,
    `select count(*) from order_items oi join orders o on o.id = oi.order_id
     where oi.setup_id = $1 and o.status = 'PAID'`,
    [matchId],
  );
  const leftFree = await one(
    client,
    `select count(*) from setup_seats where setup_id = $1 and state = 'ACTIVE' and sector = any($2::text[])
       and cart_item_id is null`,
    [matchId, sellableSectors],
  );
  const soldOutAfter = await one(
    client,
    `select extract(epoch from max(o.created_at) - (select shuffled_at from queue_rooms where id = $2))
     from orders o join order_items oi on oi.order_id = o.id where oi.setup_id = $1 and ${live}`,
    [matchId, roomId],
  );
  const admissions = await client.query<{ user_id: string; at: Date }>(
    'select user_id, admitted_at as at from queue_entries where room_id = $1 and admitted_at is not null',
    [roomId],
  );
  const span = await one(
    client,
    `select extract(epoch from max(e.admitted_at) - r.shuffled_at) from queue_entries e
     join queue_rooms r on r.id = e.room_id where e.room_id = $1 group by r.shuffled_at`,
    [roomId],
  );
  const orders = await client.query<{ status: string; n: number }>(
    `select o.status, count(distinct o.id)::int as n from orders o join order_items oi on oi.order_id = o.id
     where oi.setup_id = $1 group by o.status`,
    [matchId],
  );
  const ordersOf = (status: string) => orders.rows.find((r) => r.status === status)?.n ?? 0;
  return {
    oversold,
    cartsOver5,
    admittedTwice,
    skipped,
    placed,
    seatsSold,
    leftFree,
    soldOutS: leftFree === 0 ? Math.round(soldOutAfter * 10) / 10 : null,
    admittedCount: admissions.rows.length,
    admittedPerMinute: span > 0 ? (admissions.rows.length - 1) / (span / 60) : 0,
    admittedAt: new Map(admissions.rows.map((r) => [r.user_id, new Date(r.at).getTime()])),
    ordersPaid: ordersOf('PAID'),
    ordersAwaiting: ordersOf('AWAITING_PAYMENT'),
  };
}

/** Waits (up to `ms`) until the gateway's notifications have settled every approved payment. */
export async function settled(client: pg.ClientBase, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const pending = await one(
      client,
      `select count(*) from payments p join sandbox_payments sp on sp.payment_id = p.id
       where sp.decision = 'APPROVED' and p.status = 'PENDING'`,
      [],
    );
    if (pending === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}
