import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { Email } from './templates.ts';

/**
 * Queues messages in the transaction of the change that causes them: both commit or neither does,
 * and the outbox worker delivers what committed.
 */
export async function queueEmail(tx: Db, to: string, email: Email): Promise<void> {
  await tx.insert(outbox).values({
    channel: 'EMAIL',
    recipient: to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
  });
}

export async function queueSms(tx: Db, to: string, text: string): Promise<void> {
  await tx.insert(outbox).values({ channel: 'SMS', recipient: to, textBody: text });
}
