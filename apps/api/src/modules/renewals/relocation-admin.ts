import type { RelocationQueue, RelocationWavesBody, SeasonCategory } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { currentSeatId, movedFromSeat, relocationQueue, turnOpensAt, waveIndex } from './relocation-queue.ts';

type Settings = {
  relocationFrom: Date | string;
  relocationTo: Date | string;
  waveSize: number;
  waveMinutes: number;
};

type Entry = {
  offerId: string;
  position: number;
  wave: number;
  opensAt: Date | string;
  holderName: string;
  holderEmail: string;
  seniority: number;
  renewedAt: Date | string | null;
  paid: boolean;
  category: string;
  sector: string;
  row: string;
  name: string;
  movedFrom: { sector: string; row: string; name: string } | null;
};

/** The club's side of the relocation window (ADMIN): the order with each holder's turn, the waves. */
export function createRelocationAdmin(db: Db) {
  async function queue(campaignId: string): Promise<RelocationQueue> {
    const [settings] = await queryRows<Settings>(
      db,
      sql`select relocation_from as "relocationFrom", relocation_to as "relocationTo",
          relocation_wave_size as "waveSize", relocation_wave_minutes as "waveMinutes"
        from renewal_campaigns where id = ${campaignId}`,
    );
    if (!settings) fail('RENEWAL_CAMPAIGN_NOT_FOUND');
    const rows = await queryRows<Entry>(
      db,
      sql`select ro.id as "offerId", rq.position, ${waveIndex} + 1 as wave, ${turnOpensAt} as "opensAt",
          u.first_name || ' ' || u.last_name as "holderName", u.email as "holderEmail", ro.seniority,
          ro.decided_at as "renewedAt", o.status = 'PAID' as paid, ro.ticket_type as category,
          ss.sector, ss.row, ss.name, ${movedFromSeat} as "movedFrom"
        from renewal_offers ro join ${relocationQueue} rq on rq.offer_id = ro.id
        join renewal_campaigns c on c.id = ro.campaign_id join users u on u.id = ro.user_id
        join orders o on o.id = ro.order_id join setup_seats ss on ss.id = ${currentSeatId}
        where ro.campaign_id = ${campaignId} order by rq.position`,
    );
    return {
      relocationFrom: iso(settings.relocationFrom),
      relocationTo: iso(settings.relocationTo),
      waveSize: settings.waveSize,
      waveMinutes: settings.waveMinutes,
      data: rows.map(({ sector, row, name, category, opensAt, renewedAt, ...r }) => ({
        ...r,
        opensAt: iso(opensAt),
        renewedAt: renewedAt === null ? null : iso(renewedAt),
        category: category as SeasonCategory,
        seat: { sector, row, name },
      })),
    };
  }

  return {
    queue,

    /** New wave settings (audited); every turn follows at once. */
    async setWaves(actorId: string, campaignId: string, body: RelocationWavesBody): Promise<RelocationQueue> {
      await db.transaction(async (tx) => {
        const [before] = await queryRows<{ waveSize: number; waveMinutes: number }>(
          tx,
          sql`select relocation_wave_size as "waveSize", relocation_wave_minutes as "waveMinutes"
            from renewal_campaigns where id = ${campaignId} for update`,
        );
        if (!before) fail('RENEWAL_CAMPAIGN_NOT_FOUND');
        await queryRows(
          tx,
          sql`update renewal_campaigns set relocation_wave_size = ${body.waveSize},
              relocation_wave_minutes = ${body.waveMinutes} where id = ${campaignId}`,
        );
        await recordAudit(tx, {
          actorId,
          action: 'RENEWAL_RELOCATION_WAVES',
          entity: 'RENEWAL',
          entityId: campaignId,
          before,
          after: body,
        });
      });
      return queue(campaignId);
    },
  };
}

export type RelocationAdmin = ReturnType<typeof createRelocationAdmin>;
