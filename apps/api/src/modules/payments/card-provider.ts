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

/**
 * Every method that may call the provider over the network is called outside any database transaction
 * (a slow gateway must hold no row lock and no pool connection; docs/payments.md): the shop records
 * first and calls after the commit (a payment's page), or calls first and records after (a refund), and
 * the provider's idempotency keys, made from the shop's payment, make a repeated call safe.
 */
export interface CardProvider {
  readonly name: string;
  /**
   * The provider's page where the fan pays a payment the shop has recorded and committed (opened there
   * the first time, the same page again for a payment link that reopens it); a push order's carries its
   * link's secret.
   */
  paymentPage(paymentId: string, pushId?: string): Promise<string>;
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
  /**
   * Pays back `amount` of an approved payment; false when the provider refuses. Idempotent per payment
   * and amount: the same call again (a retry, a second admin at once) gets the same refund back.
   */
  refund(paymentId: string, amount: number): Promise<boolean>;
  /** What of an approved payment the provider can still pay back (its amount less its refunds). */
  refundable(paymentId: string): Promise<number>;
}
