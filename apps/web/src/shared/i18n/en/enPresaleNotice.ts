/** The presale notice in English (namespace `presale`), typed against skPresaleNotice.ts. */
import type { skPresaleNotice } from '../skPresaleNotice.ts';
import type { EnglishOf } from './englishOf.ts';

export const enPresaleNotice: EnglishOf<typeof skPresaleNotice> = {
  notice: {
    SEASON_HOLDERS: 'Presale for season-ticket holders until {{until}}',
    B2B: 'Presale for corporate partners until {{until}}',
  },
  startsAt: 'Starts {{from}}.',
};
