/** Error codes of ticket transfer (issue 22). */
import { entry } from './error-entry.ts';

export const transferErrors = {
  TRANSFER_NOT_FOUND: entry(404, 'Prevod vstupenky sa nenašiel alebo odkaz na jeho prijatie neplatí.'), // added
  TRANSFER_EMAIL_INVALID: entry(400, 'Zadajte platnú e-mailovú adresu, na ktorú vstupenku prevádzate.'), // added
  TRANSFER_MATCH_REQUIRED: entry(400, 'Vyberte zápas sezóny, na ktorý permanentku požičiavate.'), // added
  TRANSFER_TO_SELF: entry(400, 'Vstupenku nemôžete previesť sami sebe.'), // added
  TRANSFER_TOO_LATE: entry(409, 'Vstupenku sa dá previesť a prijať najneskôr hodinu pred začiatkom zápasu.'), // added
  TRANSFER_TICKET_USED: entry(409, 'S touto vstupenkou už niekto na zápas vošiel, previesť ju nemožno.'), // added
  TRANSFER_ALREADY_OPEN: entry(
    409,
    'Táto vstupenka už je prevedená alebo čaká na prijatie. Najprv zrušte predošlý prevod.',
  ), // added
  TRANSFER_CLOSED: entry(409, 'Prevod už bol prijatý alebo zrušený, zmeniť ho nemožno.'), // added
  TRANSFER_LIMIT: entry(
    429,
    'Dosiahli ste limit prevodov tejto vstupenky alebo prevodov za deň. Skúste to neskôr.',
  ), // added
  TRANSFER_SEAT_RELEASED: entry(
    409,
    'Miesto permanentky ste na tento zápas uvoľnili na predaj, požičať ho nemožno. Najprv si ho vezmite späť.',
  ), // added: a season seat released for the match (issue 21) is the club's to sell, not to lend
  TICKET_TRANSFERRED: entry(409, 'Vstupenka bola prevedená na inú osobu a na tento zápas už neplatí.'), // added: the original's QR after an accepted transfer
} as const;
