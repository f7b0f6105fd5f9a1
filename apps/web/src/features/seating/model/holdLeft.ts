import type { Cart } from '../../../shared/cart/cartApi.ts';
import { earliestExpiry, remainingMs } from '../../../shared/cart/cartCountdown.ts';
import { formatCountdown } from '../../../shared/dates/format.ts';

/** "14:58" left on the cart's hold, as the cart the API just answered counts it. */
export function holdLeft(cart: Cart): string {
  const expiry = earliestExpiry(cart.items);
  return formatCountdown(expiry === null ? 0 : remainingMs(expiry, cart.diffTimestamp));
}
