import type { Db } from '../../db/client.ts';
import { type LinkedOrder, orderOfLink, undecidedCardPayment } from './order-link-repository.ts';

// The control run of the pay-link race test (UNSAFE_PAY_LINKS, NODE_ENV=test only): the order and its
// undecided payment are read without the order's row lock, so payment starts racing each other all
// see no payment yet and each starts one.

/** How long the read stays stale: every press arriving meanwhile reads the same (50 ms was not always enough). */
const CONTROL_RUN_WINDOW_MS = 300;

/** The link's order and its undecided card payment, read without a lock, then a pause before the caller acts. */
export async function readLinkedOrderWithoutLock(
  tx: Db,
  secretHash: string,
): Promise<{ order: LinkedOrder | undefined; undecided: string | undefined }> {
  const order = await orderOfLink(tx, secretHash, false);
  const undecided = order ? await undecidedCardPayment(tx, order.orderId) : undefined;
  await new Promise((resolve) => setTimeout(resolve, CONTROL_RUN_WINDOW_MS));
  return { order, undecided };
}
