/** Reading a ticket's QR code from a camera frame or a photo, in the browser, with jsQR. */
import type jsQRType from 'jsqr';

type Decoder = typeof jsQRType;
let decoder: Promise<Decoder> | null = null;
/** jsQR is fetched when the camera or a photo is first used, not with the gate page. */
export function loadDecoder(): Promise<Decoder> {
  decoder ??= import('jsqr').then((module) => module.default);
  return decoder;
}

/** Camera frames are scanned at this width at most: fast enough for several frames a second on a phone. */
export const FRAME_WIDTH = 640;
/** A photo is scanned at this size at most first, then (if it is larger and nothing was found) at full size. */
const PHOTO_SIDE = 1600;
const PHOTO_MAX_SIDE = 4000;

function pixels(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement,
): ImageData {
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('2d canvas unavailable');
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

function decode(jsQR: Decoder, image: ImageData, thorough: boolean): string | null {
  const code = jsQR(image.data, image.width, image.height, {
    inversionAttempts: thorough ? 'attemptBoth' : 'dontInvert',
  });
  const text = code?.data.trim();
  return text ? text : null;
}

/** The code in the video's current frame, or null. */
export function decodeVideoFrame(
  jsQR: Decoder,
  video: HTMLVideoElement,
  canvas: HTMLCanvasElement,
): string | null {
  if (video.readyState < 2 || !video.videoWidth) return null;
  const scale = Math.min(1, FRAME_WIDTH / video.videoWidth);
  const width = Math.round(video.videoWidth * scale);
  const height = Math.round(video.videoHeight * scale);
  return decode(jsQR, pixels(video, width, height, canvas), false);
}

/** The code on a photo or screenshot; null when none was found; throws when the file is not an image. */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const jsQR = await loadDecoder();
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    const side = Math.max(bitmap.width, bitmap.height);
    const sizes = [PHOTO_SIDE, Math.min(side, PHOTO_MAX_SIDE)].filter((s, i) => i === 0 || s > PHOTO_SIDE);
    for (const size of sizes) {
      const scale = Math.min(1, size / side);
      const image = pixels(
        bitmap,
        Math.round(bitmap.width * scale),
        Math.round(bitmap.height * scale),
        canvas,
      );
      const code = decode(jsQR, image, true);
      if (code) return code;
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/**
 * The camera sees a ticket for many frames: a code is sent once while it stays in view, and again only
 * after it was out of view for `gapMs` (the next fan may show the same ticket again: "already used").
 */
export function createRepeatFilter(gapMs = 2000) {
  let last: string | null = null;
  let lastSeen = 0;
  return {
    /** True when `code`, seen at `now`, should be checked. */
    accept(code: string, now: number): boolean {
      const repeat = code === last && now - lastSeen < gapMs;
      last = code;
      lastSeen = now;
      return !repeat;
    },
    reset() {
      last = null;
    },
  };
}
