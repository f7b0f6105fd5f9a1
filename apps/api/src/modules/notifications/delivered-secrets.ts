/**
 * What a delivered message keeps in the outbox (docs/decisions.md, "Secrets leave the outbox"): the
 * secret parts of its links (links.ts: a reset, push-cart or payment link's last segment, a
 * verification link's `hash`) and an SMS's code are replaced, so a read of the table after delivery
 * gives nobody a way in. The recipient has the message; the row keeps what it was about.
 */
export const BLANKED = 'odstránené-po-doručení';

const SECRET_SEGMENT = /(\/(?:reset|checkout\/push|invoice\/push)\/)[^\s"'<>?#&/]+/g;
const SECRET_QUERY = /([?&](?:amp;)?hash=)[^\s"'<>&#]+/g;
const SMS_CODE = /\b\d{6}\b/g;

/** The text of a delivered message without the secrets it carried. */
export function withoutSecrets(channel: 'EMAIL' | 'SMS', text: string): string {
  const links = text.replace(SECRET_SEGMENT, `$1${BLANKED}`).replace(SECRET_QUERY, `$1${BLANKED}`);
  return channel === 'SMS' ? links.replace(SMS_CODE, '••••••') : links;
}
