import type { InvoicePush, PayAnswer } from '@hokej/contract';
import type { InstallmentService } from '../installments/installment-service.ts';
import type { OrderLinkService } from './order-link-service.ts';

/**
 * `/invoice/push/{secret}` opens either an installment (modules/installments) or an unpaid order
 * (order-link-service.ts): the secret's row says which, and only that one answers.
 */
export function createInvoicePush(deps: { installments: InstallmentService; orderLinks: OrderLinkService }) {
  const { installments, orderLinks } = deps;
  return {
    /** What the link pays, without login. */
    async view(pushId: string): Promise<InvoicePush> {
      return (await orderLinks.isOrderLink(pushId)) ? orderLinks.view(pushId) : installments.view(pushId);
    },
    /** Starts the card payment of what the link pays. */
    async pay(pushId: string): Promise<PayAnswer> {
      return (await orderLinks.isOrderLink(pushId)) ? orderLinks.pay(pushId) : installments.pay(pushId);
    },
  };
}

export type InvoicePushService = ReturnType<typeof createInvoicePush>;
