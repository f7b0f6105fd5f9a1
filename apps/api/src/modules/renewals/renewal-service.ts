import { randomUUID } from 'node:crypto';
import type {
  PayAnswer,
  PayCartBody,
  RenewalOffer,
  RenewalOffersResponse,
  Role,
  SeasonCategory,
  ShopLanguage,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { insertItem } from '../cart/seat-holds.ts';
import type { CheckoutService } from '../checkout/checkout-service.ts';
import { accountLanguage } from '../users/user-language.ts';
import {
  carryHolderOver,
  findOffer,
  markOffer,
  type OfferRow,
  offersOf,
  renewalItemOf,
} from './renewal-repository.ts';
import { takeReservedPlace } from './renewal-seats.ts';

export function toOffer(row: OfferRow): RenewalOffer {
  const open = row.status === 'OFFERED' && row.windowOpen && row.releasedAt === null;
  return {
    id: row.id,
    campaignId: row.campaignId,
    previousSeasonTitle: row.previousSeasonTitle,
    seasonUuid: row.nextSeasonId,
    seasonTitle: row.seasonTitle,
    seasonStartsAt: iso(row.seasonStartsAt),
    seat: { sector: row.sector, row: row.row, name: row.name },
    category: row.ticketType as SeasonCategory,
    plasticCard: row.plasticCard,
    price: row.price,
    status: row.status,
    renewalFrom: iso(row.renewalFrom),
    renewalTo: iso(row.renewalTo),
    open,
    orderId: row.orderId,
    holderName: row.holderName,
    relocation:
      row.relocationPosition === null || row.relocationOpensAt === null
        ? null
        : {
            from: iso(row.relocationFrom),
            to: iso(row.relocationTo),
            position: row.relocationPosition,
            wave: row.relocationWave ?? 1,
            opensAt: iso(row.relocationOpensAt),
            open: row.relocationOpen,
            ended: row.relocationEnded,
            movedFrom: row.movedFrom,
          },
  };
}

/** Who renews: the holder (their roles limit the payment types) or the club's box office for them. */
export type Renewer =
  | { userId: string; roles: readonly Role[]; language: ShopLanguage }
  | { boxOffice: string };

/** The refusals of a decision on an offer, in the order a holder can understand them. */
function refuse(offer: OfferRow | undefined, who: Renewer): asserts offer is OfferRow {
  if (!offer) fail('RENEWAL_NOT_FOUND');
  if ('userId' in who && offer.userId !== who.userId) fail('RENEWAL_NOT_YOURS');
  if (offer.status === 'RELEASED' || offer.releasedAt !== null) fail('RENEWAL_CLOSED');
  if (offer.status !== 'OFFERED') fail('RENEWAL_ALREADY_DECIDED', { status: offer.status });
  if (!offer.windowOpen) fail('RENEWAL_CLOSED');
}

/**
 * The holder's renewal offers: list, renew in one step (the kept seat becomes an ordinary season-ticket
 * order through the shop's checkout, paid by card, transfer or installments; last season's registered
 * holder carried over), or decline. Each decision locks the offer, so the deadline round and a second
 * decision wait for it and then find it decided.
 */
export function createRenewalService(db: Db, checkout: Pick<CheckoutService, 'placeOrder' | 'answer'>) {
  async function renew(who: Renewer, offerId: string, body: PayCartBody): Promise<PayAnswer> {
    const placed = await db.transaction(async (tx) => {
      const offer = await findOffer(tx, offerId, true);
      refuse(offer, who);
      if (offer.price === null) fail('SEAT_PRICE_INVALID');
      // A cart of its own, outside the fan's cart: the checkout turns its one line into the order.
      const [cart] = await queryRows<{ id: string }>(tx, sql`insert into carts default values returning id`);
      if (!cart) throw new Error('cart insert returned nothing');
      const itemId = randomUUID();
      const place = { seasonId: offer.nextSeasonId, sector: offer.sector, row: offer.row, name: offer.name };
      const seatId = await takeReservedPlace(tx, place, itemId);
      if (seatId === null) fail('RENEWAL_CLOSED');
      const [hold] = await queryRows<{ until: Date | string }>(
        tx,
        sql`select hold_expires_at as until from setup_seats where id = ${seatId}`,
      );
      const line = { setupId: offer.nextSeasonId, seat: place, itemId, cartId: cart.id };
      await insertItem(
        tx,
        { ...line, ticketType: offer.ticketType, price: offer.price },
        seatId,
        hold?.until ?? '',
      );
      if (offer.plasticCard)
        await queryRows(tx, sql`update cart_items set plastic_card = true where id = ${itemId}`);
      const answer = await checkout.placeOrder(
        tx,
        cart.id,
        // The box office's order speaks the holder's account language, not the cashier's browser's.
        'userId' in who
          ? { userId: who.userId, pushCartId: null, roles: who.roles, language: who.language }
          : { userId: offer.userId, pushCartId: null, language: await accountLanguage(tx, offer.userId) },
        // A season ticket has a registered holder instead of a ticket contact.
        { ...body, ticketContacts: undefined },
      );
      await queryRows(tx, sql`delete from carts where id = ${cart.id}`);
      const newItem = await renewalItemOf(tx, answer.orderId);
      if (newItem) await carryHolderOver(tx, offer.previousItemId, newItem);
      const boxOffice = 'boxOffice' in who ? who.boxOffice : null;
      await markOffer(tx, offer.id, { status: 'ORDERED', orderId: answer.orderId, renewedBy: boxOffice });
      if (boxOffice)
        await recordAudit(tx, {
          actorId: boxOffice,
          action: 'RENEWAL_BOX_OFFICE',
          entity: 'RENEWAL',
          entityId: offer.campaignId,
          after: { offerId: offer.id, orderId: answer.orderId, paymentType: body.paymentType },
        });
      return answer;
    });
    return checkout.answer(placed);
  }

  return {
    async list(userId: string): Promise<RenewalOffersResponse> {
      return { data: (await offersOf(db, userId)).map(toOffer) };
    },

    /** The holder renews their offer (POST /v2/season/renewals/{id}/renew). */
    renew: (
      user: { id: string; roles: readonly Role[] },
      offerId: string,
      body: PayCartBody,
      language: ShopLanguage,
    ) => renew({ userId: user.id, roles: user.roles, language }, offerId, body),

    /** The box office renews for the holder (the holder's account buys; audited). */
    renewForHolder: (actorId: string, offerId: string, body: PayCartBody) =>
      renew({ boxOffice: actorId }, offerId, body),

    /** The holder declines: the seat stays kept until the deadline, then goes to the sale with the rest. */
    async decline(userId: string, offerId: string): Promise<RenewalOffer> {
      await db.transaction(async (tx) => {
        const offer = await findOffer(tx, offerId, true);
        refuse(offer, { userId, roles: [], language: 'sk' });
        await markOffer(tx, offer.id, { status: 'DECLINED' });
      });
      const after = await findOffer(db, offerId);
      if (!after) fail('RENEWAL_NOT_FOUND');
      return toOffer(after);
    },
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
