import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Email } from './templates.ts';

/** A document attached to an e-mail, rendered when it is sent (so the outbox stays small). */
export type AttachmentRef = {
  kind: 'ORDER_TICKETS' | 'ORDER_INVOICE' | 'ORDER_CREDIT_NOTE';
  orderId: string;
};

/**
 * Queues messages in the transaction of the change that causes them: both commit or neither does,
 * and the outbox worker delivers what committed. An e-mail about an order keeps its id (given, or
 * that of its attachments), so the back office can list the order's e-mails.
 */
export async function queueEmail(
  tx: Db,
  to: string,
  email: Email,
  attachments: AttachmentRef[] = [],
  orderId: string | null = attachments[0]?.orderId ?? null,
): Promise<void> {
  await tx.insert(outbox).values({
    channel: 'EMAIL',
    recipient: to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    attachments,
    orderId,
  });
}

export async function queueSms(tx: Db, to: string, text: string): Promise<void> {
  await tx.insert(outbox).values({ channel: 'SMS', recipient: to, textBody: text });
}
