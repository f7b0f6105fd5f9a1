import {
  type CartUpdateBody,
  type CreatePushCartBody,
  type PayAnswer,
  type PayCartBody,
  PUSH_CART_DEFAULT_HOURS,
  type PushCartCreated,
  type PushCartResponse,
  type PushCartRevoked,
  type ShopLanguage,
} from '@hokej/contract';
import { type Db, iso } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { PlacedOrder } from '../billing/card-payments.ts';
import { cartItems, lockCart } from '../cart/cart-repository.ts';
import type { CartService } from '../cart/cart-service.ts';
import { cartCouponId, insertCartDiscount, setCartCoupon } from '../coupons/coupon-repository.ts';
import { pushCartEmails } from '../notifications/order-notices.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { publish } from '../push/publish.ts';
import type { Links } from '../users/links.ts';
import { findUserByEmail } from '../users/user-repository.ts';
import { listPushCarts } from './push-cart-list.ts';
import * as repo from './push-cart-repository.ts';
import { hashPushSecret, newPushSecret } from './push-secret.ts';

/**
 * Push carts: the club moves the seats it picked into a cart that only its link opens; the customer
 * reads, edits and pays it without an account. An unknown, expired or revoked link is refused
 * (PUSH_CART_NOT_FOUND), one whose order is paid, refunded or cancelled too (PUSH_CART_CLOSED), with
 * nothing changed. A push cart is paid by card only, so a shop without a card provider (production
 * without PAYMENT_PROVIDER) neither makes one nor opens one: 409 PAYMENT_TYPE_UNAVAILABLE.
 */
/** What a push cart asks of checkout (checkout/checkout-service.ts): its cart made an order for its link. */
type PlacesOrders = {
  placeOrder(
    tx: Db,
    cartId: string,
    buyer: { userId: null; pushCartId: string; pushId: string; language: ShopLanguage },
    body: PayCartBody,
  ): Promise<PlacedOrder>;
  /** The answer to a placed order: a card payment's page opened after the commit. */
  answer(placed: PlacedOrder): Promise<PayAnswer>;
};

export function createPushCartService(
  db: Db,
  deps: { cart: CartService; checkout: PlacesOrders; links: Links; cardOffered: boolean },
) {
  const { cart, checkout, links, cardOffered } = deps;
  const requireCard = () => {
    if (!cardOffered) fail('PAYMENT_TYPE_UNAVAILABLE');
  };

  async function answer(pushCart: repo.PushCartRow): Promise<PushCartResponse> {
    return {
      ...(await cart.viewPushCart(pushCart.id)),
      contact: pushCart.contact ?? null,
      expiresAt: iso(pushCart.expiresAt),
    };
  }

  /** The push cart a link found, refused when there is none or its order is settled. */
  function openOnly(pushCart: repo.PushCartRow | undefined): repo.PushCartRow {
    if (!pushCart) fail('PUSH_CART_NOT_FOUND');
    if (pushCart.closed) fail('PUSH_CART_CLOSED');
    return pushCart;
  }

  /** The push cart of the link, locked for the caller's transaction; refused when the link opens none. */
  async function lockOpen(tx: Db, pushId: string) {
    return openOnly(await repo.lockPushCart(tx, hashPushSecret(pushId)));
  }

  return {
    /**
     * Moves the creator's live cart lines (and coupon) into a new push cart and holds their seats until
     * the link expires, in one transaction; an empty cart is refused (CART_EMPTY) with nothing changed.
     */
    async create(createdBy: string, body: CreatePushCartBody): Promise<PushCartCreated> {
      requireCard();
      if (body.sendEmail && !body.contact) fail('PUSH_CART_CONTACT_MISSING');
      if (body.discount?.kind === 'PERCENT' && body.discount.value > 100) fail('COUPON_VALUE_INVALID');
      const pushId = newPushSecret();
      const url = links.pushCheckout(pushId);
      const created = await db.transaction(async (tx) => {
        const own = await lockCart(tx, createdBy);
        const lines = (await cartItems(tx, own)).filter((line) => line.live);
        if (lines.length === 0) fail('CART_EMPTY');
        // Season tickets have their own checkout (issue 5); a push cart must be payable.
        if (lines.some((line) => line.setupType === 'SEASON')) fail('CART_SEASON_NOT_PAYABLE');
        const pushCart = await repo.insertPushCart(tx, {
          secretHash: hashPushSecret(pushId),
          hours: body.validHours ?? PUSH_CART_DEFAULT_HOURS,
          createdBy,
          contact: body.contact ?? null,
          couponId: await cartCouponId(tx, own),
        });
        const moved = await repo.moveLinesToPushCart(tx, {
          from: own,
          to: pushCart.id,
          itemIds: lines.map((line) => line.id),
          until: iso(pushCart.expiresAt),
        });
        // Every hold lapsed between the read and the move: nothing to send (the rollback undoes the cart).
        if (moved.length === 0) fail('CART_EMPTY');
        await setCartCoupon(tx, own, null);
        // The agreed discount replaces the coupon the cashier's cart carried.
        if (body.discount) {
          const until = iso(pushCart.expiresAt);
          await setCartCoupon(
            tx,
            pushCart.id,
            await insertCartDiscount(tx, pushCart.id, body.discount, until),
          );
        }
        const seats = lines.filter((line) => moved.some((m) => m.id === line.id));
        if (body.sendEmail && body.contact) {
          await queueEmail(
            tx,
            body.contact.email,
            pushCartEmails.link(
              // Someone with an account is written to in its language; a stranger in Slovak (decisions.md).
              {
                language: (await findUserByEmail(tx, body.contact.email))?.language ?? 'sk',
                firstName: body.contact.firstName,
              },
              url,
              seats.length,
              iso(pushCart.expiresAt),
            ),
          );
        }
        await recordAudit(tx, {
          actorId: createdBy,
          action: 'PUSH_CART_CREATE',
          entity: 'PUSH_CART',
          entityId: pushCart.id,
          after: {
            seats: seats.map((line) => `${line.sector} ${line.row}/${line.name}`),
            contact: body.contact?.email ?? null,
            expiresAt: iso(pushCart.expiresAt),
            emailed: Boolean(body.sendEmail),
            discount: body.discount ?? null,
          },
        });
        return pushCart;
      });
      const { items } = await cart.viewPushCart(created.id);
      return {
        id: created.id,
        pushId,
        url,
        expiresAt: iso(created.expiresAt),
        items,
      };
    },

    /** The push cart its link opens. */
    async view(pushId: string): Promise<PushCartResponse> {
      const pushCart = openOnly(await repo.openPushCart(db, hashPushSecret(pushId)));
      requireCard();
      return answer(pushCart);
    },

    /** REMOVE_ITEM, UPDATE_ITEM, ADD_COUPON or REMOVE_COUPON on the push cart, as on the fan's own cart. */
    async update(pushId: string, body: CartUpdateBody): Promise<PushCartResponse> {
      requireCard();
      const pushCart = await db.transaction(async (tx) => {
        const locked = await lockOpen(tx, pushId);
        // The customer of a link has no account, so no role: role-restricted categories stay closed.
        await cart.changeCart(tx, locked.id, body, []);
        return locked;
      });
      return answer(pushCart);
    },

    /** The push cart becomes an order without a user (its contact gets the tickets); card only. */
    async pay(pushId: string, body: PayCartBody, language: ShopLanguage): Promise<PayAnswer> {
      if (body.paymentType !== 'CARD') fail('PUSH_CART_CARD_ONLY');
      requireCard();
      const placed = await db.transaction(async (tx) => {
        const pushCart = await lockOpen(tx, pushId);
        return checkout.placeOrder(
          tx,
          pushCart.id,
          { userId: null, pushCartId: pushCart.id, pushId, language },
          body,
        );
      });
      return checkout.answer(placed);
    },

    /** Revokes the link (its id is the push cart's, not the secret) and frees its seats, pushed ACTIVE. */
    async revoke(actorId: string, cartId: string): Promise<PushCartRevoked> {
      return db.transaction(async (tx) => {
        const revoked = await repo.markRevoked(tx, cartId);
        if (!revoked) fail('PUSH_CART_NOT_FOUND');
        const freed = await repo.releaseCartSeats(tx, cartId);
        for (const place of freed) await publish(tx, { ...place, state: 'ACTIVE' });
        await recordAudit(tx, {
          actorId,
          action: 'PUSH_CART_REVOKE',
          entity: 'PUSH_CART',
          entityId: cartId,
          before: { revokedAt: null },
          after: { revokedAt: iso(revoked.revokedAt), releasedSeats: freed.length },
        });
        return { id: cartId, revokedAt: iso(revoked.revokedAt), releasedSeats: freed.length };
      });
    },

    /** The club's push carts with their state, newest first. */
    list: () => listPushCarts(db),

    /** Whether the link's secret may see this order's payment (the order came from its push cart). */
    ownsOrder: (pushId: string, orderId: string) =>
      repo.isOrderOfPushCart(db, orderId, hashPushSecret(pushId)),
  };
}

export type PushCartService = ReturnType<typeof createPushCartService>;
