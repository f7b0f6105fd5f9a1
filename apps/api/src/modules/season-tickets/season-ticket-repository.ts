import type { OrderStatus, SeasonHolderFields } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { StoredPhoto } from './holder-photo.ts';

/** A season ticket (its order item) with its order, season, seat and registered holder (no photo). */
export type SeasonTicketRow = {
  id: string;
  seasonUuid: string;
  seasonTitle: string;
  seasonStartsAt: Date | string;
  sector: string;
  row: string;
  name: string;
  category: string;
  plasticCard: boolean;
  orderId: string;
  orderNumber: number;
  orderStatus: OrderStatus;
  buyerId: string | null;
  ticketSerial: string | null;
  /** The season has not started on the shop's clock: the holder may still be registered or changed. */
  beforeStart: boolean;
  /** The season has not ended: a holder not registered yet may still be. */
  beforeEnd: boolean;
  holder: (SeasonHolderFields & { registeredAt: Date | string; updatedAt: Date | string }) | null;
};

const columns = sql`oi.id, s.id as "seasonUuid", s.title as "seasonTitle", s.starts_at as "seasonStartsAt",
  ss.sector, ss.row, ss.name, oi.ticket_type as category, oi.plastic_card as "plasticCard",
  o.id as "orderId", o.order_number::int as "orderNumber", o.status as "orderStatus", o.user_id as "buyerId",
  (select tk.serial from tickets tk where tk.order_item_id = oi.id) as "ticketSerial",
  shop_now() < s.starts_at as "beforeStart", shop_now() < coalesce(s.ends_at, 'infinity') as "beforeEnd",
  (select json_build_object('firstName', h.first_name, 'lastName', h.last_name,
      'phoneNumber', h.phone_number, 'dateOfBirth', to_char(h.date_of_birth, 'YYYY-MM-DD'),
      'email', h.email, 'zip', h.zip, 'city', h.city, 'country', h.country, 'address', h.address,
      'seasonTicketType', h.season_ticket_type, 'registeredAt', h.registered_at, 'updatedAt', h.updated_at)
    from season_ticket_holders h where h.order_item_id = oi.id) as holder`;

const from = sql`from order_items oi join orders o on o.id = oi.order_id
  join setups s on s.id = oi.setup_id and s.setup_type = 'SEASON'
  join setup_seats ss on ss.id = oi.setup_seat_id`;

/** The user's season tickets of orders that are paid or still waiting for payment, newest first. */
export function seasonTicketsOf(db: Db, userId: string): Promise<SeasonTicketRow[]> {
  return queryRows<SeasonTicketRow>(
    db,
    sql`select ${columns} ${from}
      where o.user_id = ${userId} and o.status in ('PAID', 'AWAITING_PAYMENT')
      order by o.created_at desc, ss.sector, ss.row, ss.name`,
  );
}

/** One season ticket; `lock` (in a transaction) holds its item against a concurrent registration and its order's state. */
export async function findSeasonTicket(
  db: Db,
  id: string,
  lock = false,
): Promise<SeasonTicketRow | undefined> {
  const [row] = await queryRows<SeasonTicketRow>(
    db,
    sql`select ${columns} ${from} where oi.id = ${id}
      ${lock ? sql`for update of oi for share of o` : sql``}`,
  );
  return row;
}

/** Registers (or replaces) the holder of a season ticket; `photo` null keeps the stored one. */
export async function saveHolder(
  tx: Db,
  id: string,
  fields: SeasonHolderFields,
  photo: StoredPhoto | null,
): Promise<void> {
  const values = sql`${fields.firstName}, ${fields.lastName}, ${fields.phoneNumber}, ${fields.dateOfBirth}::date,
    ${fields.email}, ${fields.zip}, ${fields.city}, ${fields.country}, ${fields.address}, ${fields.seasonTicketType}`;
  if (photo) {
    await queryRows(
      tx,
      sql`insert into season_ticket_holders (order_item_id, first_name, last_name, phone_number, date_of_birth,
          email, zip, city, country, address, season_ticket_type, photo, photo_width, photo_height)
        values (${id}, ${values}, ${photo.jpeg}::bytea, ${photo.width}, ${photo.height})
        on conflict (order_item_id) do update set first_name = excluded.first_name,
          last_name = excluded.last_name, phone_number = excluded.phone_number,
          date_of_birth = excluded.date_of_birth, email = excluded.email, zip = excluded.zip,
          city = excluded.city, country = excluded.country, address = excluded.address,
          season_ticket_type = excluded.season_ticket_type, photo = excluded.photo,
          photo_width = excluded.photo_width, photo_height = excluded.photo_height, updated_at = now()`,
    );
    return;
  }
  await queryRows(
    tx,
    sql`update season_ticket_holders set (first_name, last_name, phone_number, date_of_birth, email, zip, city,
        country, address, season_ticket_type, updated_at) = (${values}, now())
      where order_item_id = ${id}`,
  );
}

/** The stored photo of a season ticket's holder and who bought the ticket. */
export async function holderPhoto(
  db: Db,
  id: string,
): Promise<{ buyerId: string | null; photo: Uint8Array | null } | undefined> {
  const [row] = await queryRows<{ buyerId: string | null; photo: Uint8Array | null }>(
    db,
    sql`select o.user_id as "buyerId", h.photo ${from}
      left join season_ticket_holders h on h.order_item_id = oi.id where oi.id = ${id}`,
  );
  return row;
}

/** The registered holders of these season tickets (order items) with their photos, for the printed ticket. */
export async function holdersForPrint(
  db: Db,
  itemIds: string[],
): Promise<Map<string, { name: string; photo: Buffer }>> {
  if (itemIds.length === 0) return new Map();
  const rows = await queryRows<{ id: string; name: string; photo: Uint8Array }>(
    db,
    sql`select order_item_id as id, first_name || ' ' || last_name as name, photo from season_ticket_holders
      where order_item_id in (${sql.join(
        itemIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [row.id, { name: row.name, photo: Buffer.from(row.photo) }]));
}
