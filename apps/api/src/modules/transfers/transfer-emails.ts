import type { ShopLanguage } from '@hokej/contract';
import { formatDateTime } from '../documents/document-format.ts';
import { layoutTexts } from '../notifications/layout-texts.ts';
import { fill, messagesIn } from '../notifications/message-tables.ts';
import { type Email, emailTo, type Message } from '../notifications/templates.ts';
import { transferTexts } from './transfer-texts.ts';

/** The transferred ticket; `language` is its order's, which the transfer's e-mails speak (decisions.md). */
type About = {
  title: string;
  startsAt: Date | string;
  sector: string;
  row: string;
  name: string;
  language: ShopLanguage;
};

const texts = (t: About) => messagesIn(transferTexts, t.language);
const ticket = (t: About) =>
  fill(texts(t).ticket, {
    title: t.title,
    when: formatDateTime(new Date(t.startsAt), t.language),
    sector: t.sector,
    row: t.row,
    seat: t.name,
  });
/** A transfer's e-mail: to someone known only by address, so greeted without a name. */
const transferEmail = (t: About, build: (m: typeof transferTexts.sk) => Omit<Message, 'greeting'>) =>
  emailTo({ language: t.language }, transferTexts, build);

/** To the recipient: a ticket waits for them; the link accepts it (with an account). */
export function transferOfferEmail(t: About & { senderName: string }, acceptUrl: string): Email {
  const sender = t.senderName;
  return transferEmail(t, (m) => ({
    subject: fill(m.offerSubject, { sender, title: t.title }),
    paragraphs: [fill(m.offerSent, { sender, ticket: ticket(t) }), m.offerHow, m.offerUntil],
    action: { label: m.offerAction, url: acceptUrl },
  }));
}

/** To the sender: the friend accepted; their own QR no longer enters this match. */
export function transferAcceptedEmail(t: About & { recipientName: string }, ordersUrl: string): Email {
  const recipient = t.recipientName;
  return transferEmail(t, (m) => ({
    subject: fill(m.acceptedSubject, { recipient, title: t.title }),
    paragraphs: [fill(m.acceptedDone, { recipient, ticket: ticket(t) }), m.acceptedOldQr],
    action: { label: messagesIn(layoutTexts, t.language).ordersLink, url: ordersUrl },
  }));
}

/** To the recipient: the sender took the offer back. */
export function transferCancelledEmail(t: About & { senderName: string }): Email {
  return transferEmail(t, (m) => ({
    subject: fill(m.cancelledSubject, { title: t.title }),
    paragraphs: [fill(m.cancelledDone, { sender: t.senderName, ticket: ticket(t) })],
  }));
}
