import type { RenewalOffer } from '@hokej/contract';
import { PLASTIC_CARD_PRICE } from '@hokej/contract/constants';
import type { Cart } from '../../../shared/cart/cartApi.ts';

/**
 * A renewal offer as the checkout form's one-line cart: the kept season seat with last season's category
 * and plastic card, held until the renewal deadline. The renewal's own endpoint pays it.
 */
export function renewalCart(offer: RenewalOffer): Cart {
  const price = offer.price ?? 0;
  return {
    items: [
      {
        id: offer.id,
        setupType: 'SEASON',
        setupUuid: offer.seasonUuid,
        title: offer.seasonTitle,
        startsAt: offer.seasonStartsAt,
        seat: offer.seat,
        ticketType: offer.category,
        price,
        plasticCard: offer.plasticCard,
        status: 'AWAITING_PAYMENT',
        expireAt: offer.renewalTo,
        ticket: { expiration: offer.renewalTo },
      },
    ],
    coupon: null,
    discount: 0,
    totalPrice: price + (offer.plasticCard ? PLASTIC_CARD_PRICE : 0),
    isPushCart: false,
    serverTimestamp: Date.now(),
    diffTimestamp: 0,
  };
}
