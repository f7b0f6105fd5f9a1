/** What a seat costs before the fan picks it: the price of the ticket type a new seat goes into the cart with. */
import type { Price } from '@hokej/contract';
import type { SetupType } from '@hokej/contract/constants';

/** The API holds a match seat as ADULT and a season seat as CLASSIC (the fan may change it in the cart). */
const FIRST_TYPE: Record<SetupType, Price['ticketType']> = { EVENT: 'ADULT', SEASON: 'CLASSIC' };

/** The cents a seat of the sector costs as held, or the sector's lowest price, or undefined without prices. */
export function heldPrice(prices: readonly Price[], setupType: SetupType): number | undefined {
  const first = prices.find((p) => p.ticketType === FIRST_TYPE[setupType]);
  if (first) return first.price;
  return prices.length > 0 ? Math.min(...prices.map((p) => p.price)) : undefined;
}
