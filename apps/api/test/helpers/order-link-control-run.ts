import { orderOfLink, undecidedCardPayment } from '../../src/modules/order-links/order-link-repository.ts';
import type { ReadLinkedOrder } from '../../src/modules/order-links/order-link-service.ts';

// The control run of the pay-link race test (order-pay-link-race.test.ts), passed to the shop as
// `ServiceSeams.linkedOrder`: the order and its undecided payment are read without the order's row lock,
// so payment starts racing each other all see no payment yet and each starts one.

/** How long the read stays stale: every press arriving meanwhile reads the same (50 ms was not always enough). */
const CONTROL_RUN_WINDOW_MS = 300;

/** The link's order and its undecided card payment, read without a lock, then a pause before the caller acts. */
export const readLinkedOrderWithoutLock: ReadLinkedOrder = async (tx, secretHash) => {
  const order = await orderOfLink(tx, secretHash, false);
  const undecided = order ? await undecidedCardPayment(tx, order.orderId) : undefined;
  await new Promise((resolve) => setTimeout(resolve, CONTROL_RUN_WINDOW_MS));
  return { order, undecided };
};
