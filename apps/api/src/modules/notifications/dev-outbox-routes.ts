import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { iso, queryRows } from '../../db/client.ts';
import { fail } from '../../http/shop-error.ts';
import { type AttachmentRef, PAY_BY_SQUARE_CID } from './outbox.ts';
import type { AttachmentRenderer } from './transports.ts';

type Row = {
  id: string;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Date | string;
  deliveredAt: Date | string | null;
  failedAt: Date | string | null;
  attempts: number;
  lastError: string | null;
  attachments: AttachmentRef[];
};

const ATTACHMENT_LABELS: Record<AttachmentRef['kind'], string> = {
  ORDER_TICKETS: 'Vstupenky (PDF)',
  ORDER_INVOICE: 'Faktúra (PDF)',
  ORDER_CREDIT_NOTE: 'Dobropis (PDF)',
  ORDER_PAY_BY_SQUARE: 'QR kód PAY by square (PNG)',
  ORDER_CALENDAR: 'Zápasy do kalendára (.ics)',
};
/** The attachments a mail app shows inside the HTML part, by their content id. */
const INLINE_CIDS: Partial<Record<AttachmentRef['kind'], string>> = {
  ORDER_PAY_BY_SQUARE: PAY_BY_SQUARE_CID,
};

const LIMIT = 200;
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Escaped text whose web addresses are links, so a developer can click through a flow. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function state(row: Row) {
  if (row.deliveredAt) return 'doručené';
  if (row.failedAt) return `zlyhalo (${row.attempts}×)`;
  return row.attempts > 0 ? `čaká na ďalší pokus (${row.attempts}×)` : 'čaká na odoslanie';
}

const attachmentUrl = (row: Row, index: number) => `/dev/outbox/${row.id}/attachments/${index}`;

/** The HTML part as a mail app shows it: inline pictures (cid:) point to this page's attachment links. */
function htmlWithInlinePictures(row: Row, html: string) {
  return row.attachments.reduce((shown, ref, index) => {
    const cid = INLINE_CIDS[ref.kind];
    return cid ? shown.replaceAll(`cid:${cid}`, attachmentUrl(row, index)) : shown;
  }, html);
}

/** An attachment's link; a picture is shown as well, so the QR code can be scanned off the screen. */
function attachmentLink(row: Row, ref: AttachmentRef, index: number) {
  const url = attachmentUrl(row, index);
  const picture = INLINE_CIDS[ref.kind]
    ? `<br><img src="${url}" alt="${ATTACHMENT_LABELS[ref.kind]}" width="180" height="180">`
    : '';
  return `<a href="${url}">${ATTACHMENT_LABELS[ref.kind]}</a>${picture}`;
}

function page(rows: Row[]) {
  const items = rows
    .map(
      (
        row,
      ) => `<article class="msg" data-channel="${row.channel}" data-recipient="${escapeHtml(row.recipient)}">
  <header><span class="badge">${row.channel === 'EMAIL' ? 'E-mail' : 'SMS'}</span>
  <strong>${escapeHtml(row.recipient)}</strong> · <time>${iso(row.createdAt)}</time> · ${state(row)}</header>
  ${row.subject ? `<h2>${escapeHtml(row.subject)}</h2>` : ''}
  <pre>${linkify(row.textBody)}</pre>
  ${
    row.attachments.length
      ? `<p>Prílohy: ${row.attachments.map((a, i) => attachmentLink(row, a, i)).join(', ')}</p>`
      : ''
  }
  ${row.lastError ? `<p class="error">Posledná chyba: ${escapeHtml(row.lastError)}</p>` : ''}
  ${row.htmlBody ? `<details><summary>HTML podoba</summary><iframe sandbox title="HTML podoba e-mailu" srcdoc="${escapeHtml(htmlWithInlinePictures(row, row.htmlBody))}"></iframe></details>` : ''}
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="sk"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Vývojárska schránka</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:16px;background:#f4f6f8;color:#1d2733}
.msg{background:#fff;border-radius:8px;padding:12px 16px;margin:12px 0;box-shadow:0 1px 2px #0002}
.badge{background:#0b2545;color:#fff;border-radius:4px;padding:1px 6px;font-size:12px}
h2{font-size:17px;margin:8px 0}pre{white-space:pre-wrap;font-family:inherit}
iframe{width:100%;height:520px;border:1px solid #ccd}.error{color:#b00020}
</style></head><body>
<h1>Vývojárska schránka</h1>
<p>E-maily a SMS, ktoré obchod poslal (bez nastaveného SMTP_URL a SMS_URL zostávajú iba tu). Najnovšie sú hore; zobrazuje sa posledných ${LIMIT}. Táto stránka v produkcii neexistuje.</p>
${items || '<p>Zatiaľ žiadne správy.</p>'}
</body></html>`;
}

/**
 * The dev mailbox: every queued e-mail and SMS, newest first (not registered in production); an
 * attachment is rendered by `attachment`, the outbox worker's renderer.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ attachment: AttachmentRenderer }> = async (
  app,
  { attachment },
) => {
  const load = () =>
    queryRows<Row>(
      app.database.db,
      sql`select id, channel, recipient, subject, text_body as "textBody", html_body as "htmlBody",
          created_at as "createdAt", delivered_at as "deliveredAt", failed_at as "failedAt", attempts,
          last_error as "lastError", attachments
        from outbox order by created_at desc, id limit ${LIMIT}`,
    );
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(await load())),
  );
  app.get<{ Params: { id: string; index: string } }>(
    '/dev/outbox/:id/attachments/:index',
    { schema: { hide: true } },
    async (request, reply) => {
      const [row] = await queryRows<{ attachments: AttachmentRef[] }>(
        app.database.db,
        sql`select attachments from outbox where id::text = ${request.params.id}`,
      );
      const ref = row?.attachments[Number(request.params.index)];
      if (!ref) fail('NOT_FOUND');
      const file = await attachment(ref);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="${file.filename}"`)
        .send(file.content);
    },
  );
  app.get('/dev/outbox.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await load()),
  );
};
