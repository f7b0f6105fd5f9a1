/**
 * The back office's list of seats released by season holders for one match (features/admin-setups
 * SeatReleasesCard, issue 21): Slovak only, as the back office is. The holder's side is skSeatRelease.ts.
 */
export const skAdminSeatRelease = {
  title: 'Miesta uvoľnené držiteľmi permanentiek',
  intro: 'Kto na tento zápas uvoľnil svoje miesto, či sa predalo a aký dobropis dostal.',
  loading: 'Načítavajú sa uvoľnené miesta…',
  loadFailed: 'Uvoľnené miesta sa nepodarilo načítať.',
  none: 'Na tento zápas zatiaľ nikto neuvoľnil miesto.',
  caption: 'Uvoľnené miesta na tento zápas',
  seat: 'Miesto',
  seatText: (sector: string, row: string, name: string) => `${sector}, rad ${row}, miesto ${name}`,
  holder: 'Držiteľ',
  order: (number: string) => `permanentka z objednávky ${number}`,
  releasedAt: 'Uvoľnené',
  state: 'Stav',
  states: { RELEASED: 'Na predaj', TAKEN_BACK: 'Vzaté späť', SOLD: 'Predané' },
  credit: 'Dobropis',
  noCredit: '—',
  creditNote: (number: string, amount: string) => `č. ${number}: ${amount}`,
  coupon: (code: string) => `zľavový kód ${code}`,
  transfer: 'prevodom na účet',
  noShare: 'bez podielu (0\u00a0%)',
  downloadCreditNote: 'Stiahnuť dobropis',
  creditNoteLabel: (number: string, seat: string) => `Stiahnuť dobropis č. ${number} (${seat})`,
  creditNoteFailed: 'Dobropis sa nepodarilo stiahnuť.',
};
