import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { AttachmentRef } from './outbox.ts';

/** A message claimed from the outbox, as a transport needs it. */
export type OutgoingMessage = {
  id: string;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: AttachmentRef[];
};

/** A rendered attachment as nodemailer takes it; with `cid` the HTML part shows it inline. */
export type RenderedAttachment = { filename: string; content: Buffer; contentType: string; cid?: string };
export type AttachmentRenderer = (ref: AttachmentRef) => Promise<RenderedAttachment>;

/** Delivers one message or throws; the worker retries what throws. */
export type Transport = (message: OutgoingMessage) => Promise<void>;

/** Where messages go when nothing is configured: they stay in the outbox for the dev mailbox page. */
export const devMailbox: Transport = async () => {};

/** E-mail over SMTP; the outbox id is the Message-ID, so a retried message can be recognised. */
export function smtpTransport(
  url: string,
  from: string,
  render: AttachmentRenderer,
  domain = 'hokej.test',
): Transport {
  const mailer = nodemailer.createTransport(url);
  return async (message) => {
    const attachments = await Promise.all(message.attachments.map(render));
    await mailer.sendMail({
      attachments,
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody ?? undefined,
      messageId: `<${message.id}@${domain}>`,
    });
  };
}

/** SMS through an HTTP provider: POST {to, text} with a bearer token; anything but 2xx is a failure. */
export function httpSmsTransport(url: string, token?: string): Transport {
  return async (message) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': message.id,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ to: message.recipient, text: message.textBody }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  };
}

/**
 * Whether an SMS reaches anybody: through the provider (SMS_URL), or outside production into the dev
 * mailbox. Production without SMS_URL has neither (the dev mailbox is not served there).
 */
export const smsDelivered = (config: Pick<Config, 'SMS_URL' | 'NODE_ENV'>) =>
  config.SMS_URL !== undefined || config.NODE_ENV !== 'production';

/** The transports the settings ask for: SMTP and the SMS provider when set, the dev mailbox otherwise. */
export function outboxTransports(config: Config, render: AttachmentRenderer) {
  return {
    EMAIL: config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM, render) : devMailbox,
    SMS: config.SMS_URL ? httpSmsTransport(config.SMS_URL, config.SMS_TOKEN) : devMailbox,
  };
}
