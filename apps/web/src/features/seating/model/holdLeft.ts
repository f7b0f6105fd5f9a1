import { MAX_SEATS_PER_ORDER } from '@hokej/contract/constants';
import type { Cart } from '../../../shared/cart/cartApi.ts';
import { earliestExpiry, remainingMs } from '../../../shared/cart/cartCountdown.ts';
import { heldCount } from '../../../shared/cart/cartItems.ts';
import { formatCountdown } from '../../../shared/dates/format.ts';
import { sk } from '../../../shared/i18n/sk.ts';

/** "14:58" left on the cart's hold, as the cart the API just answered counts it. */
export function holdLeft(cart: Cart): string {
  const expiry = earliestExpiry(cart.items);
  return formatCountdown(expiry === null ? 0 : remainingMs(expiry, cart.diffTimestamp));
}

/**
 * The live region's sentence for seats just held, with the limit of 5 said in the same message when the hold
 * reached it: one event, one message (the seat panel's limit notice is not a live region of its own).
 */
export function withLimitNote(sentence: string, cart: Cart): string {
  return heldCount(cart.items) >= MAX_SEATS_PER_ORDER ? `${sentence}. ${sk.seats.maxTickets}` : sentence;
}
