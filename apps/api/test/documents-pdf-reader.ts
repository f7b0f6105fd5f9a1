import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

// pdf.js (inside unpdf) calls ArrayBuffer#transferToFixedLength, which Node 22 has and Node 20 lacks.
// A copy behaves the same for a reader that never touches the old buffer again.
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

/** The text of each page as pdf.js reads it from the file, with non-breaking spaces made plain. */
export async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: false });
  return text.map((page) => page.replaceAll('\u00a0', ' '));
}

/** The QR codes found by a real decoder (jsQR) in the images that one page of the PDF draws. */
export async function pdfPageQrCodes(pdf: Buffer, pageNumber: number): Promise<string[]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const images = await extractImages(document, pageNumber);
  const found: string[] = [];
  for (const image of images) {
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
