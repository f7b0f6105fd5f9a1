import { orderOfLink, undecidedCardPayment } from '../../src/modules/order-links/order-link-repository.ts';
import type { ReadLinkedOrder } from '../../src/modules/order-links/order-link-service.ts';
import type { Meet } from './meet.ts';

// The control run of the pay-link race test (order-pay-link-race.test.ts), passed to the shop as
// `ServiceSeams.linkedOrder`: the order and its undecided payment are read without the order's row lock,
// so payment starts racing each other all see no payment yet and each starts one.

/**
 * The link's order and its undecided card payment, read without a lock; the presses that read meet
 * (`meet`, helpers/meet.ts) before the caller acts, so each of them starts a payment. (A 300 ms pause
 * here, and 50 ms before it, were not always enough on a busy machine.)
 */
export const readLinkedOrderWithoutLock =
  (meet: Meet): ReadLinkedOrder =>
  async (tx, secretHash) => {
    const order = await orderOfLink(tx, secretHash, false);
    const undecided = order ? await undecidedCardPayment(tx, order.orderId) : undefined;
    await meet();
    return { order, undecided };
  };
