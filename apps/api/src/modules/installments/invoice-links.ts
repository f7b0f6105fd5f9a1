import { INSTALLMENT_GRACE_DAYS } from '@hokej/contract';
import type { Db } from '../../db/client.ts';
import { hashPushSecret, newPushSecret } from '../push-carts/push-secret.ts';
import type { Links } from '../users/links.ts';
import { insertLink } from './installment-repository.ts';

/** A link made late (a reminder, the owner's request) still opens this many days. */
export const INVOICE_LINK_MIN_DAYS = 2;

/**
 * Issues an invoice push link to an installment: a 256-bit secret in the push-link format, of which
 * only the SHA-256 is stored. Answers the secret (shown once), the page address and the expiry.
 */
export async function issueInvoiceLink(tx: Db, links: Links, installmentId: string) {
  const pushId = newPushSecret();
  const expiresAt = await insertLink(tx, installmentId, hashPushSecret(pushId), {
    graceDays: INSTALLMENT_GRACE_DAYS,
    minDays: INVOICE_LINK_MIN_DAYS,
  });
  return { pushId, url: links.invoicePush(pushId), expiresAt };
}
