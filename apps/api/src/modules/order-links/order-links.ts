import type { Db } from '../../db/client.ts';
import { hashPushSecret, newPushSecret } from '../push-carts/push-secret.ts';
import type { Links } from '../users/links.ts';
import { insertOrderLink } from './order-link-repository.ts';

/**
 * Issues a payment link to an unpaid order (`/invoice/push/{secret}`): a 256-bit secret in the push-link
 * format, of which only the SHA-256 is stored; it lapses with the order's payment deadline. Answers the
 * secret (shown once), the page address and the expiry.
 */
export async function issueOrderLink(tx: Db, links: Links, orderId: string) {
  const pushId = newPushSecret();
  const expiresAt = await insertOrderLink(tx, orderId, hashPushSecret(pushId));
  return { pushId, url: links.invoicePush(pushId), expiresAt };
}
