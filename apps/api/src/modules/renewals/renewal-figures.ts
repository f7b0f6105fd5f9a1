import type { RenewalCampaign } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { shownStatus } from './renewal-repository.ts';

type CampaignRow = {
  id: string;
  previousSeasonId: string;
  previousSeasonTitle: string;
  nextSeasonId: string;
  nextSeasonTitle: string;
  renewalFrom: Date | string;
  renewalTo: Date | string;
  relocationFrom: Date | string;
  relocationTo: Date | string;
  publicSaleAt: Date | string;
  openedAt: Date | string;
  releasedAt: Date | string | null;
};
type SectorRow = {
  campaignId: string;
  sector: string;
  offered: number;
  renewed: number;
  ordered: number;
  declined: number;
  released: number;
  revenue: number;
};

/** The campaigns (all, or one) with their figures: per sector, offered, renewed (paid), declined, released, revenue. */
export async function campaignsWithFigures(db: Db, id?: string): Promise<RenewalCampaign[]> {
  const only = id ? sql`where c.id = ${id}` : sql``;
  const campaigns = await queryRows<CampaignRow>(
    db,
    sql`select c.id, c.previous_season_id as "previousSeasonId", ps.title as "previousSeasonTitle",
        c.next_season_id as "nextSeasonId", ns.title as "nextSeasonTitle", c.renewal_from as "renewalFrom",
        c.renewal_to as "renewalTo", c.relocation_from as "relocationFrom", c.relocation_to as "relocationTo",
        c.public_sale_at as "publicSaleAt", c.opened_at as "openedAt", c.released_at as "releasedAt"
      from renewal_campaigns c join setups ps on ps.id = c.previous_season_id
      join setups ns on ns.id = c.next_season_id ${only} order by c.opened_at desc`,
  );
  const sectors = await queryRows<SectorRow>(
    db,
    sql`select ro.campaign_id as "campaignId", ss.sector, count(*)::int as offered,
        count(*) filter (where ${shownStatus} = 'RENEWED')::int as renewed,
        count(*) filter (where ${shownStatus} = 'ORDERED')::int as ordered,
        count(*) filter (where ro.status = 'DECLINED')::int as declined,
        count(*) filter (where ro.released_at is not null)::int as released,
        coalesce(sum(o.total_price) filter (where ${shownStatus} = 'RENEWED'), 0)::int as revenue
      from renewal_offers ro join setup_seats ss on ss.id = ro.season_seat_id
      left join orders o on o.id = ro.order_id
      ${id ? sql`where ro.campaign_id = ${id}` : sql``}
      group by ro.campaign_id, ss.sector order by ss.sector`,
  );
  return campaigns.map((c) => {
    const mine = sectors.filter((s) => s.campaignId === c.id).map(({ campaignId: _, ...s }) => s);
    const sum = (key: keyof Omit<SectorRow, 'campaignId' | 'sector'>) => mine.reduce((n, s) => n + s[key], 0);
    const offered = sum('offered');
    return {
      ...c,
      renewalFrom: iso(c.renewalFrom),
      renewalTo: iso(c.renewalTo),
      relocationFrom: iso(c.relocationFrom),
      relocationTo: iso(c.relocationTo),
      publicSaleAt: iso(c.publicSaleAt),
      openedAt: iso(c.openedAt),
      releasedAt: c.releasedAt === null ? null : iso(c.releasedAt),
      offered,
      renewed: sum('renewed'),
      ordered: sum('ordered'),
      declined: sum('declined'),
      released: sum('released'),
      renewalRate: offered === 0 ? 0 : sum('renewed') / offered,
      revenue: sum('revenue'),
      sectors: mine.map(({ ordered: _, ...s }) => s),
    };
  });
}
