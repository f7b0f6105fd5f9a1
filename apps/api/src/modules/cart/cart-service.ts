import { randomUUID } from 'node:crypto';
import {
  type AddSeatBody,
  type CartResponse,
  type CartUpdateBody,
  MAX_SEATS_PER_ORDER,
  SEASON_CATEGORIES,
  type SetupType,
  TICKET_TYPES,
} from '@hokej/contract';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { findSetup } from '../catalog/catalog-repository.ts';
import { publishSeatChange } from '../push/seat-changes.ts';
import * as repo from './cart-repository.ts';

const DEFAULT_TYPE: Record<SetupType, string> = { EVENT: 'ADULT', SEASON: 'CLASSIC' };
const ALLOWED_TYPES: Record<SetupType, readonly string[]> = {
  EVENT: TICKET_TYPES,
  SEASON: SEASON_CATEGORIES,
};

/** The cart rules: 15-minute holds, at most 5 live seats, a taken seat refused with nothing changed. */
export function createCartService(db: Db, options: { unsafeHolds: boolean }) {
  async function view(userId: string): Promise<CartResponse> {
    const { items: rows, now } = await repo.cartOfUser(db, userId);
    const items = rows.map((r) => ({
      id: r.id,
      setupType: r.setupType,
      setupUuid: r.setupUuid,
      title: r.title,
      startsAt: iso(r.startsAt),
      seat: { sector: r.sector, row: r.row, name: r.name },
      ticketType: r.ticketType as CartResponse['items'][number]['ticketType'],
      price: r.price,
      status: r.live ? ('AWAITING_PAYMENT' as const) : ('CANCELLED' as const),
      expireAt: iso(r.expireAt),
      ticket: { expiration: iso(r.expireAt) },
    }));
    return {
      items,
      totalPrice: items.filter((i) => i.status === 'AWAITING_PAYMENT').reduce((sum, i) => sum + i.price, 0),
      isPushCart: false,
      serverTimestamp: new Date(now).getTime(),
    };
  }

  async function liveItem(tx: Db, userId: string, itemId: string) {
    const cartId = await repo.lockCart(tx, userId);
    const item = (await repo.cartItems(tx, cartId)).find((i) => i.id === itemId);
    if (!item) fail('ORDER_ITEM_NOT_FOUND');
    return item;
  }

  return {
    view,

    /** Holds one seat of a match or season for the user's cart. */
    async addSeat(userId: string, body: AddSeatBody): Promise<CartResponse> {
      const setup = await findSetup(db, body.uuid, body.setupType);
      if (!setup) fail(body.setupType === 'EVENT' ? 'EVENT_NOT_FOUND' : 'SEASON_NOT_FOUND');
      if (!setup.onSale) fail('SALE_NOT_OPEN');
      await db.transaction(async (tx) => {
        const cartId = await repo.lockCart(tx, userId, !options.unsafeHolds);
        if ((await repo.countLiveItems(tx, cartId)) >= MAX_SEATS_PER_ORDER) {
          fail('CART_TICKET_LIMIT', { max: MAX_SEATS_PER_ORDER });
        }
        const ticketType = DEFAULT_TYPE[body.setupType];
        const price = await repo.findPrice(tx, setup.id, body.seat.sector, ticketType);
        const itemId = randomUUID();
        const hold =
          body.setupType === 'SEASON'
            ? repo.holdSeasonSeat
            : options.unsafeHolds
              ? repo.holdSeatReadThenWrite
              : repo.holdSeat;
        const held = await hold(tx, setup.id, body.seat, itemId);
        if (!held) {
          const state = await repo.seatState(tx, setup.id, body.seat);
          fail(state ? 'SEAT_INACTIVE' : 'SEAT_NOT_FOUND', state ? { state } : undefined);
        }
        if (price === undefined) fail('SEAT_PRICE_INVALID');
        await repo.insertCartItem(tx, {
          id: itemId,
          cartId,
          setupId: setup.id,
          setupSeatId: held.id,
          ticketType,
          price,
          expireAt: new Date(held.expireAt),
        });
        for (const place of [{ setupId: setup.id, ...body.seat }, ...held.alsoHeld]) {
          await publishSeatChange(tx, { ...place, state: 'BOOKED' });
        }
      });
      return view(userId);
    },

    /** Removes or changes one line of the user's cart. */
    async update(userId: string, body: CartUpdateBody): Promise<CartResponse> {
      await db.transaction(async (tx) => {
        const item = await liveItem(tx, userId, body.itemId);
        if (body.type === 'REMOVE_ITEM') {
          const freed = await repo.releaseSeats(tx, item.id);
          await repo.deleteCartItem(tx, item.id);
          for (const place of freed) await publishSeatChange(tx, { ...place, state: 'ACTIVE' });
          return;
        }
        if (!item.live) fail('ORDER_ITEM_NOT_FOUND');
        if (!ALLOWED_TYPES[item.setupType].includes(body.ticketType)) fail('TICKET_TYPE_NOT_FOUND');
        const price = await repo.findPrice(tx, item.setupUuid, item.sector, body.ticketType);
        if (price === undefined) fail('SEAT_PRICE_INVALID');
        await repo.updateItemType(tx, item.id, body.ticketType, price);
      });
      return view(userId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
