import type { ErrorCode } from '@hokej/contract';
import { fail } from '../../http/shop-error.ts';

type Text = string | null | undefined;

/** An English text as stored: trimmed, blank is none; it stands only beside a Slovak one, else `code`. */
function englishBesideSlovak(slovak: Text, english: Text, code: ErrorCode): string | null {
  const stored = english?.trim() || null;
  if (stored !== null && !slovak?.trim()) fail(code);
  return stored;
}

/**
 * A match's note as stored, in Slovak (blank: none) and its English translation
 * (SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK alone, and a CHECK in migration 0064).
 */
export function matchNotes(slovak: Text, english: Text) {
  return {
    covidRestriction: slovak?.trim() ? slovak : null,
    covidRestrictionEn: englishBesideSlovak(slovak, english, 'SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK'),
  };
}

/**
 * A match's or season's description as stored, in Slovak as the club wrote it ('' none) and its English
 * translation (SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK alone, and a CHECK in migration 0065).
 */
export function setupDescriptions(slovak: Text, english: Text) {
  return {
    description: slovak ?? '',
    descriptionEn: englishBesideSlovak(slovak, english, 'SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK'),
  };
}
