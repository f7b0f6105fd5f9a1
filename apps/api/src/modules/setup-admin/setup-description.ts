import { fail } from '../../http/shop-error.ts';

type Text = string | null | undefined;

/**
 * A match's or season's description as stored, in Slovak and its English translation: the Slovak as the
 * club wrote it ('' none), the English trimmed (blank: none); an English description stands only beside a
 * Slovak one (SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK, and a CHECK in migration 0065).
 */
export function setupDescriptions(slovak: Text, english: Text) {
  const description = slovak ?? '';
  const descriptionEn = english?.trim() || null;
  if (descriptionEn !== null && !description.trim()) fail('SETUP_DESCRIPTION_ENGLISH_WITHOUT_SLOVAK');
  return { description, descriptionEn };
}
