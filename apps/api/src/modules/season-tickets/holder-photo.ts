import { SEASON_PHOTO_MAX_BYTES, SEASON_PHOTO_MAX_PIXELS, SEASON_PHOTO_STORED_SIDE } from '@hokej/contract';
import sharp, { type Metadata } from 'sharp';
import { fail } from '../../http/shop-error.ts';

export type StoredPhoto = { jpeg: Buffer; width: number; height: number };

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image format the first bytes announce (the file name and the sent content type are not trusted). */
export function sniffImage(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.subarray(0, 3).equals(JPEG_MAGIC)) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  return null;
}

/**
 * Checks an uploaded holder photo and turns it into what the shop stores: JPG or PNG by content
 * (magic bytes and the decoder's own reading must agree), at most SEASON_PHOTO_MAX_BYTES and
 * SEASON_PHOTO_MAX_PIXELS (SEASON_PHOTO_TOO_LARGE: a smaller resolution, please), decoded whole
 * (a truncated or damaged file is SEASON_PHOTO_INVALID), turned upright, shrunk to at most
 * SEASON_PHOTO_STORED_SIDE px and re-encoded as JPEG without any metadata (EXIF, GPS, ICC).
 */
export async function storedPhoto(bytes: Buffer): Promise<StoredPhoto> {
  if (bytes.length > SEASON_PHOTO_MAX_BYTES) fail('SEASON_PHOTO_TOO_LARGE');
  const sniffed = sniffImage(bytes);
  if (!sniffed) fail('SEASON_PHOTO_INVALID');
  const options = { limitInputPixels: SEASON_PHOTO_MAX_PIXELS, failOn: 'warning' } as const;
  let meta: Metadata;
  try {
    // The header only: the pixel limit is checked below, to answer "too large" rather than "invalid".
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    fail('SEASON_PHOTO_INVALID');
  }
  if (meta.format !== sniffed || !meta.width || !meta.height) fail('SEASON_PHOTO_INVALID');
  if (meta.width * meta.height > SEASON_PHOTO_MAX_PIXELS) fail('SEASON_PHOTO_TOO_LARGE');
  try {
    const { data, info } = await sharp(bytes, options)
      .rotate()
      .resize({
        width: SEASON_PHOTO_STORED_SIDE,
        height: SEASON_PHOTO_STORED_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height };
  } catch {
    fail('SEASON_PHOTO_INVALID');
  }
}
