/** The relocation window in English (namespace `relocation`), typed against skRelocation.ts. */
import type { skRelocation } from '../skRelocation.ts';
import type { EnglishOf } from './englishOf.ts';

export const enRelocation: EnglishOf<typeof skRelocation> = {
  change: 'Change seat',
  changeLabel: 'Change seat of the season ticket: {{seat}}',
  openUntil: 'You can now choose another free seat for the new season, until {{to}}.',
  turnAt: 'Choosing another seat: you are number {{position}} in line; your turn comes at {{at}}.',
  afterPayment: 'You can change the seat once the renewal is paid.',
  movedFrom: 'Moved from: {{seat}}',
  title: 'Change of season ticket seat',
  intro:
    'Your seat now: {{seat}}. Choose a sector and a free seat in it with the same season ticket price. Your current seat is released only once you confirm.',
  chooseSector: 'Choose a sector',
  chooseSeat: 'Choose a free seat in sector {{sector}}',
  otherSector: '← Another sector',
  back: '← Back to the renewal',
  notOpen: 'The seat cannot be changed now.',
  chosen: 'New seat: {{seat}}',
  chosenTaken: 'Seat {{seat}} has been taken by someone else in the meantime. Please choose another one.',
  none: 'Click a free seat or choose it with the arrow keys and Enter.',
  confirm: 'Confirm the seat change',
  confirmLabel: 'Confirm the seat change to {{seat}}',
  done: 'The seat is changed: {{seat}}.',
  failed: 'The seat could not be changed.',
  loading: 'Loading the map…',
  loadFailed: 'The map could not be loaded.',
};
