/** Ticket-transfer tools: offer, the e-mailed link's secret, accept, cancel, the new ticket's QR. */
import { expect } from 'vitest';
import { pdfPageQrCodes } from '../documents-pdf-reader.ts';
import { lastMessageTo } from './mail.ts';
import { bearer, type TestApp } from './test-app.ts';

export function offerTransfer(t: TestApp, token: string, orderId: string, serial: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: `/v2/orders/${orderId}/tickets/${encodeURIComponent(serial)}/transfer`,
    headers: bearer(token),
    payload: body,
  });
}

/** The secret of the acceptance link in the newest e-mail to `email`. */
export async function transferSecret(t: TestApp, email: string): Promise<string> {
  const mail = await lastMessageTo(t.db, email);
  const secret = /\/transfer\/([A-Za-z0-9_-]{43})/.exec(mail.textBody)?.[1];
  if (!secret) throw new Error(`no transfer link in "${mail.subject}"`);
  return secret;
}

export const acceptTransfer = (t: TestApp, token: string, secret: string) =>
  t.app.inject({ method: 'POST', url: `/v2/transfer/${secret}/accept`, headers: bearer(token) });

export const cancelTransfer = (t: TestApp, token: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/v2/transfers/${id}/cancel`, headers: bearer(token) });

/** The QR token printed on the recipient's new ticket, read from its PDF. */
export async function transferredToken(t: TestApp, token: string, id: string): Promise<string> {
  const pdf = await t.app.inject({
    method: 'GET',
    url: `/v2/transfers/${id}/ticket`,
    headers: bearer(token),
  });
  expect(pdf.statusCode).toBe(200);
  const [qr] = await pdfPageQrCodes(pdf.rawPayload, 1);
  return qr ?? '';
}
