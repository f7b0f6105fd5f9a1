import { type ShopLanguage, SUPPORT_EMAIL } from '@hokej/contract';
import { formatClubDateTime, formatEuroCents } from '@hokej/contract/format';
import { layoutTexts } from './layout-texts.ts';
import { messagesIn } from './message-tables.ts';

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

const euro = formatEuroCents;

export const orderEmails = {
  /** The club sends a card-payment link to an unpaid order (back office). */
  payLink: (firstName: string, orderNumber: number, pay: { amount: number; dueDate: string; url: string }) =>
    render({
      subject: `Odkaz na platbu objednávky č. ${orderNumber}`,
      greeting: `Dobrý deň, ${firstName},`,
      paragraphs: [
        `objednávku č. ${orderNumber} (${euro(pay.amount)}) zaplatíte kartou cez odkaz nižšie, bez prihlásenia.`,
        `Odkaz platí do ${pay.dueDate}. Ak platba do termínu nepríde, objednávka sa zruší a miesta sa uvoľnia.`,
      ],
      action: { label: 'Zaplatiť kartou', url: pay.url },
    }),

  /** A payment came after the order was cancelled (its seats were freed): nothing is sold, the money goes back. */
  lateRefund: (firstName: string, orderNumber: number, paidBy: 'CARD' | 'BANK_TRANSFER') =>
    render({
      subject: `Objednávka č. ${orderNumber}: platba prišla po zrušení, peniaze vám vrátime`,
      greeting: `Dobrý deň, ${firstName},`,
      paragraphs: [
        `platba prišla po zrušení objednávky č. ${orderNumber}, peniaze vám vrátime.`,
        'Objednávku sme zrušili, lebo platba neprišla do termínu, a jej miesta sme uvoľnili; medzitým ich mohol kúpiť iný fanúšik. Vstupenky k tejto objednávke preto nevystavíme.',
        paidBy === 'CARD'
          ? 'Celú sumu vrátime na platobnú kartu, z ktorej ste platili. O vrátení vám pošleme e-mail.'
          : 'Celú sumu vám pošleme prevodom na účet, z ktorého ste platili. O vrátení vám pošleme e-mail.',
        'Ak chcete na zápas ísť, vyberte si, prosím, miesta znova.',
      ],
      footnote: `S otázkami nám napíšte na ${SUPPORT_EMAIL}.`,
    }),
};

/** `DD.MM.YYYY HH:mm` on the club's clock, as the tickets and the shop print it. */
const whenInZvolen = (isoTime: string) => formatClubDateTime(isoTime);

export const pushCartEmails = {
  /** The club prepared seats for the customer: the link opens them for payment by card, no account needed. */
  link: (firstName: string, url: string, seats: number, expiresAt: string) =>
    render({
      subject: 'Vstupenky pripravené na zaplatenie',
      greeting: `Dobrý deň, ${firstName},`,
      paragraphs: [
        `pripravili sme pre vás miesta na zápas (počet: ${seats}). Zaplatiť ich môžete kartou cez odkaz nižšie, bez registrácie.`,
        `Miesta sú pre vás rezervované do ${whenInZvolen(expiresAt)}. Potom sa uvoľnia.`,
      ],
      action: { label: 'Zobraziť a zaplatiť vstupenky', url },
      footnote:
        'Odkaz je určený iba vám, neposielajte ho ďalej. Ak ste o vstupenky nežiadali, e-mail ignorujte.',
    }),
};

/** What the club's back office tells the buyer about an order it cancelled or refunded. */
export const orderAdminEmails = {
  cancelled: (firstName: string, orderNumber: number, ordersUrl: string) =>
    render({
      subject: `Objednávka č. ${orderNumber} bola zrušená`,
      greeting: `Dobrý deň, ${firstName},`,
      paragraphs: [
        `objednávku č. ${orderNumber} sme zrušili. Nezaplatili ste ju, preto nič nevraciame, a rezervované miesta sme uvoľnili.`,
        'Ak ste ju chceli zaplatiť, vyberte si miesta, prosím, znova.',
      ],
      action: { label: 'Moje objednávky', url: ordersUrl },
    }),

  refunded: (
    firstName: string,
    orderNumber: number,
    amount: number,
    method: 'CARD' | 'BANK_TRANSFER' | 'NONE',
    ordersUrl: string,
  ) =>
    render({
      subject: `Objednávka č. ${orderNumber}: peniaze vrátime`,
      greeting: `Dobrý deň, ${firstName},`,
      paragraphs: [
        `objednávku č. ${orderNumber} sme stornovali. Jej vstupenky už pri vstupe neplatia.`,
        method === 'CARD'
          ? `Sumu ${euro(amount)} sme vrátili na platobnú kartu, z ktorej ste platili; na účte ju uvidíte o niekoľko dní.`
          : method === 'BANK_TRANSFER'
            ? `Sumu ${euro(amount)} vám pošleme prevodom na účet, z ktorého ste platili.`
            : 'Objednávka bola bezplatná, nič sa nevracia.',
        'Dobropis nájdete v prílohe a v časti Moje objednávky.',
      ],
      action: { label: 'Moje objednávky', url: ordersUrl },
    }),

  latePaymentRefunded: (
    firstName: string,
    orderNumber: number,
    amount: number,
    method: 'CARD' | 'BANK_TRANSFER',
    ordersUrl: string,
  ) =>
    render({
      subject: `Objednávka č. ${orderNumber}: platbu vrátime`,
      greeting: `Dobrý deň, ${firstName},`,
      paragraphs: [
        `platba za objednávku č. ${orderNumber} k nám prišla až po jej zrušení, keď miesta už neboli rezervované pre vás. Vstupenky preto nevznikli.`,
        method === 'CARD'
          ? `Sumu ${euro(amount)} sme vrátili na platobnú kartu, z ktorej ste platili; na účte ju uvidíte o niekoľko dní.`
          : `Sumu ${euro(amount)} vám pošleme prevodom na účet, z ktorého ste platili.`,
      ],
      action: { label: 'Moje objednávky', url: ordersUrl },
    }),
};
