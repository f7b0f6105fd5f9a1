import type { PayAnswer } from '@hokej/contract';
import type { Db } from '../../db/client.ts';

/** A card payment recorded and committed, its provider page still to open (`CardPayments.openPage`). */
export type CardStart = { orderId: string; paymentId: string; pushId?: string };

/** What a checkout placed: a card payment whose page opens after the commit, or the answer as it is. */
export type PlacedOrder = PayAnswer | CardStart;

/**
 * What installments and payment links ask of the card payments: payments/payment-service.ts gives it
 * (services.ts hands it over). Declared down here so that installments and order-links need not import
 * payments, which settles them. The provider is never called inside a transaction: a payment is
 * recorded in one, its page opened after the commit.
 */
export type CardPayments = {
  /** Does the shop take card payments at all? */
  cardOffered: boolean;
  /** Records a card payment of the order in the caller's transaction (an installment's names it). */
  recordCardPayment(
    tx: Db,
    orderId: string,
    amount: number,
    pushId?: string,
    installmentId?: string,
  ): Promise<CardStart>;
  /** The provider's page of a committed payment (called outside any transaction). */
  openPage(start: CardStart): Promise<PayAnswer>;
  /** Asks the gateway about the order's newest pending payment and applies what it says. */
  reconcile(orderId: string): Promise<void>;
};
