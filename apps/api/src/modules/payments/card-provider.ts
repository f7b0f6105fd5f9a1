import type { Db } from '../../db/client.ts';

// The card payment provider as the shop sees it (DESIGN.md "Payment gateways"): the shop records a
// payment and sends the fan to the provider's page; the provider answers by a signed server-to-server
// notification and a signed browser return, is asked for a payment's status when no notification came,
// and pays money back. The sandbox gateway is the one provider today; a real one implements the same.

export type Decision = 'APPROVED' | 'DECLINED' | 'ABANDONED';
export type ProviderStatus = Decision | 'PENDING';

/** A notification as the provider sends it: signed, timestamped, with an event id to dedupe by. */
export type Notification = { eventId: string; paymentId: string; status: Decision; timestamp: number };

/** A verified browser return: which payment the fan comes back from (what it claims is never trusted). */
export type PaymentReturn = { paymentId: string; pushId?: string };

/** How old a notification or a browser return may be (seconds); older ones are refused as replays. */
export const SIGNATURE_TOLERANCE_S = 300;

export interface CardProvider {
  readonly name: string;
  /** The provider's page where the fan pays a recorded payment; a push order's carries its link's secret. */
  paymentPage(paymentId: string, pushId?: string): string;
  /** The notification if its signature is right and it is recent; null otherwise. */
  verify(body: string, signatureHeader: string | undefined, now?: number): Notification | null;
  /** The browser's return if its signature is right and it is recent; null otherwise. */
  verifyReturn(query: Record<string, string | undefined>, now?: number): PaymentReturn | null;
  /** What the provider knows of a payment (reconciliation asks this when no notification came). */
  status(paymentId: string): Promise<ProviderStatus>;
  /** Pays back `amount` of an approved payment; false when the provider refuses. */
  refund(tx: Db, paymentId: string, amount: number, refundId: string): Promise<boolean>;
}
