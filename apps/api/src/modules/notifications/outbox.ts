import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Email } from './templates.ts';

/** A document attached to an e-mail, rendered when it is sent (so the outbox stays small). */
export type AttachmentRef = { kind: 'ORDER_TICKETS' | 'ORDER_INVOICE'; orderId: string };

/**
 * Queues messages in the transaction of the change that causes them: both commit or neither does,
 * and the outbox worker delivers what committed.
 */
export async function queueEmail(
  tx: Db,
  to: string,
  email: Email,
  attachments: AttachmentRef[] = [],
): Promise<void> {
  await tx.insert(outbox).values({
    channel: 'EMAIL',
    recipient: to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    attachments,
  });
}

export async function queueSms(tx: Db, to: string, text: string): Promise<void> {
  await tx.insert(outbox).values({ channel: 'SMS', recipient: to, textBody: text });
}
