import { formatClubDateTime, type RelocateBody, type RenewalOffer } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { type SwapPlace, swapPlace } from './relocation-seats.ts';
import { findOffer, type OfferRow } from './renewal-repository.ts';
import { toOffer } from './renewal-service.ts';

/** The moments a swap is judged by, all on the shop's clock. */
type Moments = {
  now: Date | string;
  itemId: string | null;
  targetPrice: number | null;
  targetExists: boolean;
};

const at = (value: Date | string) => formatClubDateTime(new Date(value));

/** The refusals of a swap, in the order a holder can understand them. */
function refuse(offer: OfferRow | undefined, userId: string, m: Moments): asserts offer is OfferRow {
  if (!offer) fail('RENEWAL_NOT_FOUND');
  if (offer.userId !== userId) fail('RENEWAL_NOT_YOURS');
  const now = new Date(m.now).getTime();
  const from = new Date(offer.relocationFrom).getTime();
  const to = new Date(offer.relocationTo).getTime();
  if (now < from || now >= to)
    fail('RELOCATION_CLOSED', { from: at(offer.relocationFrom), to: at(offer.relocationTo) });
  if (offer.status !== 'RENEWED' || m.itemId === null || offer.relocationOpensAt === null)
    fail('RELOCATION_NOT_RENEWED');
  const opens = new Date(offer.relocationOpensAt).getTime();
  if (now < opens)
    fail('RELOCATION_NOT_YOUR_TURN', {
      opensAt: at(offer.relocationOpensAt),
      opensAtIso: new Date(opens).toISOString(),
      retryAfter: Math.ceil((opens - now) / 1000),
    });
  if (!m.targetExists) fail('SEAT_NOT_FOUND');
  if (m.targetPrice === null || m.targetPrice !== offer.price) fail('RELOCATION_SEAT_PRICE');
}

/**
 * The relocation window (issue 21): a holder whose renewal is paid swaps the seat for another free one of
 * the new season once their wave's turn opens, until the window ends; each swap is atomic (`swap`).
 */
export function createRelocations(db: Db, swap: SwapPlace = swapPlace) {
  return {
    /** POST /v2/season/renewals/{id}/relocate: the offer answered with its new seat. */
    async relocate(userId: string, offerId: string, body: RelocateBody): Promise<RenewalOffer> {
      await db.transaction(async (tx) => {
        const offer = await findOffer(tx, offerId, true);
        const [moments] = await queryRows<Moments>(
          tx,
          sql`select shop_now() as now,
              (select oi.id from order_items oi where oi.order_id = ro.order_id limit 1) as "itemId",
              exists (select 1 from setup_seats where setup_id = c.next_season_id and sector = ${body.seat.sector}
                and row = ${body.seat.row} and name = ${body.seat.name}) as "targetExists",
              (select p.price from prices p where p.setup_id = c.next_season_id and p.sector = ${body.seat.sector}
                and p.ticket_type = ro.ticket_type) as "targetPrice"
            from renewal_offers ro join renewal_campaigns c on c.id = ro.campaign_id where ro.id = ${offerId}`,
        );
        refuse(
          offer,
          userId,
          moments ?? { now: new Date(0), itemId: null, targetPrice: null, targetExists: false },
        );
        const itemId = moments?.itemId as string;
        const from = { sector: offer.sector, row: offer.row, name: offer.name };
        const moved = await swap(tx, { itemId, seasonId: offer.nextSeasonId, from, to: body.seat });
        if (moved === null) fail('RELOCATION_SEAT_TAKEN');
        const [fromSeat] = await queryRows<{ id: number }>(
          tx,
          sql`insert into renewal_relocations (offer_id, order_item_id, from_seat_id, to_seat_id)
            select ${offerId}, ${itemId}, id, ${moved} from setup_seats where setup_id = ${offer.nextSeasonId}
              and sector = ${from.sector} and row = ${from.row} and name = ${from.name}
            returning from_seat_id as id`,
        );
        if (!fromSeat) throw new Error('relocation insert returned nothing');
        await recordAudit(tx, {
          actorId: userId,
          action: 'RENEWAL_RELOCATE',
          entity: 'RENEWAL',
          entityId: offer.campaignId,
          before: { offerId, seat: from },
          after: { offerId, seat: body.seat },
        });
      });
      const after = await findOffer(db, offerId);
      if (!after) fail('RENEWAL_NOT_FOUND');
      return toOffer(after);
    },
  };
}

export type Relocations = ReturnType<typeof createRelocations>;
