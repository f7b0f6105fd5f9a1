/** Error codes of a season holder's year (issue 21): renewal, holders' presale, a seat released for one match. */
import { entry } from './error-entry.ts';

export const seasonYearErrors = {
  // Renewal of last season's seats
  RENEWAL_NOT_FOUND: entry(404, 'Ponuka na obnovenie permanentky sa nenašla.'), // added
  RENEWAL_NOT_YOURS: entry(403, 'Táto ponuka na obnovenie permanentky patrí inému držiteľovi.'), // added
  RENEWAL_CLOSED: entry(
    409,
    'Obnovenie permanentky už nie je možné: lehota na obnovenie uplynula alebo ešte nezačala. Obráťte sa, prosím, na pokladňu klubu.',
  ), // added
  RENEWAL_ALREADY_DECIDED: entry(
    409,
    'O tejto ponuke ste už rozhodli (obnovená, odmietnutá alebo uvoľnená).',
  ), // added
  RENEWAL_CAMPAIGN_EXISTS: entry(409, 'Obnovenie permanentiek pre túto sezónu je už otvorené.'), // added
  RENEWAL_CAMPAIGN_NOT_FOUND: entry(404, 'Obnovenie permanentiek sa nenašlo.'), // added
  RENEWAL_CAMPAIGN_INVALID: entry(
    400,
    'Termíny obnovenia nie sú správne: najprv obnovenie, potom presuny a nakoniec verejný predaj; každé obdobie musí skončiť neskôr, ako začne.',
  ), // added
  RENEWAL_DEADLINE_INVALID: entry(
    400,
    'Novú lehotu obnovenia možno len predĺžiť, pred jej uplynutím a najneskôr do začiatku presunov.',
  ), // added

  // Relocation window: a renewed holder swaps the seat for another free one, in the club's order
  RELOCATION_CLOSED: entry(409, 'Presuny miest sú možné len počas obdobia presunov ({from} – {to}).'), // added
  RELOCATION_NOT_YOUR_TURN: entry(
    409,
    'Na presun miesta ešte nie ste na rade. Váš čas na výber nového miesta začne {opensAt}.',
  ), // added
  RELOCATION_NOT_RENEWED: entry(
    409,
    'Miesto môžu presunúť len držitelia, ktorí permanentku na novú sezónu obnovili a zaplatili.',
  ), // added
  RELOCATION_SEAT_TAKEN: entry(
    409,
    'Vybrané miesto už nie je voľné v sezóne alebo na niektorom jej zápase. Vyberte si, prosím, iné.',
  ), // added
  RELOCATION_SEAT_PRICE: entry(
    409,
    'Presunúť sa dá len na miesto s rovnakou cenou permanentky vašej kategórie, ako má vaše terajšie miesto.',
  ), // added
  RELOCATION_SEAT_RELEASED: entry(
    409,
    'Miesto máte uvoľnené na predaj na zápas {match}. Kým je uvoľnené alebo predané, presunúť ho nemožno; ak sa ešte nepredalo, vezmite si ho najprv späť.',
  ), // added
  RELOCATION_WAVES_INVALID: entry(
    400,
    'Vlna presunov musí mať 1 až 10 000 držiteľov a trvať 1 minútu až 7 dní.',
  ), // added

  // Holders' presale
  PRESALE_HOLDERS_ONLY: entry(
    403,
    'Predpredaj pre držiteľov permanentiek do {until}. Vstupenky si môžete kúpiť po jeho skončení.',
  ), // added
  PRESALE_ROLE_ONLY: entry(
    403,
    'Predpredaj pre firemných partnerov do {until}. Vstupenky si môžete kúpiť po jeho skončení.',
  ), // added
  PRESALE_NOT_STARTED: entry(409, 'Predpredaj sa ešte nezačal. Začne {from}.'), // added
  PRESALE_LIMIT: entry(
    409,
    'V predpredaji je počet vstupeniek obmedzený na {max} na osobu (košík a objednávky spolu).',
  ), // added
  PRESALE_INVALID: entry(400, 'Predpredaj nie je vyplnený správne.'), // added
  PRESALE_WINDOW_INVALID: entry(
    400,
    'Predpredaj musí skončiť neskôr, ako začne, nesmie začať pred začiatkom predaja a musí skončiť najneskôr s koncom predaja a pred začiatkom podujatia.',
  ), // added

  // A season-ticket holder's seat released for one match
  SEAT_RELEASE_CLOSED: entry(
    409,
    'Uvoľniť miesto alebo ho vziať späť sa dá najneskôr {cutoffHours} h pred začiatkom zápasu.',
  ), // added
  SEAT_RELEASE_ALREADY: entry(409, 'Miesto na tento zápas už je uvoľnené na predaj.'), // added
  SEAT_RELEASE_LENT: entry(
    409,
    'Miesto ste na tento zápas požičali. Najprv zrušte požičanie, potom ho môžete uvoľniť na predaj.',
  ), // added: a seat lent for the match (issue 22) is not also sold
  SEAT_RELEASE_NOT_RELEASED: entry(409, 'Miesto na tento zápas nie je uvoľnené, niet čo vziať späť.'), // added
  SEAT_RELEASE_SOLD: entry(409, 'Uvoľnené miesto sa už predalo, späť ho vziať nemožno.'), // added
  SEAT_RELEASE_TAKEN: entry(
    409,
    'Uvoľnené miesto má práve v košíku alebo v nezaplatenej objednávke iný fanúšik. Ak ho nekúpi, môžete ho vziať späť.',
  ), // added
  SEAT_RELEASE_UNAVAILABLE: entry(
    409,
    'Miesto na tento zápas sa nedá uvoľniť: permanentka nie je zaplatená alebo už bola na tento zápas použitá.',
  ), // added
  TICKET_SEAT_RELEASED: entry(409, 'Miesto uvoľnené na predaj: permanentka na tento zápas neplatí.'), // added
} as const;
