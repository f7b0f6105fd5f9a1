/**
 * The gate reads what the fan's PDF shows: a ticket's QR code, decoded by a real decoder (jsQR) from the
 * image the tickets PDF draws. The API is the only door: the fan logs in and downloads the PDF like the shop does.
 */
import type { APIRequestContext } from '@playwright/test';
import jsQR from 'jsqr';
import { extractImages, getDocumentProxy } from 'unpdf';

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

/** The QR codes the first page of a PDF draws. */
async function firstPageQrCodes(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const found: string[] = [];
  for (const image of await extractImages(document, 1)) {
    const rgba = new Uint8ClampedArray(image.width * image.height * 4);
    for (let pixel = 0; pixel < image.width * image.height; pixel += 1) {
      for (let c = 0; c < 3; c += 1) {
        rgba[pixel * 4 + c] = image.data[pixel * image.channels + (image.channels >= 3 ? c : 0)] ?? 0;
      }
      rgba[pixel * 4 + 3] = 255;
    }
    const code = jsQR(rgba, image.width, image.height);
    if (code) found.push(code.data);
  }
  return found;
}

/** The code printed on the first ticket of the user's first paid order. */
export async function paidTicketCode(request: APIRequestContext, user: Credentials): Promise<string> {
  const login = await request.post('/v2/user/login', { data: user });
  if (!login.ok()) throw new Error(`login failed: ${login.status()}`);
  const headers = { Authorization: `Bearer ${(await login.json()).accessToken}` };
  const orders = await request.get('/v2/orders?pageSize=50&pageIndex=1', { headers });
  const paid = ((await orders.json()).data as { id: string; status: string }[]).find(
    (o) => o.status === 'PAID',
  );
  if (!paid) throw new Error('the user has no paid order');
  const pdf = await request.get(`/v2/orders/${paid.id}/tickets`, { headers });
  if (!pdf.ok()) throw new Error(`tickets PDF failed: ${pdf.status()}`);
  const [code] = await firstPageQrCodes(await pdf.body());
  if (!code) throw new Error('no QR code on the first page of the tickets PDF');
  return code;
}
