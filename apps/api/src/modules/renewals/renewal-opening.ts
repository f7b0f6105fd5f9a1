import type { OpenRenewalBody, ShopLanguage } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { queueEmail, queueSms } from '../notifications/outbox.ts';
import { type OfferedSeat, renewalEmails, renewalSms } from '../notifications/renewal-templates.ts';
import { publish } from '../push/publish.ts';
import type { Links } from '../users/links.ts';
import { reservePlace } from './renewal-seats.ts';

/** A paid season ticket of the previous season whose place exists in the next one. */
type Holding = {
  itemId: string;
  userId: string;
  email: string;
  firstName: string;
  /** The holder's account language: the renewal's e-mail and SMS speak it. */
  language: ShopLanguage;
  phone: string | null;
  sector: string;
  row: string;
  name: string;
  ticketType: string;
  plasticCard: boolean;
  nextSeatId: number;
  seniority: number;
};

/** The windows in order: renewal, then relocation, then the public sale. */
function checkWindows(body: OpenRenewalBody) {
  const t = (v: string) => new Date(v).getTime();
  const ordered =
    t(body.renewalFrom) < t(body.renewalTo) &&
    t(body.renewalTo) <= t(body.relocationFrom) &&
    t(body.relocationFrom) < t(body.relocationTo) &&
    t(body.relocationTo) <= t(body.publicSaleAt);
  if (!ordered) fail('RENEWAL_CAMPAIGN_INVALID');
  if (body.previousSeasonId === body.nextSeasonId)
    fail('RENEWAL_CAMPAIGN_INVALID', { field: 'nextSeasonId' });
}

/** The previous season's paid season tickets of fans with an account, with the same place next season. */
function holdingsOf(tx: Db, previousSeasonId: string, nextSeasonId: string) {
  return queryRows<Holding>(
    tx,
    sql`select oi.id as "itemId", o.user_id as "userId", u.email, u.first_name as "firstName", u.language,
        case when u.phone_verified then u.phone_number end as phone, ss.sector, ss.row, ss.name,
        oi.ticket_type as "ticketType", oi.plastic_card as "plasticCard", nss.id as "nextSeatId",
        -- Consecutive seasons: one more than the offer this ticket was itself renewed from.
        coalesce((select max(prev.seniority) from renewal_offers prev where prev.order_id = o.id), 0) + 1
          as seniority
      from order_items oi join orders o on o.id = oi.order_id and o.status = 'PAID'
      join users u on u.id = o.user_id
      join setup_seats ss on ss.id = oi.setup_seat_id
      join setup_seats nss on nss.setup_id = ${nextSeasonId} and nss.sector = ss.sector and nss.row = ss.row
        and nss.name = ss.name
      where oi.setup_id = ${previousSeasonId}
      order by ss.sector, ss.row, ss.name`,
  );
}

/**
 * Opens next season's renewal from the current season, once per next season: every holder's place is
 * kept for them (RESERVED in the season and its matches, pushed live), an offer per season ticket, and
 * one e-mail per holder (and an SMS to a verified phone) with the personal link, all in one transaction.
 * The next season's sale to the public starts at the public sale date.
 */
export async function openCampaign(db: Db, links: Links, actorId: string, body: OpenRenewalBody) {
  checkWindows(body);
  return db.transaction(async (tx) => {
    // The next season's row serialises two openings: the second finds the first campaign.
    const seasons = await queryRows<{ id: string; title: string }>(
      tx,
      sql`select id, title from setups where setup_type = 'SEASON'
        and id in (${body.previousSeasonId}, ${body.nextSeasonId}) order by id for update`,
    );
    if (seasons.length !== 2) fail('SEASON_NOT_FOUND');
    const nextTitle = seasons.find((s) => s.id === body.nextSeasonId)?.title ?? '';
    const [existing] = await queryRows<{ id: string }>(
      tx,
      sql`select id from renewal_campaigns where next_season_id = ${body.nextSeasonId}`,
    );
    if (existing) fail('RENEWAL_CAMPAIGN_EXISTS');
    const [campaign] = await queryRows<{ id: string }>(
      tx,
      sql`insert into renewal_campaigns (previous_season_id, next_season_id, renewal_from, renewal_to,
          relocation_from, relocation_to, public_sale_at, opened_by)
        values (${body.previousSeasonId}, ${body.nextSeasonId}, ${body.renewalFrom}, ${body.renewalTo},
          ${body.relocationFrom}, ${body.relocationTo}, ${body.publicSaleAt}, ${actorId})
        returning id`,
    );
    if (!campaign) throw new Error('campaign insert returned nothing');
    await queryRows(
      tx,
      sql`update setups set sale_starts_at = ${body.publicSaleAt} where id = ${body.nextSeasonId}`,
    );
    await publish(tx, { setupId: body.nextSeasonId, setup: 'details' });

    const byHolder = new Map<string, { holding: Holding; seats: OfferedSeat[]; firstOffer: string }>();
    let skipped = 0;
    for (const h of await holdingsOf(tx, body.previousSeasonId, body.nextSeasonId)) {
      const place = { seasonId: body.nextSeasonId, sector: h.sector, row: h.row, name: h.name };
      if (!(await reservePlace(tx, place))) {
        skipped += 1;
        continue;
      }
      const [offer] = await queryRows<{ id: string }>(
        tx,
        sql`insert into renewal_offers (campaign_id, user_id, previous_item_id, season_seat_id, ticket_type,
            plastic_card, seniority)
          values (${campaign.id}, ${h.userId}, ${h.itemId}, ${h.nextSeatId}, ${h.ticketType}, ${h.plasticCard},
            ${h.seniority})
          returning id`,
      );
      if (!offer) throw new Error('offer insert returned nothing');
      const seat = { sector: h.sector, row: h.row, name: h.name };
      const mine = byHolder.get(h.userId);
      if (mine) mine.seats.push(seat);
      else byHolder.set(h.userId, { holding: h, seats: [seat], firstOffer: offer.id });
    }
    for (const { holding, seats, firstOffer } of byHolder.values()) {
      const url = links.renewal(firstOffer);
      await queueEmail(
        tx,
        holding.email,
        renewalEmails.opened(holding, nextTitle, seats, body.renewalTo, url),
      );
      if (holding.phone)
        await queueSms(
          tx,
          holding.phone,
          renewalSms.opened(holding.language, nextTitle, body.renewalTo, url),
        );
    }
    const offered = [...byHolder.values()].reduce((n, h) => n + h.seats.length, 0);
    await recordAudit(tx, {
      actorId,
      action: 'RENEWAL_OPEN',
      entity: 'RENEWAL',
      entityId: campaign.id,
      after: { ...body, offered, skipped, holders: byHolder.size },
    });
    return campaign.id;
  });
}
