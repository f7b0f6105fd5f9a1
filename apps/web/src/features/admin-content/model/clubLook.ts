/** The club look page's checks before anything is sent: the API makes the same ones (club-settings). */
import {
  CLUB_COLOR_MIN_CONTRAST,
  CLUB_CREST_MAX_BYTES,
  CLUB_CREST_TYPES,
  contrastWithWhite,
  normalHex,
} from '@hokej/contract';

export type ColorCheck =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'tooLow'; color: string; ratio: number }
  | { kind: 'ok'; color: string; ratio: number };

/** What the typed colour is: none (the shop's own), not a colour, too light for white text, or fine. */
export function checkColor(typed: string): ColorCheck {
  if (typed.trim() === '') return { kind: 'empty' };
  const color = normalHex(typed);
  if (!color) return { kind: 'invalid' };
  const ratio = contrastWithWhite(color);
  return ratio < CLUB_COLOR_MIN_CONTRAST ? { kind: 'tooLow', color, ratio } : { kind: 'ok', color, ratio };
}

export type CrestCheck = 'ok' | 'wrongType' | 'tooLarge';

export function checkCrest(file: { type: string; size: number }): CrestCheck {
  if (!(CLUB_CREST_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return file.size > CLUB_CREST_MAX_BYTES ? 'tooLarge' : 'ok';
}

/** The file's bytes as base64 (the API's body for a crest). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
