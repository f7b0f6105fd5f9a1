/** The Slovak text of a season holder's seat released for one match (My orders, issue 21). */
export const skSeatRelease = {
  toggle: 'Uvoľniť miesto na zápas',
  toggleLabel: (seat: string) => `Uvoľniť miesto na zápas: permanentka, ${seat}`,
  title: 'Uvoľnenie miesta na jeden zápas',
  intro: (share: number) =>
    `Ak na zápas neprídete, uvoľnite svoje miesto na predaj. Keď sa predá, dostanete ${share} % z jeho ceny ako dobropis so zľavovým kódom. Kým sa nepredá, môžete si ho vziať späť.`,
  loading: 'Načítavam zápasy…',
  loadFailed: 'Zápasy sezóny sa nepodarilo načítať.',
  empty: 'Sezóna nemá žiadne zápasy.',
  until: (cutoff: string) => `Zmeniť do ${cutoff}`,
  closed: 'Uzávierka uplynula',
  states: { KEPT: 'Vaše miesto', RELEASED: 'Uvoľnené na predaj', SOLD: 'Predané' },
  release: 'Uvoľniť',
  releaseLabel: (match: string) => `Uvoľniť miesto na zápas ${match}`,
  takeBack: 'Vziať späť',
  takeBackLabel: (match: string) => `Vziať späť miesto na zápas ${match}`,
  released: (match: string) => `Miesto na zápas ${match} je uvoľnené na predaj.`,
  takenBack: (match: string) => `Miesto na zápas ${match} je opäť vaše.`,
  failed: 'Zmena sa nepodarila.',
  credit: (amount: string, note: string | null) =>
    note ? `Dobropis č. ${note}: ${amount}` : `Váš podiel: ${amount}`,
  coupon: (code: string, until: string) => `Zľavový kód ${code} (platí do ${until})`,
  byTransfer: 'Sumu vám pošleme prevodom na účet.',
};
