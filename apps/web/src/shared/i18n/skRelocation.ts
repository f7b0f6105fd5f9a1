/**
 * The Slovak text of the relocation window (issue 21): a renewed holder's swap to another free seat
 * (namespace `relocation`, English in en/enRelocation.ts).
 */
import { shopNamespace } from './shopNamespace.ts';

export const skRelocation = {
  change: 'Zmeniť miesto',
  changeLabel: 'Zmeniť miesto permanentky: {{seat}}',
  openUntil: 'Teraz si môžete vybrať iné voľné miesto novej sezóny, do {{to}}.',
  turnAt: 'Výber iného miesta: ste {{position}}. v poradí, na rade budete od {{at}}.',
  afterPayment: 'Miesto môžete zmeniť, keď bude obnovenie zaplatené.',
  movedFrom: 'Presunuté z miesta: {{seat}}',
  title: 'Zmena miesta permanentky',
  intro:
    'Vaše miesto teraz: {{seat}}. Vyberte si sektor a v ňom voľné miesto s rovnakou cenou permanentky. Pôvodné miesto sa uvoľní až po potvrdení.',
  chooseSector: 'Vyberte sektor',
  chooseSeat: 'Vyberte voľné miesto v sektore {{sector}}',
  otherSector: '← Iný sektor',
  back: '← Späť na obnovenie',
  notOpen: 'Zmena miesta teraz nie je možná.',
  chosen: 'Nové miesto: {{seat}}',
  chosenTaken: 'Miesto {{seat}} medzitým obsadil niekto iný. Vyberte si, prosím, iné.',
  none: 'Kliknite na voľné miesto alebo ho vyberte šípkami a klávesom Enter.',
  confirm: 'Potvrdiť zmenu miesta',
  confirmLabel: 'Potvrdiť zmenu miesta na {{seat}}',
  done: 'Miesto je zmenené: {{seat}}.',
  failed: 'Miesto sa nepodarilo zmeniť.',
  loading: 'Načítava sa mapa…',
  loadFailed: 'Mapu sa nepodarilo načítať.',
} as const;

export const relocationText = shopNamespace('relocation', skRelocation);
