import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Email } from './templates.ts';

/**
 * A document attached to an e-mail, rendered when it is sent (so the outbox stays small): an order's
 * PDFs and its matches' .ics file, or the PAY by square QR code of an order awaiting a bank transfer (a PNG the HTML part shows
 * inline by its content id, `PAY_BY_SQUARE_CID`).
 */
export type AttachmentRef = {
  kind: 'ORDER_TICKETS' | 'ORDER_INVOICE' | 'ORDER_CREDIT_NOTE' | 'ORDER_PAY_BY_SQUARE' | 'ORDER_CALENDAR';
  orderId: string;
};

/** The content id by which the bank-transfer e-mail's HTML shows its PAY by square attachment. */
export const PAY_BY_SQUARE_CID = 'pay-by-square@hokej.test';

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
