import { randomUUID } from 'node:crypto';
import { SEASON_CATEGORIES } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { signTicketToken } from '../modules/documents/ticket-token.ts';
import { openCampaign } from '../modules/renewals/renewal-opening.ts';
import { createLinks } from '../modules/users/links.ts';
import { sharedSecret } from '../secrets.ts';
import { seasonPrice } from './prices.ts';

/** The demo's season renewal: a finished season with holders, next season, and its renewal open. */
export const RENEWAL_DEMO = {
  previousTitle: 'Permanentka 2025/2026',
  nextTitle: 'Permanentka 2027/2028',
  holder: { email: 'druhy.drzitel@hokej.test', password: 'Drzitel123!' },
  newcomer: { email: 'treti.fanusik@hokej.test', password: 'Treti123!' },
} as const;

const DAY = 86_400_000;

export async function demoSeason(
  tx: Db,
  arenaId: string,
  title: string,
  from: Date,
  to: Date,
  published: boolean,
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into setups (setup_type, arena_id, title, starts_at, ends_at, sale_starts_at, sale_ends_at, published)
      values ('SEASON', ${arenaId}, ${title}, ${from.toISOString()}, ${to.toISOString()},
        ${new Date(from.getTime() - 60 * DAY).toISOString()}, ${to.toISOString()}, ${published})
      returning id`,
  );
  if (!row) throw new Error('demo season insert returned nothing');
  await queryRows(
    tx,
    sql`insert into setup_seats (setup_id, sector, "row", name, x, y, state)
      select ${row.id}::uuid, sector, "row", name, x, y, initial_state from arena_seats
      where arena_id = ${arenaId}::uuid order by id`,
  );
  return row.id;
}

/** Every sector's price per season-ticket category, for each of the seasons. */
export async function priceSeasons(tx: Db, arenaId: string, seasonIds: string[]) {
  const sectors = await queryRows<{ sector: string }>(
    tx,
    sql`select distinct sector from arena_seats where arena_id = ${arenaId} order by sector`,
  );
  for (const setupId of seasonIds)
    for (const { sector } of sectors)
      for (const category of SEASON_CATEGORIES)
        await queryRows(
          tx,
          sql`insert into prices (setup_id, sector, ticket_type, price)
            values (${setupId}, ${sector}, ${category}, ${seasonPrice(sector, category)})`,
        );
}

/**
 * A paid season ticket of `seasonId` for the user, on the seat `seatId`, with its ticket (serial and QR
 * token, so My orders can give its PDF); no invoice: a season long over (by default paid 420 days ago).
 * Answers the order's id.
 */
export async function paidSeasonTicket(
  tx: Db,
  userId: string,
  seasonId: string,
  seatId: number,
  now: Date,
  paid: { at?: Date; price?: number } = {},
) {
  const at = (paid.at ?? new Date(now.getTime() - 420 * DAY)).toISOString();
  const price = paid.price ?? 22000;
  const [order] = await queryRows<{ id: string; orderNumber: number }>(
    tx,
    sql`insert into orders (user_id, payment_type, status, total_price, contact, expires_at, paid_at, created_at)
      select ${userId}, 'CARD', 'PAID', ${price},
        jsonb_build_object('firstName', first_name, 'lastName', last_name, 'email', email,
          'phoneNumber', coalesce(phone_number, '+421900000000')),
        ${at}, ${at}, ${at}
      from users where id = ${userId} returning id, order_number as "orderNumber"`,
  );
  if (!order) throw new Error('demo season order insert returned nothing');
  const [item] = await queryRows<{ id: string }>(
    tx,
    sql`insert into order_items (order_id, setup_id, setup_seat_id, ticket_type, price, plastic_card)
      values (${order.id}, ${seasonId}, ${seatId}, 'CLASSIC', ${price}, true) returning id`,
  );
  await queryRows(
    tx,
    sql`update setup_seats set state = 'SOLD', order_item_id = ${item?.id} where id = ${seatId}`,
  );
  const ticketId = randomUUID();
  const serial = `${order.orderNumber}-1`;
  const token = signTicketToken(await sharedSecret(tx, 'tickets'), { ticketId, serial, setupId: seasonId });
  await queryRows(
    tx,
    sql`insert into tickets (id, order_item_id, serial, token) values (${ticketId}, ${item?.id}, ${serial}, ${token})`,
  );
  return order.id;
}

/**
 * The finished season 2025/2026 with two holders (the demo fan and a second holder; a third fan has no
 * ticket), next season 2027/2028 (unpublished, priced) and its renewal opened from the finished one:
 * renewal for two weeks, relocation, then the public sale. Their seats are the last sector's first row.
 */
export async function insertRenewalDemo(
  tx: Db,
  arenaId: string,
  fanEmail: string,
  now: Date,
  publicUrl: string,
) {
  const hash = await hashPassword(RENEWAL_DEMO.holder.password);
  const newcomerHash = await hashPassword(RENEWAL_DEMO.newcomer.password);
  const people = await queryRows<{ id: string }>(
    tx,
    sql`insert into users (email, password_hash, first_name, last_name, phone_number, phone_verified,
        email_verified_at, roles)
      values (${RENEWAL_DEMO.holder.email}, ${hash}, 'Mária', 'Držiteľová', '+421900333444', false, now(), '{USER}'),
        (${RENEWAL_DEMO.newcomer.email}, ${newcomerHash}, 'Tomáš', 'Nováčik', '+421900555666', false, now(), '{USER}')
      on conflict do nothing returning id`,
  );
  const [fan] = await queryRows<{ id: string }>(tx, sql`select id from users where email = ${fanEmail}`);
  const [admin] = await queryRows<{ id: string }>(
    tx,
    sql`select id from users where 'ADMIN' = any(roles) limit 1`,
  );
  if (!fan || !admin || !people[0]) return;
  const previous = await demoSeason(
    tx,
    arenaId,
    RENEWAL_DEMO.previousTitle,
    new Date(now.getTime() - 400 * DAY),
    new Date(now.getTime() - 40 * DAY),
    true,
  );
  const next = await demoSeason(
    tx,
    arenaId,
    RENEWAL_DEMO.nextTitle,
    new Date(now.getTime() + 300 * DAY),
    new Date(now.getTime() + 500 * DAY),
    false,
  );
  await priceSeasons(tx, arenaId, [previous, next]);
  const seats = await queryRows<{ id: number }>(
    tx,
    sql`select id from setup_seats where setup_id = ${previous} and state = 'ACTIVE'
      order by sector desc, "row", length(name), name limit 2`,
  );
  const holders = [fan.id, people[0].id];
  for (const [i, seat] of seats.entries())
    await paidSeasonTicket(tx, holders[i] as string, previous, seat.id, now);
  await openCampaign(tx, createLinks(publicUrl), admin.id, {
    previousSeasonId: previous,
    nextSeasonId: next,
    renewalFrom: new Date(now.getTime() - DAY).toISOString(),
    renewalTo: new Date(now.getTime() + 14 * DAY).toISOString(),
    relocationFrom: new Date(now.getTime() + 15 * DAY).toISOString(),
    relocationTo: new Date(now.getTime() + 20 * DAY).toISOString(),
    publicSaleAt: new Date(now.getTime() + 21 * DAY).toISOString(),
  });
}
