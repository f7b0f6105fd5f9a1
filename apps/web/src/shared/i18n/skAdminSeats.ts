/** The Slovak text of the back office's seat editor (seats blocked, reserved or freed; sectors kept for roles). */
import type { BuyState, Role } from '@hokej/contract/constants';
import { plural } from './sk.ts';

const seatCount = (n: number) => plural(n, 'miesto', 'miesta', 'miest');

export const skAdminSeats = {
  title: 'Miesta v hľadisku',
  backToSetup: 'Späť na úpravu',
  backToArena: 'Späť na hľadisko',
  arenaHint:
    'Kliknite na sektor: v ňom môžete miesta zablokovať, rezervovať pre klub alebo uvoľniť a určiť, kto smie v sektore kupovať.',
  sectorTitle: (sector: string) => `Sektor ${sector}`,
  keptFor: (roles: string) => `vyhradený pre: ${roles}`,
  keptList: 'Vyhradené sektory',
  noKept: 'Všetky sektory sú otvorené pre všetkých.',
  states: {
    ACTIVE: 'Voľné',
    DISABLED: 'Zablokované',
    RESERVED: 'Rezervované klubom',
    BOOKED: 'V košíku fanúšika',
    SOLD: 'Predané',
  } satisfies Record<BuyState, string>,
  selected: 'vybrané',
  legendTitle: 'Stav miest',
  legendSelected: 'Vybrané',
  selection: {
    title: 'Výber miest',
    count: (n: number) => `Vybrané: ${seatCount(n)}`,
    row: 'Rad',
    selectRow: 'Vybrať rad',
    selectSector: 'Vybrať celý sektor',
    clear: 'Zrušiť výber',
    hint: 'Kliknutím (alebo klávesom Enter či medzerníkom) miesto vyberiete alebo výber zrušíte. Predané miesta a miesta v košíku sa meniť nedajú.',
  },
  lockedSeat: (row: string, name: string, state: string) =>
    `Rad ${row}, miesto ${name}: ${state.toLowerCase()}`,
  actions: {
    label: 'Zmeniť stav vybraných miest',
    DISABLED: 'Zablokovať',
    RESERVED: 'Rezervovať',
    ACTIVE: 'Uvoľniť',
    done: (state: 'ACTIVE' | 'DISABLED' | 'RESERVED', n: number) =>
      `${{ ACTIVE: 'Uvoľnené', DISABLED: 'Zablokované', RESERVED: 'Rezervované' }[state]}: ${seatCount(n)}.`,
  },
  accessibility: {
    label: 'Bezbariérové miesta',
    hint: 'Vybrané miesta označíte pre vozíčkára alebo jeho sprievod; fanúšikovia ich uvidia so symbolom.',
    WHEELCHAIR: 'Pre vozíčkára',
    COMPANION: 'Pre sprievod',
    none: 'Zrušiť označenie',
    done: (kind: 'WHEELCHAIR' | 'COMPANION' | null, n: number) =>
      `${kind === 'WHEELCHAIR' ? 'Označené pre vozíčkára' : kind === 'COMPANION' ? 'Označené pre sprievod' : 'Označenie zrušené'}: ${seatCount(n)}.`,
  },
  roles: {
    title: 'Kto smie v sektore kupovať',
    hint: 'Bez zaškrtnutej roly je sektor otvorený pre všetkých. So zaškrtnutými ho fanúšikovia bez týchto rolí vidia šrafovaný a nemôžu v ňom kupovať.',
    names: {
      USER: 'Fanúšik',
      B2B: 'Firemný zákazník (B2B)',
      CASHIER: 'Pokladník',
      ADMIN: 'Administrátor',
    } satisfies Record<Role, string>,
    save: 'Uložiť roly sektora',
    saved: 'Roly sektora boli uložené.',
    open: 'Otvorený pre všetkých',
  },
  saving: 'Ukladá sa…',
  loading: 'Načítava sa…',
  loadFailed: 'Údaje sa nepodarilo načítať.',
} as const;
