import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { type Db, queryRows } from '../../src/db/client.ts';
import { orderAttachments } from '../../src/modules/my-orders/order-attachments.ts';
import { type OutgoingMessage, smtpTransport } from '../../src/modules/notifications/transports.ts';
import { startSmtpServer } from './smtp.ts';

// The links and codes read out of messages live in mail-links.ts (no app types: the e2e use it too).
export { codeIn, linkIn, resetHash, verifyQuery } from './mail-links.ts';

export type QueuedMessage = {
  id: string;
  channel: 'EMAIL' | 'SMS';
  subject: string;
  textBody: string;
  htmlBody: string | null;
  deliveredAt: Date | null;
  attempts: number;
};

/** Every message queued for `recipient`, oldest first. */
export function messagesTo(db: Db, recipient: string): Promise<QueuedMessage[]> {
  return queryRows<QueuedMessage>(
    db,
    sql`select id, channel, subject, text_body as "textBody", html_body as "htmlBody",
        delivered_at as "deliveredAt", attempts
      from outbox where lower(recipient) = lower(${recipient}) order by created_at, id`,
  );
}

/** The newest message for `recipient`; fails the test when there is none. */
export async function lastMessageTo(db: Db, recipient: string): Promise<QueuedMessage> {
  const all = await messagesTo(db, recipient);
  const last = all.at(-1);
  if (!last) throw new Error(`no message for ${recipient}`);
  return last;
}

/**
 * Sends the queued message `id` through the real SMTP transport to `smtpUrl`, its attachments rendered
 * as the outbox worker renders them (for suites whose app keeps mail in the dev mailbox).
 */
export async function sendOverSmtp(app: FastifyInstance, id: string, smtpUrl: string): Promise<void> {
  const [message] = await queryRows<OutgoingMessage>(
    app.database.db,
    sql`select id, channel, recipient, subject, text_body as "textBody", html_body as "htmlBody", attachments
      from outbox where id = ${id}`,
  );
  if (!message) throw new Error(`no outbox message ${id}`);
  await smtpTransport(
    smtpUrl,
    'HK Orly Zvolen <vstupenky@hokej.test>',
    orderAttachments(app.services),
  )(message);
}

/**
 * The queued messages `ids` as a real SMTP server on loopback receives them (attachments rendered as the
 * outbox worker renders them), in the same order.
 */
export async function receivedOverSmtp(app: FastifyInstance, ids: string[]): Promise<ParsedMail[]> {
  const smtp = await startSmtpServer();
  try {
    for (const [i, id] of ids.entries()) {
      await sendOverSmtp(app, id, smtp.url);
      await smtp.waitFor(i + 1);
    }
    return [...smtp.messages];
  } finally {
    await smtp.close();
  }
}
