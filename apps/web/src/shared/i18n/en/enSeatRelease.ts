/** A season holder's seat released for one match in English (namespace `seatRelease`), typed against skSeatRelease.ts. */
import type { skSeatRelease } from '../skSeatRelease.ts';
import type { EnglishOf } from './englishOf.ts';

export const enSeatRelease: EnglishOf<typeof skSeatRelease> = {
  toggle: 'Release my seat for a match',
  toggleLabel: 'Release my seat for a match: season ticket, Sector {{sector}}, row {{row}}, seat {{name}}',
  title: 'Releasing the seat for one match',
  intro:
    'If you cannot come to a match, release your seat for sale. When it sells, you get {{share}}% of its price as a credit note with a discount code. Until it sells, you can take it back.',
  loading: 'Loading the matches…',
  loadFailed: 'The season’s matches could not be loaded.',
  empty: 'The season has no matches.',
  until: 'Change by {{cutoff}}',
  closed: 'The cut-off has passed',
  states: {
    KEPT: 'Your seat',
    RELEASED: 'Released for sale',
    SOLD: 'Sold',
  },
  release: 'Release',
  releaseLabel: 'Release my seat for the match {{match}}',
  takeBack: 'Take back',
  takeBackLabel: 'Take back my seat for the match {{match}}',
  released: 'Your seat for the match {{match}} is released for sale.',
  takenBack: 'Your seat for the match {{match}} is yours again.',
  failed: 'The change did not go through.',
  creditNote: 'Credit note no. {{number}}: {{amount}}',
  share: 'Your share: {{amount}}',
  coupon: 'Discount code {{code}} (valid until {{until}})',
  byTransfer: 'We will send the amount to your bank account.',
  noShare: 'The seat has sold. The club pays no share of the sale for this seat.',
  downloadCreditNote: 'Download credit note',
  creditNoteLabel: 'Download credit note no. {{number}} for the match {{match}}',
  creditNoteFailed: 'The credit note could not be downloaded.',
};
