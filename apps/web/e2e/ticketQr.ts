/**
 * The gate reads what the fan's PDF shows: a ticket's QR code, decoded by a real decoder (jsQR) from the
 * image the tickets PDF draws. The API is the only door: the fan logs in and downloads the PDF like the shop does.
 */
import type { APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import { extractImages, getDocumentProxy } from 'unpdf';
import type { GreyPicture } from './qrPictures.ts';

// pdf.js (inside unpdf) calls ArrayBuffer#transferToFixedLength, which Node 22 has and Node 20 lacks.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length?: number): ArrayBuffer {
      const size = length ?? this.byteLength;
      const copy = new ArrayBuffer(size);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(size, this.byteLength)));
      return copy;
    },
  });
}

type Credentials = { email: string; password: string };

/** The QR codes the first page of a PDF draws, each with its picture (grey pixels as the PDF holds them). */
export async function firstPageQrImages(pdf: Buffer): Promise<{ code: string; picture: GreyPicture }[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const found: { code: string; picture: GreyPicture }[] = [];
  for (const image of await extractImages(document, 1)) {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
      for (let c = 0; c < 3; c += 1) {
        rgba[pixel * 4 + c] = image.data[pixel * image.channels + (image.channels >= 3 ? c : 0)] ?? 0;
      }
      rgba[pixel * 4 + 3] = 255;
    }
    const code = jsQR(rgba, image.width, image.height);
    const grey = new Uint8Array(image.width * image.height);
    for (let pixel = 0; pixel < grey.length; pixel += 1) grey[pixel] = rgba[pixel * 4] ?? 255;
    if (code) found.push({ code: code.data, picture: { width: image.width, height: image.height, grey } });
  }
  return found;
}

/** The code printed on the first ticket of the user's first paid match order. */
export async function paidTicketCode(request: APIRequestContext, user: Credentials): Promise<string> {
  return (await paidTicket(request, user)).code;
}

type PaidOrder = { id: string; status: string; items: { title: string; setupType: string }[] };

/** A match order (not a season ticket, such as the demo's season 2025/2026 long over). */
const ofMatches = (order: PaidOrder) => order.items.every((item) => item.setupType === 'EVENT');

/**
 * The first ticket of one of the user's paid orders: its code, its QR picture and the match's title. By default
 * the user's oldest paid match order (the demo's seeded one), so tickets other journeys bought and scanned do not
 * matter; `pick` chooses another.
 */
export async function paidTicket(
  request: APIRequestContext,
  user: Credentials,
  pick: (order: PaidOrder) => boolean = ofMatches,
) {
  const login = await request.post('/v2/user/login', { data: user });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const orders = await request.get('/v2/orders?pageSize=50&pageIndex=1', { headers });
  const paid = ((await orders.json()).data as PaidOrder[])
    .filter((o) => o.status === 'PAID')
    .reverse()
    .find(pick);
  if (!paid) throw new Error('the user has no paid order');
  const pdf = await request.get(`/v2/orders/${paid.id}/tickets`, { headers });
  if (!pdf.ok()) throw new Error(`tickets PDF failed: ${pdf.status()}`);
  const [qr] = await firstPageQrImages(await pdf.body());
  if (!qr) throw new Error('no QR code on the first page of the tickets PDF');
  return { ...qr, matchTitle: paid.items[0]?.title ?? '' };
}
