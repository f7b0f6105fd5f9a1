/** The Slovak text of the relocation window (issue 21): a renewed holder's swap to another free seat. */
export const skRelocation = {
  change: 'Zmeniť miesto',
  changeLabel: (seat: string) => `Zmeniť miesto permanentky: ${seat}`,
  openUntil: (to: string) => `Teraz si môžete vybrať iné voľné miesto novej sezóny, do ${to}.`,
  turnAt: (at: string, position: number) =>
    `Výber iného miesta: ste ${position}. v poradí, na rade budete od ${at}.`,
  afterPayment: 'Miesto môžete zmeniť, keď bude obnovenie zaplatené.',
  movedFrom: (seat: string) => `Presunuté z miesta: ${seat}`,
  title: 'Zmena miesta permanentky',
  intro: (seat: string) =>
    `Vaše miesto teraz: ${seat}. Vyberte si sektor a v ňom voľné miesto s rovnakou cenou permanentky. Pôvodné miesto sa uvoľní až po potvrdení.`,
  chooseSector: 'Vyberte sektor',
  chooseSeat: (sector: string) => `Vyberte voľné miesto v sektore ${sector}`,
  otherSector: '← Iný sektor',
  back: '← Späť na obnovenie',
  notOpen: 'Zmena miesta teraz nie je možná.',
  chosen: (seat: string) => `Nové miesto: ${seat}`,
  chosenTaken: (seat: string) => `Miesto ${seat} medzitým obsadil niekto iný. Vyberte si, prosím, iné.`,
  none: 'Kliknite na voľné miesto alebo ho vyberte šípkami a klávesom Enter.',
  confirm: 'Potvrdiť zmenu miesta',
  confirmLabel: (seat: string) => `Potvrdiť zmenu miesta na ${seat}`,
  done: (seat: string) => `Miesto je zmenené: ${seat}.`,
  failed: 'Miesto sa nepodarilo zmeniť.',
  loading: 'Načítava sa mapa…',
  loadFailed: 'Mapu sa nepodarilo načítať.',
} as const;
