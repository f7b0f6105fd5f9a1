import { randomUUID } from 'node:crypto';
import {
  BANK_TRANSFER_DAYS,
  BANK_TRANSFER_MIN_DAYS,
  type PayAnswer,
  type PayCartBody,
  PLASTIC_CARD_PRICE,
  type Role,
  type ShopLanguage,
} from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import type { AuthUser } from '../auth/access-tokens.ts';
import type { PlacedOrder } from '../billing/card-payments.ts';
import { lockCart } from '../cart/cart-repository.ts';
import { discountOf, fitsCart } from '../coupons/coupon-discount.ts';
import {
  cartCouponId,
  recordRedemption,
  setCartCoupon,
  type TakeCouponUse,
  takeCouponUse,
} from '../coupons/coupon-repository.ts';
import { formatDate } from '../documents/document-format.ts';
import { installmentParts, planInstallments } from '../installments/installment-plan.ts';
import { insertPlan, lastMatchOf } from '../installments/installment-repository.ts';
import { queueEmail } from '../notifications/outbox.ts';
import { bankTransferEmail } from '../notifications/payment-emails.ts';
import { issueOrderLink } from '../order-links/order-links.ts';
import { requirePaymentTypeAllowed } from '../payment-types/payment-type-roles.ts';
import type { PaymentService } from '../payments/payment-service.ts';
import { checkedIban } from '../users/iban-check.ts';
import type { Links } from '../users/links.ts';
import { checkPostcode } from '../users/postcode-check.ts';
import { rememberLanguage } from '../users/user-language.ts';
import { bankTransferOf } from './bank-transfer.ts';
import { type PayableLine, payableLines } from './payable-lines.ts';

/** Minutes a card payment may take; the seats stay held for the order meanwhile. */
export const CARD_PAYMENT_MINUTES = 20;

/** The held cart becomes an order waiting for its payment (POST /v2/cart/pay, push carts). */
export function createCheckoutService(
  db: Db,
  payments: PaymentService,
  links: Links,
  /** How a coupon's use is taken: the conditional UPDATE; a race test's control run passes another. */
  takeUse: TakeCouponUse = takeCouponUse,
) {
  /**
   * One use of the cart's coupon and what it takes off the lines, in the checkout's transaction; a
   * coupon that lapsed, was used up or fits no line refuses the checkout (COUPON_INVALID).
   */
  async function redeemCoupon(tx: Db, couponId: string | null, lines: PayableLine[]) {
    if (couponId === null) return { couponId: null, discount: 0 };
    const terms = await takeUse(tx, couponId);
    const priced = lines.map((l) => ({ setupId: l.setupId, price: l.price }));
    if (!terms || !fitsCart(terms, priced)) fail('COUPON_INVALID');
    return { couponId, discount: discountOf(terms, priced) };
  }

  /**
   * Who an order is for: the signed-in buyer's, or a push cart's (no user; its contact gets the tickets).
   * `roles` limit the payment types (payment_type_roles); a push cart, set up by the club, has none.
   * `language`: the request's (Accept-Language), which every message about the order speaks; a signed-in
   * buyer's account takes it too (decisions.md).
   */
  type Buyer = {
    userId: string | null;
    pushCartId: string | null;
    pushId?: string;
    roles?: readonly Role[];
    language: ShopLanguage;
  };

  /**
   * The cart (locked by the caller's transaction) becomes an order waiting for its payment: every line
   * live, prices unchanged; each line's seats (a season line's in every match too) move from the cart's
   * hold to the order by a conditional UPDATE, so a lapsed one refuses the whole checkout with nothing
   * changed.
   */
  async function placeOrder(tx: Db, cartId: string, buyer: Buyer, body: PayCartBody): Promise<PlacedOrder> {
    if (!body.termsAgreed) fail('USER_TERMS_NOT_AGREED');
    if (!body.contactConsent) fail('ORDER_CONTACT_CONSENT_MISSING');
    checkPostcode(body.invoice?.address, 'invoice.address.postcode', 'ORDER_INVALID_CHECKOUT_PARAMS');
    const invoice = body.invoice && {
      ...body.invoice,
      iban: checkedIban(body.invoice.iban, 'invoice.iban', 'ORDER_INVALID_CHECKOUT_PARAMS'),
    };
    // Card and installments are paid through the card provider; a shop without one offers transfers only.
    if (body.paymentType !== 'BANK_TRANSFER' && !payments.cardOffered) fail('PAYMENT_TYPE_UNAVAILABLE');
    if (buyer.roles) await requirePaymentTypeAllowed(tx, body.paymentType, buyer.roles);
    const lines = await payableLines(tx, cartId);
    if (lines.length === 0) fail('CART_EMPTY');
    // Installments are for a cart of season tickets only (the web offers them only then, too).
    const installments = body.paymentType === 'INSTALLMENTS';
    if (installments && lines.some((l) => l.setupType !== 'SEASON')) fail('INSTALLMENTS_SEASON_ONLY');
    if (lines.some((l) => !l.live)) fail('CART_HOLD_EXPIRED');
    if (lines.some((l) => l.currentPrice !== l.price)) fail('CART_PRICE_CHANGED');
    const coupon = await redeemCoupon(tx, await cartCouponId(tx, cartId), lines);
    const cards = lines.filter((l) => l.plasticCard).length * PLASTIC_CARD_PRICE;
    const total = lines.reduce((sum, l) => sum + l.price, 0) + cards - coupon.discount;

    const firstMatch = Math.min(...lines.map((l) => new Date(l.startsAt).getTime()));
    const [clock] = await queryRows<{ now: Date | string }>(tx, sql`select shop_now() as now`);
    const now = new Date(clock?.now ?? Date.now()).getTime();
    const day = 86_400_000;
    if (body.paymentType === 'BANK_TRANSFER' && firstMatch - now < BANK_TRANSFER_MIN_DAYS * day) {
      fail('BANK_TRANSFER_TOO_LATE', { minDays: BANK_TRANSFER_MIN_DAYS });
    }
    const parts = installments
      ? installmentParts(
          new Date(now),
          await lastMatchOf(
            tx,
            lines.map((l) => l.setupId),
          ),
        )
      : 0;
    if (installments && parts < 2) fail('INSTALLMENTS_TOO_LATE');
    // Card and installments (part 1 by card now) wait for the gateway; a transfer for the bank.
    const expiresAt = new Date(
      body.paymentType === 'BANK_TRANSFER'
        ? now + BANK_TRANSFER_DAYS * day
        : now + CARD_PAYMENT_MINUTES * 60_000,
    );

    const [order] = await queryRows<{ id: string; orderNumber: number }>(
      tx,
      sql`insert into orders (user_id, push_cart_id, payment_type, total_price, discount, coupon_id, contact,
          invoice, expires_at, language)
        values (${buyer.userId}, ${buyer.pushCartId}, ${body.paymentType}, ${total}, ${coupon.discount}, ${coupon.couponId},
          ${JSON.stringify(body.contact)}::jsonb,
          ${invoice ? JSON.stringify(invoice) : null}::jsonb, ${expiresAt.toISOString()}, ${buyer.language})
        returning id, order_number::int as "orderNumber"`,
    );
    if (!order) throw new Error('order insert returned nothing');
    if (buyer.userId) await rememberLanguage(tx, buyer.userId, buyer.language);
    const holders = new Map((body.ticketContacts ?? []).map(({ itemId, ...holder }) => [itemId, holder]));
    if ([...holders.keys()].some((id) => !lines.some((l) => l.itemId === id))) fail('ORDER_ITEM_NOT_FOUND');
    for (const line of lines) {
      const itemId = randomUUID();
      const holder = holders.get(line.itemId);
      await queryRows(
        tx,
        sql`insert into order_items (id, order_id, setup_id, setup_seat_id, ticket_type, price, plastic_card, holder)
          values (${itemId}, ${order.id}, ${line.setupId}, ${line.setupSeatId}, ${line.ticketType}, ${line.price},
            ${line.plasticCard}, ${holder ? JSON.stringify(holder) : null}::jsonb)`,
      );
      // The seats move from the cart's hold to the order, held until the payment deadline: a match
      // line's one seat; a season line's season seat and the same seat in every match of the season.
      const [moved] = await queryRows<{ n: number; own: boolean; matches: number }>(
        tx,
        sql`with moved as (
            update setup_seats set order_item_id = ${itemId}, cart_item_id = null,
              hold_expires_at = ${expiresAt.toISOString()}
            where cart_item_id = ${line.itemId} and state = 'BOOKED' and order_item_id is null
              and hold_expires_at > shop_now()
            returning id
          )
          select count(*)::int as n, coalesce(bool_or(id = ${line.setupSeatId}), false) as own,
            (select count(*)::int from setups where season_id = ${line.setupId}) as matches
          from moved`,
      );
      if (!moved?.own || moved.n !== 1 + moved.matches) fail('CART_HOLD_EXPIRED');
    }
    if (coupon.couponId) await recordRedemption(tx, coupon.couponId, order.id);
    await queryRows(tx, sql`delete from cart_items where cart_id = ${cartId}`);
    await setCartCoupon(tx, cartId, null);
    if (body.paymentType === 'BANK_TRANSFER') {
      const transfer = bankTransferOf(String(order.orderNumber), total, expiresAt);
      // The e-mail also carries a link that pays the order by card without login, until the deadline.
      // (Only when the shop takes cards: a production shop without a card provider sells by transfer only.)
      const payLink = payments.cardOffered ? await issueOrderLink(tx, links, order.id) : null;
      await queueEmail(
        tx,
        body.contact.email,
        bankTransferEmail(
          buyer.language,
          body.contact.firstName,
          order.orderNumber,
          { ...transfer, dueDate: formatDate(expiresAt, buyer.language) },
          payLink?.url ?? null,
        ),
        [{ kind: 'ORDER_PAY_BY_SQUARE', orderId: order.id }],
      );
    }
    // A push order's gateway page is told the link's secret, so that it sends the browser back to
    // /push/payment/status, which checks the payment without a login. The page is opened after the
    // commit (payments.answer).
    if (installments) {
      const [first] = await insertPlan(tx, order.id, planInstallments(total, parts, new Date(now)));
      if (!first) throw new Error('installment plan without parts');
      return payments.recordCardPayment(tx, order.id, first.amount, buyer.pushId, first.id);
    }
    if (body.paymentType === 'CARD') return payments.recordCardPayment(tx, order.id, total, buyer.pushId);
    return { orderId: order.id, redirectUrl: `/order/success?orderId=${order.id}` };
  }

  return {
    placeOrder,
    /** The answer to a placed order: a card payment's page opened (after the commit), else as it is. */
    answer: (placed: PlacedOrder) => payments.answer(placed),

    /**
     * The signed-in buyer's cart becomes an order (POST /v2/cart/pay); `withOrder` runs in the same
     * transaction once the order exists (the waiting room spends the fan's admission there).
     */
    async pay(
      user: AuthUser,
      body: PayCartBody,
      language: ShopLanguage,
      withOrder?: (tx: Db) => Promise<void>,
    ): Promise<PayAnswer> {
      const placed = await db.transaction(async (tx) => {
        const answer = await placeOrder(
          tx,
          await lockCart(tx, user.id),
          { userId: user.id, pushCartId: null, roles: user.roles, language },
          body,
        );
        await withOrder?.(tx);
        return answer;
      });
      return payments.answer(placed);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
