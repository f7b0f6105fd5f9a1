import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { openCampaign } from '../modules/renewals/renewal-opening.ts';
import { createLinks } from '../modules/users/links.ts';
import { seasonPrice } from './prices.ts';
import { demoSeason, paidSeasonTicket, priceSeasons } from './renewals.ts';

/**
 * The demo's relocation window (issue 21): the juniors' season ticket, renewed and paid by its holder, whose
 * relocation window is open now, so a holder can change the seat from `npm start`. The senior renewal
 * (renewals.ts) is still in its renewal window; a club runs one campaign per season-ticket product.
 */
export const RELOCATION_DEMO = {
  previousTitle: 'Permanentka Juniori 2025/2026',
  nextTitle: 'Permanentka Juniori 2027/2028',
  holder: { email: 'presun.drzitel@hokej.test', password: 'Presun123!' },
} as const;

const DAY = 86_400_000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/**
 * Two junior seasons (the finished one, and next one published but not yet on public sale), a holder's
 * paid ticket of the finished one, its renewal campaign past the deadline with the relocation window open
 * (from yesterday for five days) and the holder's renewal ordered and paid on the same seat.
 */
export async function insertRelocationDemo(tx: Db, arenaId: string, now: Date, publicUrl: string) {
  const hash = await hashPassword(RELOCATION_DEMO.holder.password);
  const [holder] = await queryRows<{ id: string }>(
    tx,
    sql`insert into users (email, password_hash, first_name, last_name, phone_number, phone_verified,
        email_verified_at, roles)
      values (${RELOCATION_DEMO.holder.email}, ${hash}, 'Pavol', 'Verný', '+421900777888', false, now(), '{USER}')
      on conflict do nothing returning id`,
  );
  const [admin] = await queryRows<{ id: string }>(
    tx,
    sql`select id from users where 'ADMIN' = any(roles) limit 1`,
  );
  if (!holder || !admin) return;
  const previous = await demoSeason(
    tx,
    arenaId,
    RELOCATION_DEMO.previousTitle,
    ago(now, 400),
    ago(now, 40),
    true,
  );
  const next = await demoSeason(tx, arenaId, RELOCATION_DEMO.nextTitle, ago(now, -300), ago(now, -500), true);
  await priceSeasons(tx, arenaId, [previous, next]);
  // The first sector's first row, away from the senior holders' seats (the last sector's).
  const [seat] = await queryRows<{ id: number; sector: string; row: string; name: string }>(
    tx,
    sql`select id, sector, "row", name from setup_seats where setup_id = ${previous} and state = 'ACTIVE'
      order by sector, "row", length(name), name limit 1`,
  );
  if (!seat) return;
  await paidSeasonTicket(tx, holder.id, previous, seat.id, now);
  const campaignId = await openCampaign(tx, createLinks(publicUrl), admin.id, {
    previousSeasonId: previous,
    nextSeasonId: next,
    renewalFrom: ago(now, 20).toISOString(),
    renewalTo: ago(now, 2).toISOString(),
    relocationFrom: ago(now, 1).toISOString(),
    relocationTo: ago(now, -5).toISOString(),
    publicSaleAt: ago(now, -6).toISOString(),
  });
  // The renewal as the shop's checkout leaves it once paid: the kept seat SOLD to the renewal order.
  const [offer] = await queryRows<{ id: string; seatId: number }>(
    tx,
    sql`select id, season_seat_id as "seatId" from renewal_offers where campaign_id = ${campaignId}`,
  );
  if (!offer) return;
  const orderId = await paidSeasonTicket(tx, holder.id, next, offer.seatId, now, {
    at: ago(now, 10),
    price: seasonPrice(seat.sector, 'CLASSIC'),
  });
  await queryRows(
    tx,
    sql`update renewal_offers set status = 'ORDERED', order_id = ${orderId}, decided_at = ${ago(now, 10).toISOString()}
      where id = ${offer.id}`,
  );
  await queryRows(
    tx,
    sql`update renewal_campaigns set released_at = ${ago(now, 2).toISOString()} where id = ${campaignId}`,
  );
}
