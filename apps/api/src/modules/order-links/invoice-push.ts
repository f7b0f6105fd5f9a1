import type { InvoicePush, PayAnswer } from '@hokej/contract';
import { fail } from '../../http/shop-error.ts';
import type { InstallmentService } from '../installments/installment-service.ts';
import type { OrderLinkService } from './order-link-service.ts';

/**
 * `/invoice/push/{secret}` opens either an installment (modules/installments) or an unpaid order
 * (order-link-service.ts): the secret's row says which, and only that one answers. Both are paid by
 * card only, so a shop without a card provider (production without PAYMENT_PROVIDER) opens neither:
 * a link still open answers 409 PAYMENT_TYPE_UNAVAILABLE (an unknown or closed one still 404 / 410).
 */
export function createInvoicePush(deps: {
  installments: InstallmentService;
  orderLinks: OrderLinkService;
  cardOffered: boolean;
}) {
  const { installments, orderLinks, cardOffered } = deps;
  return {
    /** What the link pays, without login. */
    async view(pushId: string): Promise<InvoicePush> {
      const link = (await orderLinks.isOrderLink(pushId))
        ? await orderLinks.view(pushId)
        : await installments.view(pushId);
      if (!cardOffered) fail('PAYMENT_TYPE_UNAVAILABLE');
      return link;
    },
    /** Starts the card payment of what the link pays. */
    async pay(pushId: string): Promise<PayAnswer> {
      if (!cardOffered) fail('PAYMENT_TYPE_UNAVAILABLE');
      return (await orderLinks.isOrderLink(pushId)) ? orderLinks.pay(pushId) : installments.pay(pushId);
    },
  };
}

export type InvoicePushService = ReturnType<typeof createInvoicePush>;
