import type { Db } from '../../db/client.ts';

/**
 * What installments and payment links ask of the card payments: payments/payment-service.ts gives it
 * (services.ts hands it over). Declared down here so that installments and order-links need not import
 * payments, which settles them.
 */
export type CardPayments = {
  /** Does the shop take card payments at all? */
  cardOffered: boolean;
  /** Records a card payment of the order (an installment's names it) and answers the gateway's page. */
  startCardPayment(
    tx: Db,
    orderId: string,
    amount: number,
    pushId?: string,
    installmentId?: string,
  ): Promise<string>;
  /** The gateway's page of a payment already recorded. */
  paymentPage(tx: Db, paymentId: string, pushId?: string): Promise<string>;
  /** Asks the gateway about the order's newest pending payment and applies what it says. */
  reconcile(orderId: string): Promise<void>;
};
