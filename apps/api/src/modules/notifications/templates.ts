import { type ShopLanguage, SUPPORT_EMAIL } from '@hokej/contract';
import { layoutTexts } from './layout-texts.ts';
import { fill, type MessageTable, messagesIn } from './message-tables.ts';

/** A rendered e-mail: subject, plain text and HTML with the club's look. */
export type Email = { subject: string; text: string; html: string };

const CLUB = 'HK Orly Zvolen';
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type Message = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A picture attached inline (its content id), shown in the HTML part after the paragraphs. */
  image?: { cid: string; alt: string; caption: string };
  footnote?: string;
};

/**
 * One layout for every e-mail: the club's dark-blue header, a white card and one clear button; its frame
 * (the footer, the button's fallback, `<html lang>`) in the message's language.
 */
export function render(message: Message, language: ShopLanguage = 'sk'): Email {
  const { subject, greeting, paragraphs, action, image, footnote } = message;
  const frame = messagesIn(layoutTexts, language);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    `${CLUB} – ${frame.footer}`,
    frame.support,
  ].join('\n');
  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="background:#c8102e;color:#fff;` +
      `padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">` +
      `${escapeHtml(action.label)}</a></p>` +
      `<p style="font-size:13px;color:#5c6773">${escapeHtml(frame.brokenButton)}<br>` +
      `<a href="${escapeHtml(action.url)}" style="color:#0b2545;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const picture = image
    ? `<p style="margin:20px 0;text-align:center"><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" ` +
      `width="220" height="220" style="display:inline-block;width:220px;height:220px;border:0"><br>` +
      `<span style="font-size:13px;color:#5c6773">${escapeHtml(image.caption)}</span></p>`
    : '';
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;background:#eef1f5;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:#0b2545;color:#fff;padding:18px 24px;font-size:20px;font-weight:bold">${CLUB}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
<p style="margin-top:0">${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${picture}
${button}
${footnote ? `<p style="font-size:13px;color:#5c6773">${escapeHtml(footnote)}</p>` : ''}
</td></tr>
<tr><td style="background:#f6f8fa;padding:14px 24px;font-size:12px;color:#5c6773">
${CLUB} – ${escapeHtml(frame.footer)} · <a href="mailto:${SUPPORT_EMAIL}" style="color:#0b2545">${SUPPORT_EMAIL}</a>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/**
 * Whom a message goes to: their language (the order's or the account's) and their first name; without one
 * (a ticket's recipient the shop knows only by address) the greeting names nobody.
 */
export type Addressee = { language: ShopLanguage; firstName?: string };

/** An e-mail from a message table in the addressee's language, greeted by name ("Dobrý deň, Jana," / "Dear Jana,"). */
export function emailTo<T>(
  to: Addressee,
  table: MessageTable<T>,
  build: (t: T) => Omit<Message, 'greeting'>,
): Email {
  const frame = messagesIn(layoutTexts, to.language);
  const greeting =
    to.firstName === undefined ? frame.greetingNoName : fill(frame.greeting, { firstName: to.firstName });
  return render({ greeting, ...build(messagesIn(table, to.language)) }, to.language);
}
