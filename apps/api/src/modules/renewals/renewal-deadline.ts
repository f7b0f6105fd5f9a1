import type { ShopLanguage } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { renewalEmails } from '../notifications/renewal-templates.ts';
import type { Links } from '../users/links.ts';
import { releasePlace, reservePlace } from './renewal-seats.ts';

/** Days before the renewal deadline when an undecided holder is reminded, once. */
export const RENEWAL_REMINDER_DAYS = 3;

/** One round of the deadline: gives unrenewed seats back to the sale; answers how many offers it closed. */
export type RenewalRelease = (db: Db) => Promise<number>;

type Due = { id: string; seasonId: string; sector: string; row: string; name: string };

/**
 * Past a campaign's renewal deadline (shop clock), up to 100 offers not renewed (still offered, declined,
 * or whose renewal order lapsed unpaid) are closed and their kept seats go back to the sale (RESERVED →
 * ACTIVE, pushed live). Each offer is taken by one process (`skip locked`) and closed once
 * (`released_at`); an offer whose renewal a holder is placing right now is locked and skipped, and is
 * found ORDERED by the next round. A paid renewal's seats are the order's and are never touched.
 */
export const releaseUnrenewed: RenewalRelease = (db) =>
  db.transaction(async (tx) => {
    const due = await queryRows<Due>(
      tx,
      sql`with due as (
          select ro.id from renewal_offers ro join renewal_campaigns c on c.id = ro.campaign_id
          left join orders o on o.id = ro.order_id
          where c.renewal_to <= shop_now() and ro.released_at is null
            and (ro.status in ('OFFERED', 'DECLINED') or (ro.status = 'ORDERED' and o.status = 'CANCELLED'))
          -- A campaign whose deadline the club is moving right now is left to the next round.
          order by ro.id limit 100 for update of ro skip locked for share of c skip locked
        )
        update renewal_offers ro set released_at = now(),
          status = case when ro.status = 'DECLINED' then 'DECLINED' else 'RELEASED' end
        from due, renewal_campaigns c, setup_seats ss
        where ro.id = due.id and c.id = ro.campaign_id and ss.id = ro.season_seat_id
        returning ro.id, c.next_season_id as "seasonId", ss.sector, ss.row, ss.name`,
    );
    for (const d of due) await releasePlace(tx, d);
    return due.length;
  });

/** Campaigns past their deadline with every offer closed are marked released (the figures say when). */
async function markCampaignsReleased(db: Db) {
  await queryRows(
    db,
    sql`update renewal_campaigns c set released_at = now()
      where c.released_at is null and c.renewal_to <= shop_now() and not exists (
        select 1 from renewal_offers ro left join orders o on o.id = ro.order_id
        where ro.campaign_id = c.id and ro.released_at is null
          and (ro.status in ('OFFERED', 'DECLINED') or (ro.status = 'ORDERED' and o.status = 'CANCELLED')))`,
  );
}

/**
 * A renewal order that lapsed unpaid inside the window (its seats freed by the order expiry) gives the
 * holder back their offer: the place is kept again if it is still free; otherwise the offer is closed.
 */
async function reofferLapsed(db: Db) {
  await db.transaction(async (tx) => {
    const lapsed = await queryRows<Due>(
      tx,
      sql`select ro.id, c.next_season_id as "seasonId", ss.sector, ss.row, ss.name
        from renewal_offers ro join renewal_campaigns c on c.id = ro.campaign_id
        join orders o on o.id = ro.order_id join setup_seats ss on ss.id = ro.season_seat_id
        where ro.status = 'ORDERED' and o.status = 'CANCELLED' and ro.released_at is null
          and shop_now() < c.renewal_to
        order by ro.id limit 100 for update of ro skip locked`,
    );
    for (const l of lapsed) {
      const kept = await reservePlace(tx, l);
      await queryRows(
        tx,
        kept
          ? sql`update renewal_offers set status = 'OFFERED', order_id = null, decided_at = null where id = ${l.id}`
          : sql`update renewal_offers set status = 'RELEASED', released_at = now() where id = ${l.id}`,
      );
    }
  });
}

/** The reminder e-mail, once per undecided offer, RENEWAL_REMINDER_DAYS before its deadline. */
async function sendReminders(db: Db, links: Links) {
  await db.transaction(async (tx) => {
    const due = await queryRows<{
      id: string;
      email: string;
      firstName: string;
      language: ShopLanguage;
      season: string;
      sector: string;
      row: string;
      name: string;
      renewalTo: Date | string;
    }>(
      tx,
      sql`with due as (
          select ro.id from renewal_offers ro join renewal_campaigns c on c.id = ro.campaign_id
          where ro.status = 'OFFERED' and ro.reminded_at is null and c.renewal_from <= shop_now()
            and shop_now() < c.renewal_to
            and c.renewal_to - make_interval(days => ${RENEWAL_REMINDER_DAYS}) <= shop_now()
          order by ro.id limit 100 for update of ro skip locked
        )
        update renewal_offers ro set reminded_at = now() from due, renewal_campaigns c, users u, setups s,
          setup_seats ss
        where ro.id = due.id and c.id = ro.campaign_id and u.id = ro.user_id and s.id = c.next_season_id
          and ss.id = ro.season_seat_id
        returning ro.id, u.email, u.first_name as "firstName", u.language, s.title as season, ss.sector, ss.row, ss.name,
          c.renewal_to as "renewalTo"`,
    );
    for (const r of due)
      await queueEmail(tx, r.email, renewalEmails.reminder(r, r.season, r, r.renewalTo, links.renewal(r.id)));
  });
}

/** One round of the renewal jobs: lapsed orders re-offered, reminders, then the deadline's releases. */
export async function renewalRound(db: Db, links: Links, release: RenewalRelease = releaseUnrenewed) {
  await reofferLapsed(db);
  await sendReminders(db, links);
  while ((await release(db)) > 0) {}
  await markCampaignsReleased(db);
}
