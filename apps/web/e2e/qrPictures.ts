/**
 * Pictures of a ticket's QR code as a gate sees them: a PNG "photo" for the image input and a Y4M video
 * for Chromium's fake camera (--use-file-for-fake-video-capture). Both are drawn from the very pixels the
 * tickets PDF holds, scaled up with nearest neighbour on a white page.
 */
import { crc32, deflateSync } from 'node:zlib';

/** A grey picture: one byte per pixel, 0 black, 255 white. */
export type GreyPicture = { width: number; height: number; grey: Uint8Array };

/** The QR image drawn `side` pixels wide (nearest neighbour), centred on a white `width` × `height` page. */
export function onWhitePage(qr: GreyPicture, width: number, height: number, side: number): GreyPicture {
  const grey = new Uint8Array(width * height).fill(255);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  for (let y = 0; y < side; y += 1) {
    const sourceRow = Math.floor((y * qr.height) / side) * qr.width;
    for (let x = 0; x < side; x += 1) {
      grey[(top + y) * width + left + x] = qr.grey[sourceRow + Math.floor((x * qr.width) / side)] ?? 255;
    }
  }
  return { width, height, grey };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG. */
export function toPng(picture: GreyPicture): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(picture.width, 0);
  header.writeUInt32BE(picture.height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, colour type 0 (grey), no interlace
  const rows = Buffer.alloc((picture.width + 1) * picture.height);
  for (let y = 0; y < picture.height; y += 1) {
    rows[y * (picture.width + 1)] = 0; // filter: none
    rows.set(picture.grey.subarray(y * picture.width, (y + 1) * picture.width), y * (picture.width + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A few frames of the same picture as Y4M (4:2:0, grey: chroma 128), which Chromium's fake camera loops. */
export function toY4m(picture: GreyPicture, frames = 10): Buffer {
  const header = Buffer.from(
    `YUV4MPEG2 W${picture.width} H${picture.height} F10:1 Ip A1:1 C420jpeg\n`,
    'ascii',
  );
  const chroma = Buffer.alloc((picture.width / 2) * (picture.height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), Buffer.from(picture.grey), chroma]);
  return Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]);
}
