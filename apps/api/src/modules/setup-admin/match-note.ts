import { fail } from '../../http/shop-error.ts';

type Note = string | null | undefined;

/**
 * A match's note as stored, in Slovak and its English translation: a blank one is none; an English note
 * stands only beside a Slovak one (SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK, and a CHECK in migration 0064).
 */
export function matchNotes(slovak: Note, english: Note) {
  const covidRestriction = slovak?.trim() ? slovak : null;
  const covidRestrictionEn = english?.trim() || null;
  if (covidRestrictionEn !== null && covidRestriction === null) fail('SETUP_NOTE_ENGLISH_WITHOUT_SLOVAK');
  return { covidRestriction, covidRestrictionEn };
}
