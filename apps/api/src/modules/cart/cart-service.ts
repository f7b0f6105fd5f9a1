import { randomUUID } from 'node:crypto';
import {
  type AddSeatBody,
  type CartAddBody,
  type CartResponse,
  type CartUpdateBody,
  MAX_SEATS_PER_ORDER,
  PLASTIC_CARD_PRICE,
  type PushMessage,
  type Role,
  SEASON_CATEGORIES,
  type SeasonCategory,
  type SetupType,
  seasonCategoryAllowed,
  seasonCategoryInfo,
  TICKET_TYPES,
} from '@hokej/contract';
import type { SQL } from 'drizzle-orm';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { discountOf, fitsCart } from '../coupons/coupon-discount.ts';
import * as coupons from '../coupons/coupon-repository.ts';
import { createPublisher, publish } from '../push/publish.ts';
import * as repo from './cart-repository.ts';
import { createMatchHolds, type MatchHolds, type MatchHoldsSeam } from './match-holds.ts';
import { presaleStanding } from './presale-standing.ts';
import { type HoldBestSeasonSeats, holdBestSeasonSeats } from './season-best-seats.ts';
import { refuseSeasonPresale } from './season-presale.ts';
import { refuseReleaseGap } from './seat-gaps.ts';
import * as holds from './seat-holds.ts';
import type { TakenSeats } from './taken-seats.ts';

/** A seat a cart change freed, with the push_log id of its release. */
export type FreedPlace = holds.HeldPlace & { logId: number };

const DEFAULT_TYPE: Record<SetupType, string> = { EVENT: 'ADULT', SEASON: 'CLASSIC' };
const ALLOWED_TYPES: Record<SetupType, readonly string[]> = {
  EVENT: TICKET_TYPES,
  SEASON: SEASON_CATEGORIES,
};

/** The cart rules: 15-minute holds, at most 5 live seats, a taken seat refused with nothing changed. */
export function createCartService(
  db: Db,
  options: {
    takenSeats: TakenSeats;
    /** A race test's control run: its own match holds in place of the shop's. */
    matchHolds?: MatchHoldsSeam;
    /** A race test's control run: its own holds of a season's best seats in place of the shop's. */
    seasonBestSeats?: HoldBestSeasonSeats;
    /** The statement that locks the fan's cart in a match hold (a race test's control run passes another). */
    lockCartQuery?: (userId: string) => SQL;
    /** The statement that serialises one row's picks in a match hold (a race test's control run: none). */
    lockRowQuery?: (setupId: string, seat: { sector: string; row: string }) => SQL;
    /** Told of a hold the moment it commits (this process's own reads), before it is announced. */
    committed?: (message: PushMessage) => void;
  },
) {
  const lockCartQuery = options.lockCartQuery ?? repo.lockCartQuery;
  // Only a database unreachable for about two seconds makes it give up (the straggler sweep then delivers).
  const publisher = createPublisher(db, {
    onCommitted: options.committed,
    log: (err) => console.error('seat announcer gave up:', err),
  });
  /** The cart as the API answers it, from its lines and the shop clock. */
  function cartResponse(
    { items: rows, coupon, now }: ReturnType<typeof repo.cartLines>,
    isPushCart = false,
  ): CartResponse {
    const items = rows.map((r) => ({
      id: r.id,
      setupType: r.setupType,
      setupUuid: r.setupUuid,
      title: r.title,
      startsAt: iso(r.startsAt),
      seat: { sector: r.sector, row: r.row, name: r.name },
      ticketType: r.ticketType as CartResponse['items'][number]['ticketType'],
      price: r.price,
      plasticCard: r.plasticCard,
      status: r.live ? ('AWAITING_PAYMENT' as const) : ('CANCELLED' as const),
      expireAt: iso(r.expireAt),
      ticket: { expiration: iso(r.expireAt) },
    }));
    const liveItems = items.filter((i) => i.status === 'AWAITING_PAYMENT');
    const live = liveItems.map((i) => ({ setupId: i.setupUuid, price: i.price }));
    const valid = coupon?.usable === true && fitsCart(coupon, live);
    // A coupon takes off the tickets' prices; the plastic card is paid in full.
    const discount = coupon && valid ? discountOf(coupon, live) : 0;
    const cards = liveItems.filter((i) => i.plasticCard).length * PLASTIC_CARD_PRICE;
    return {
      items,
      coupon: coupon && { code: coupon.code, kind: coupon.kind, value: coupon.value, valid },
      discount,
      totalPrice: live.reduce((sum, i) => sum + i.price, 0) + cards - discount,
      isPushCart,
      serverTimestamp: new Date(now).getTime(),
    };
  }

  async function view(userId: string): Promise<CartResponse> {
    return cartResponse(await repo.cartOfUser(db, userId));
  }

  const matchHolds: MatchHolds = {
    ...createMatchHolds(db, { ...options, lockCartQuery, publisher, cartResponse }),
    ...options.matchHolds?.({ db, view }),
  };

  /** A season seat (and the same seat in every match of the season) for the user's cart. */
  async function addSeasonSeat(userId: string, body: AddSeatBody, roles: readonly Role[]) {
    if (options.takenSeats.isTaken(body.uuid, body.seat, body.seenEventId)) fail('SEAT_INACTIVE');
    const target = await holds.saleTarget(db, body, roles);
    if (target.seatState !== 'FREE') fail('SEAT_INACTIVE', { state: target.seatState });
    await db.transaction(async (tx) => {
      const cartId = await repo.lockCart(tx, userId);
      await refuseSeasonPresale(tx, { setupId: target.id, userId, roles, cartId });
      const ticketType = DEFAULT_TYPE.SEASON;
      const { live, price } = await repo.cartLimitAndPrice(
        tx,
        cartId,
        target.id,
        body.seat.sector,
        ticketType,
      );
      if (live >= MAX_SEATS_PER_ORDER) fail('CART_TICKET_LIMIT', { max: MAX_SEATS_PER_ORDER });
      if (price === null) fail('SEAT_PRICE_INVALID');
      const held = await holds.holdSeasonSeat(tx, {
        setupId: target.id,
        seat: body.seat,
        itemId: randomUUID(),
        cartId,
        ticketType,
        price,
      });
      if (!held) fail('SEAT_INACTIVE');
    });
    return view(userId);
  }

  /** One line of the (locked) cart, live or lapsed. */
  async function ownItem(tx: Db, cartId: string, itemId: string) {
    const item = (await repo.cartItems(tx, cartId)).find((i) => i.id === itemId);
    if (!item) fail('ORDER_ITEM_NOT_FOUND');
    return item;
  }

  /**
   * Puts the coupon of `code` on the user's cart (replacing any other): unknown → COUPON_NOT_FOUND;
   * outside its window, used up, or for a match not in the cart → COUPON_INVALID. Checkout checks again.
   */
  async function applyCoupon(tx: Db, cartId: string, code: string) {
    const coupon = await coupons.findCoupon(tx, code, cartId);
    if (!coupon) fail('COUPON_NOT_FOUND');
    const live = (await repo.cartItems(tx, cartId))
      .filter((i) => i.live)
      .map((i) => ({ setupId: i.setupUuid }));
    if (!coupon.usable || !fitsCart(coupon, live)) fail('COUPON_INVALID');
    await coupons.setCartCoupon(tx, cartId, coupon.id);
  }

  /**
   * One change of a cart the caller's transaction has locked (the user's or a push cart): remove or
   * retype a line (a category restricted to a role needs the buyer's `roles`), add or drop a season
   * ticket's plastic card, apply or remove a coupon. Answers the seats a removal freed (with their release's push_log id).
   */
  async function changeCart(
    tx: Db,
    cartId: string,
    body: CartUpdateBody,
    roles: readonly Role[],
    /** A fan's own release keeps to the no-orphan rule (SEAT_GAP); the club's push carts do not. */
    checkGap = false,
  ): Promise<FreedPlace[] | undefined> {
    if (body.type === 'ADD_COUPON') return void (await applyCoupon(tx, cartId, body.code));
    if (body.type === 'REMOVE_COUPON') return void (await coupons.setCartCoupon(tx, cartId, null));
    const item = await ownItem(tx, cartId, body.itemId);
    if (body.type === 'REMOVE_ITEM') {
      if (checkGap && item.live && item.setupType === 'EVENT')
        await refuseReleaseGap(tx, cartId, item.setupUuid, item);
      const places = await holds.releaseSeats(tx, item.id);
      await repo.deleteCartItem(tx, item.id);
      const freed: FreedPlace[] = [];
      for (const place of places)
        freed.push({ ...place, logId: await publish(tx, { ...place, state: 'ACTIVE' }) });
      return freed;
    }
    if (!item.live) fail('ORDER_ITEM_NOT_FOUND');
    if (body.plasticCard !== undefined && item.setupType !== 'SEASON') fail('PLASTIC_CARD_SEASON_ONLY');
    if (body.ticketType !== undefined) {
      if (!ALLOWED_TYPES[item.setupType].includes(body.ticketType)) fail('TICKET_TYPE_NOT_FOUND');
      if (item.setupType === 'SEASON' && !seasonCategoryAllowed(body.ticketType, roles))
        fail('SEASON_CATEGORY_FORBIDDEN');
      // The price list is where the club says which categories a sector sells (Gold only in the centre).
      const price = await repo.findPrice(tx, item.setupUuid, item.sector, body.ticketType);
      if (price === undefined)
        fail(item.setupType === 'SEASON' ? 'SEASON_CATEGORY_NOT_IN_SECTOR' : 'SEAT_PRICE_INVALID', {
          sector: item.sector,
          ticketType: body.ticketType,
          category: seasonCategoryInfo[body.ticketType as SeasonCategory]?.label ?? body.ticketType,
        });
      await repo.updateItemType(tx, item.id, body.ticketType, price);
    }
    if (body.plasticCard !== undefined) await repo.updatePlasticCard(tx, item.id, body.plasticCard);
  }

  return {
    view,

    /** Resolves when every hold made so far has been announced on the push channel. */
    flushAnnouncements: () => publisher.flush(),

    /**
     * Holds seats for the user's cart (`roles` open sectors kept for them): one chosen seat of a match
     * or season (ADD_SEAT), or the best seats of a match or season side by side (ADD_BEST_SEATS).
     */
    async add(userId: string, body: CartAddBody, roles: readonly Role[] = []): Promise<CartResponse> {
      if (body.type === 'ADD_BEST_SEATS' && body.setupType === 'SEASON') {
        await (options.seasonBestSeats ?? holdBestSeasonSeats)(db, userId, body, roles);
        return view(userId);
      }
      if (body.type === 'ADD_BEST_SEATS') return matchHolds.bestSeats(userId, body, roles);
      if (body.setupType === 'EVENT') return matchHolds.seat(userId, body, roles);
      return addSeasonSeat(userId, body, roles);
    },

    /** Removes or changes one line of the user's cart, or applies or removes a coupon. */
    async update(user: { id: string; roles: readonly Role[] }, body: CartUpdateBody): Promise<CartResponse> {
      const freed = await db.transaction(async (tx) =>
        changeCart(tx, await repo.lockCart(tx, user.id), body, user.roles, true),
      );
      // Committed: free here at once, so the fan may take the seat back before the feed brings the release.
      for (const place of freed ?? []) options.takenSeats.freed(place.setupId, place, place.logId);
      return view(user.id);
    },

    changeCart,

    /** Where the fan stands in the setup's presale (member, seats left under its limit). */
    presale: (user: { id: string; roles: readonly Role[] }, setupId: string) =>
      presaleStanding(db, user, setupId),

    /** A push cart as its link shows it (isPushCart true). */
    async viewPushCart(cartId: string): Promise<CartResponse> {
      return cartResponse(await repo.cartById(db, cartId), true);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
