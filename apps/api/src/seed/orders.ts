import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { settlePaid } from '../modules/billing/settlement.ts';
import { sharedSecret } from '../secrets.ts';

type Buyer = { id: string; firstName: string; lastName: string; email: string; phoneNumber: string };

/** An order of the given free seats, waiting for its payment until `expiresAt`. */
async function insertOrder(
  tx: Db,
  buyer: Buyer,
  paymentType: 'CARD' | 'BANK_TRANSFER',
  seats: Array<{ id: number; setupId: string; price: number }>,
  expiresAt: Date,
): Promise<string> {
  const contact = {
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    email: buyer.email,
    phoneNumber: buyer.phoneNumber,
  };
  const total = seats.reduce((sum, s) => sum + s.price, 0);
  const [order] = await queryRows<{ id: string }>(
    tx,
    sql`insert into orders (user_id, payment_type, total_price, contact, expires_at)
      values (${buyer.id}, ${paymentType}, ${total}, ${JSON.stringify(contact)}::jsonb, ${expiresAt.toISOString()})
      returning id`,
  );
  if (!order) throw new Error('demo order insert returned nothing');
  for (const seat of seats) {
    const itemId = randomUUID();
    await queryRows(
      tx,
      sql`insert into order_items (id, order_id, setup_id, setup_seat_id, ticket_type, price)
        values (${itemId}, ${order.id}, ${seat.setupId}, ${seat.id}, 'ADULT', ${seat.price})`,
    );
    await queryRows(
      tx,
      sql`update setup_seats set state = 'BOOKED', order_item_id = ${itemId}, hold_expires_at = ${expiresAt.toISOString()}
        where id = ${seat.id}`,
    );
  }
  return order.id;
}

/** Free seats of a sector of the match `offset` places into the upcoming, phone-free matches. */
function freeSeats(tx: Db, offset: number, sector: string, count: number) {
  return queryRows<{ id: number; setupId: string; price: number }>(
    tx,
    sql`select ss.id, ss.setup_id as "setupId", p.price from setup_seats ss
      join prices p on p.setup_id = ss.setup_id and p.sector = ss.sector and p.ticket_type = 'ADULT'
      where ss.setup_id = (select id from setups where setup_type = 'EVENT' and not phone_required
          order by starts_at offset ${offset} limit 1)
        and ss.sector = ${sector} and ss.state = 'ACTIVE'
      order by ss.row, length(ss.name), ss.name limit ${count}`,
  );
}

/**
 * The demo fan's orders, so that My orders has something on the first start: two seats of the second
 * match paid by card (tickets and invoice issued) and one seat of a later match waiting for a bank transfer.
 */
export async function insertDemoOrders(tx: Db, fanEmail: string, now: Date): Promise<void> {
  const [fan] = await queryRows<Buyer>(
    tx,
    sql`select id, first_name as "firstName", last_name as "lastName", email, phone_number as "phoneNumber"
      from users where email = ${fanEmail}`,
  );
  if (!fan) return;
  const paid = await insertOrder(
    tx,
    fan,
    'CARD',
    await freeSeats(tx, 1, 'B15', 2),
    new Date(now.getTime() + 20 * 60_000),
  );
  // The sandbox gateway's own books record the approval too, so the club can refund the demo order.
  await queryRows(
    tx,
    sql`with payment as (
        insert into payments (order_id, provider, amount, status, settled_at)
        select id, 'sandbox', total_price, 'APPROVED', now() from orders where id = ${paid}
        returning id
      )
      insert into sandbox_payments (payment_id, decision) select id, 'APPROVED' from payment`,
  );
  // Demo data: no confirmation e-mail for an order nobody just placed.
  await settlePaid(tx, paid, await sharedSecret(tx, 'tickets'), () => null);
  await insertOrder(
    tx,
    fan,
    'BANK_TRANSFER',
    await freeSeats(tx, 4, 'A13', 1),
    new Date(now.getTime() + 3 * 86_400_000),
  );
}
