/**
 * Which cart lines still hold a seat. The API keeps CANCELLED (lapsed) lines in the cart until the fan removes
 * them or adds a new seat, so the seat limit and the badge count only the lines awaiting payment.
 */
import type { CartItem } from '@hokej/contract';

export const heldItems = (items: readonly CartItem[]) => items.filter((i) => i.status === 'AWAITING_PAYMENT');

export const heldCount = (items: readonly CartItem[] | undefined) => (items ? heldItems(items).length : 0);

/** Lines whose reservation ran out: shown with a notice and removable one by one. */
export const lapsedItems = (items: readonly CartItem[] | undefined) =>
  (items ?? []).filter((i) => i.status === 'CANCELLED');
