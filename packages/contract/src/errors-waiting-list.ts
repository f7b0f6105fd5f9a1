/** Error codes of the waiting list of a sold-out match (issue 22). */
import { entry } from './error-entry.ts';

export const waitingListErrors = {
  WAITING_LIST_SEATS_FREE: entry(
    409,
    'Na tento zápas je ešte voľných miest: {free}. Kúpte si ich priamo, poradovník je len pre vypredané zápasy.',
  ), // added
  WAITING_LIST_ALREADY_JOINED: entry(
    409,
    'V poradovníku na tento zápas už ste. Svoje poradie vidíte na stránke zápasu.',
  ), // added
  WAITING_LIST_NOT_JOINED: entry(404, 'V poradovníku na tento zápas nie ste.'), // added
  WAITING_LIST_COUNT_INVALID: entry(400, 'Zadajte počet miest od 1 do 5 a platný sektor.'), // added
  WAITING_LIST_OFFER_NOT_FOUND: entry(404, 'Ponuka miest z poradovníka sa nenašla alebo nie je vaša.'), // added
  WAITING_LIST_OFFER_EXPIRED: entry(
    409,
    'Čas na túto ponuku už uplynul a miesta sme ponúkli ďalšiemu v poradí. Do poradovníka sa môžete prihlásiť znova.',
  ), // added
  WAITING_LIST_OFFER_CLAIMED: entry(409, 'Miesta z tejto ponuky už máte v košíku. Dokončite objednávku.'), // added
} as const;
