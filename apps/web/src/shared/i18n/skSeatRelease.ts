/**
 * The Slovak text of a season holder's seat released for one match (namespace `seatRelease`, English in
 * en/enSeatRelease.ts), read by shared/seat-release (Moje permanentky and My orders, issue 21). The back
 * office's list of releases stays Slovak only: skAdminSeatRelease.ts.
 */
import type { SeatReleaseState } from '@hokej/contract';
import { shopNamespace } from './shopNamespace.ts';

export const skSeatRelease = {
  toggle: 'Uvoľniť miesto na zápas',
  toggleLabel: 'Uvoľniť miesto na zápas: permanentka, Sektor {{sector}}, rad {{row}}, miesto {{name}}',
  title: 'Uvoľnenie miesta na jeden zápas',
  intro:
    'Ak na zápas neprídete, uvoľnite svoje miesto na predaj. Keď sa predá, dostanete {{share}}\u00a0% z jeho ceny ako dobropis so zľavovým kódom. Kým sa nepredá, môžete si ho vziať späť.',
  loading: 'Načítavajú sa zápasy…',
  loadFailed: 'Zápasy sezóny sa nepodarilo načítať.',
  empty: 'Sezóna nemá žiadne zápasy.',
  until: 'Zmeniť do {{cutoff}}',
  closed: 'Uzávierka uplynula',
  states: {
    KEPT: 'Vaše miesto',
    RELEASED: 'Uvoľnené na predaj',
    SOLD: 'Predané',
  } satisfies Record<SeatReleaseState, string>,
  release: 'Uvoľniť',
  releaseLabel: 'Uvoľniť miesto na zápas {{match}}',
  takeBack: 'Vziať späť',
  takeBackLabel: 'Vziať späť miesto na zápas {{match}}',
  released: 'Miesto na zápas {{match}} je uvoľnené na predaj.',
  takenBack: 'Miesto na zápas {{match}} je opäť vaše.',
  failed: 'Zmena sa nepodarila.',
  creditNote: 'Dobropis č. {{number}}: {{amount}}',
  share: 'Váš podiel: {{amount}}',
  coupon: 'Zľavový kód {{code}} (platí do {{until}})',
  byTransfer: 'Sumu vám pošleme prevodom na účet.',
  noShare: 'Miesto sa predalo. Podiel z predaja klub za toto miesto nevypláca.',
  downloadCreditNote: 'Stiahnuť dobropis',
  creditNoteLabel: 'Stiahnuť dobropis č. {{number}} za zápas {{match}}',
  creditNoteFailed: 'Dobropis sa nepodarilo stiahnuť.',
} as const;

export const seatReleaseText = shopNamespace('seatRelease', skSeatRelease);
