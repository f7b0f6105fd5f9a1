import type { Db } from '../../db/client.ts';

// The card payment provider as the shop sees it (DESIGN.md "Payment gateways"; docs/payments.md says
// how to add one): the shop records a payment and sends the fan to the provider's page; the provider
// answers by a signed server-to-server notification and a browser return, is asked for a payment's
// status when no notification came, and pays money back. Two implement it: the sandbox gateway the
// shop serves itself (development and tests) and Stripe (stripe-provider.ts).

export type Decision = 'APPROVED' | 'DECLINED' | 'ABANDONED';
export type ProviderStatus = Decision | 'PENDING';

/** A notification as the provider sends it: signed, timestamped, with an event id to dedupe by. */
export type Notification = { eventId: string; paymentId: string; status: Decision; timestamp: number };

/** A genuine notification that decides no payment of the shop (another event type, another shop's). */
export const IRRELEVANT = 'IRRELEVANT';

/**
 * A browser return: which payment the fan comes back from (what it claims is never trusted: the shop
 * asks the provider). `abandoned`: the fan left the provider's page without paying.
 */
export type PaymentReturn = { paymentId: string; pushId?: string; ref?: string; abandoned?: boolean };

/** How old a notification or a browser return may be (seconds); older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_S = 300;

export interface CardProvider {
  readonly name: string;
  /**
   * The provider's page where the fan pays a payment recorded in `tx` (opened there the first time,
   * the same page again for a payment link that reopens it); a push order's carries its link's secret.
   */
  paymentPage(tx: Db, paymentId: string, pushId?: string): Promise<string>;
  /** The notification if its signature is right and it is recent; IRRELEVANT if it decides nothing; null otherwise. */
  verify(
    body: string,
    signatureHeader: string | undefined,
    now?: number,
  ): Notification | typeof IRRELEVANT | null;
  /** The browser's return if it is well-formed (and signed, where the provider signs it); null otherwise. */
  verifyReturn(query: Record<string, string | undefined>, now?: number): PaymentReturn | null;
  /** What the provider knows of a payment (reconciliation asks this when no notification came). */
  status(paymentId: string): Promise<ProviderStatus>;
  /** The fan left the provider's page: close it there, so the payment ends ABANDONED (optional). */
  abandon?(paymentId: string): Promise<void>;
  /** Pays back `amount` of an approved payment; false when the provider refuses. */
  refund(tx: Db, paymentId: string, amount: number, refundId: string): Promise<boolean>;
}
