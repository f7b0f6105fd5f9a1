import { CLUB_CREST_MAX_BYTES } from '@hokej/contract';
import sharp from 'sharp';
import { fail, ShopError } from '../../http/shop-error.ts';
import { sniffImage } from '../season-tickets/holder-photo.ts';

/** The side of the stored crest in pixels at most (the top bar shows it at 40 px, the rink at ~120). */
const STORED_SIDE = 256;
const MAX_PIXELS = 4096 * 4096;

/** An SVG document by its start (an XML declaration, comments or a doctype may come first). */
const looksLikeSvg = (text: string) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(text);

/**
 * Checks an uploaded crest (SVG or PNG, by content, at most CLUB_CREST_MAX_BYTES) and turns it into what
 * the shop stores and serves: a PNG of at most 256 px drawn from it. An SVG is drawn here once, so no
 * uploaded SVG (scripts, external links) ever reaches a browser; a PNG is re-encoded without metadata.
 */
export async function storedCrest(contentType: string, base64: string): Promise<Buffer> {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) fail('CLUB_CREST_INVALID');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > CLUB_CREST_MAX_BYTES) fail('CLUB_CREST_TOO_LARGE');
  if (bytes.length === 0) fail('CLUB_CREST_INVALID');
  if (contentType === 'image/png') {
    if (sniffImage(bytes) !== 'png') fail('CLUB_CREST_INVALID');
  } else if (contentType === 'image/svg+xml') {
    if (!looksLikeSvg(bytes.toString('utf8'))) fail('CLUB_CREST_INVALID');
  } else fail('CLUB_CREST_INVALID');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'warning' });
    const meta = await image.metadata();
    if (meta.format !== (contentType === 'image/png' ? 'png' : 'svg')) fail('CLUB_CREST_INVALID');
    return await image
      .resize(STORED_SIDE, STORED_SIDE, { fit: 'inside', withoutEnlargement: contentType === 'image/png' })
      .png()
      .toBuffer();
  } catch (err) {
    if (err instanceof ShopError) throw err;
    fail('CLUB_CREST_INVALID');
  }
}
