import type {
  AdminRenewalOffers,
  ExtendRenewalBody,
  OpenRenewalBody,
  RenewalCampaign,
  RenewalCampaignList,
  RenewalStatus,
  SeasonCategory,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Links } from '../users/links.ts';
import { currentSeatId } from './relocation-queue.ts';
import { campaignsWithFigures } from './renewal-figures.ts';
import { openCampaign } from './renewal-opening.ts';
import { shownStatus } from './renewal-repository.ts';

/** The club's side of the renewal: open a campaign, its figures and offers, a later deadline. */
export function createRenewalAdmin(db: Db, links: Links) {
  async function campaign(id: string): Promise<RenewalCampaign> {
    const [found] = await campaignsWithFigures(db, id);
    if (!found) fail('RENEWAL_CAMPAIGN_NOT_FOUND');
    return found;
  }

  return {
    campaign,

    async open(actorId: string, body: OpenRenewalBody): Promise<RenewalCampaign> {
      return campaign(await openCampaign(db, links, actorId, body));
    },

    async list(): Promise<RenewalCampaignList> {
      return { data: await campaignsWithFigures(db) };
    },

    async offers(id: string): Promise<AdminRenewalOffers> {
      await campaign(id);
      const rows = await queryRows<{
        id: string;
        holderEmail: string;
        holderName: string;
        holderFirstName: string;
        holderLastName: string;
        holderPhone: string | null;
        sector: string;
        row: string;
        name: string;
        category: string;
        status: RenewalStatus;
        orderId: string | null;
        seniority: number;
        renewedByClub: boolean;
      }>(
        db,
        sql`select ro.id, u.email as "holderEmail", u.first_name || ' ' || u.last_name as "holderName",
            u.first_name as "holderFirstName", u.last_name as "holderLastName", u.phone_number as "holderPhone",
            ss.sector, ss.row, ss.name, ro.ticket_type as category, ${shownStatus} as status,
            ro.order_id as "orderId", ro.seniority, ro.renewed_by is not null as "renewedByClub"
          from renewal_offers ro join users u on u.id = ro.user_id
          join setup_seats ss on ss.id = ${currentSeatId} left join orders o on o.id = ro.order_id
          where ro.campaign_id = ${id} order by ss.sector, ss.row, ss.name`,
      );
      return {
        data: rows.map(({ sector, row, name, category, ...r }) => ({
          ...r,
          seat: { sector, row, name },
          category: category as SeasonCategory,
        })),
      };
    },

    /** A later renewal deadline, before the current one has passed and not into the relocation window. */
    async extend(actorId: string, id: string, body: ExtendRenewalBody): Promise<RenewalCampaign> {
      await db.transaction(async (tx) => {
        const [row] = await queryRows<{ renewalTo: Date | string; ok: boolean }>(
          tx,
          sql`select renewal_to as "renewalTo", (shop_now() < renewal_to and ${body.renewalTo}::timestamptz > renewal_to
              and ${body.renewalTo}::timestamptz <= relocation_from) as ok
            from renewal_campaigns where id = ${id} for update`,
        );
        if (!row) fail('RENEWAL_CAMPAIGN_NOT_FOUND');
        if (!row.ok) fail('RENEWAL_DEADLINE_INVALID', { field: 'renewalTo' });
        await queryRows(
          tx,
          sql`update renewal_campaigns set renewal_to = ${body.renewalTo} where id = ${id}`,
        );
        await recordAudit(tx, {
          actorId,
          action: 'RENEWAL_EXTEND',
          entity: 'RENEWAL',
          entityId: id,
          before: { renewalTo: new Date(row.renewalTo).toISOString() },
          after: { renewalTo: body.renewalTo },
        });
      });
      return campaign(id);
    },
  };
}

export type RenewalAdmin = ReturnType<typeof createRenewalAdmin>;
