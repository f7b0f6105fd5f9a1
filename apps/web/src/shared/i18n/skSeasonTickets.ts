/**
 * The Slovak text of My season tickets and the holder's registration (namespace `seasonTickets`, English in
 * en/enSeasonTickets.ts). Kept apart from `shop` because only lazily loaded pages use it.
 */
import type { SeasonRegistrationState } from '@hokej/contract';
import { shopNamespace } from './shopNamespace.ts';

export const skSeasonTickets = {
  successTitle: 'Permanentky objednané',
  successIntro:
    'Ďakujeme za nákup. Registrácia držiteľa je bezplatná: zadajte, kto bude permanentku používať, a priložte jeho fotografiu, ktorá bude na permanentke.',
  mineTitle: 'Moje permanentky',
  mineIntro: 'Permanentky z vašich objednávok a ich držitelia.',
  loading: 'Načítavajú sa permanentky…',
  loadFailed: 'Permanentky sa nepodarilo načítať.',
  none: 'Zatiaľ nemáte žiadnu permanentku.',
  noneInOrder: 'V tejto objednávke nie je žiadna permanentka.',
  showAll: 'Všetky moje permanentky',
  buy: 'Kúpiť permanentku',
  myOrders: 'Moje objednávky',
  seat: 'Sektor {{sector}}, rad {{row}}, miesto {{name}}',
  category: 'Kategória',
  orderLabel: 'Objednávka č.',
  serial: 'Číslo permanentky',
  plasticCard: 's plastovou kartou',
  states: {
    UNPAID: 'Čaká na platbu',
    OPEN: 'Držiteľ nie je zaregistrovaný',
    REGISTERED: 'Držiteľ zaregistrovaný',
    CLOSED: 'Registrácia uzavretá',
  } satisfies Record<SeasonRegistrationState, string>,
  unpaidHint: 'Držiteľa zaregistrujete po zaplatení objednávky.',
  closedHint: 'Sezóna sa skončila, držiteľa už nemožno zaregistrovať.',
  changeUntil: 'Údaje držiteľa môžete zmeniť do začiatku sezóny ({{date}}).',
  lockedHint: 'Sezóna sa začala, údaje držiteľa sa už nedajú zmeniť.',
  register: 'Registrovať držiteľa',
  change: 'Zmeniť údaje držiteľa',
  cancel: 'Zrušiť',
  holder: 'Držiteľ',
  born: 'Dátum narodenia',
  photoOf: 'Fotografia držiteľa {{name}}',
  photoFailed: 'Fotografiu sa nepodarilo načítať.',
  form: {
    title: 'Registrácia držiteľa',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    phoneNumber: 'Telefónne číslo',
    phoneHint: 'S predvoľbou, napr. +421900123456.',
    dateOfBirth: 'Dátum narodenia',
    email: 'E-mail',
    address: 'Adresa (ulica a číslo)',
    city: 'Mesto',
    zip: 'PSČ',
    zipHint: 'Napr. 960 01.',
    country: 'Krajina',
    category: 'Kategória permanentky',
    photo: 'Fotografia držiteľa',
    photoHint: 'JPG alebo PNG, najviac 10 MB a 25 megapixelov. Tvár dobre viditeľná, ako na doklade.',
    photoKeep: 'Ak nevyberiete novú fotografiu, zostane doterajšia.',
    photoRequired: 'Fotografia držiteľa je povinná.',
    photoType: 'Fotografia musí byť vo formáte JPG alebo PNG.',
    photoTooLarge:
      'Fotografia je príliš veľká (najviac 10 MB). Vyberte, prosím, fotografiu s menším rozlíšením.',
    photoUnreadable:
      'Súbor sa nedá zobraziť ako fotografia. Vyberte, prosím, inú fotografiu vo formáte JPG alebo PNG.',
    preview: 'Náhľad fotografie',
    submit: 'Registrovať držiteľa',
    submitChange: 'Uložiť zmeny',
    busy: 'Odosiela sa…',
    saved: 'Držiteľ permanentky je zaregistrovaný.',
    failed: 'Registráciu sa nepodarilo uložiť.',
    /** The hint under the date of birth of a category with ages. */
    ageRule: {
      KIDS: 'Kategória KIDS: držiteľ má k prvému dňu sezóny najviac 15 rokov.',
      STUDENT: 'Kategória STUDENT: držiteľ má k prvému dňu sezóny 15 až 26 rokov.',
    },
    /** Why the holder's age does not fit the category, as the contract's seasonAgeProblem says it in Slovak. */
    age: {
      afterStart: 'Dátum narodenia nemôže byť po začiatku sezóny.',
      between: 'od {{min}} do {{max}} rokov',
      upTo: 'do {{max}} rokov vrátane',
      from: 'od {{min}} rokov',
      outside_one:
        'Kategória {{category}} je pre držiteľov {{range}} k prvému dňu sezóny ({{day}}); držiteľ bude mať v tento deň {{count}} rok.',
      outside_few:
        'Kategória {{category}} je pre držiteľov {{range}} k prvému dňu sezóny ({{day}}); držiteľ bude mať v tento deň {{count}} roky.',
      outside_many:
        'Kategória {{category}} je pre držiteľov {{range}} k prvému dňu sezóny ({{day}}); držiteľ bude mať v tento deň {{count}} rokov.',
      outside_other:
        'Kategória {{category}} je pre držiteľov {{range}} k prvému dňu sezóny ({{day}}); držiteľ bude mať v tento deň {{count}} rokov.',
    },
  },
} as const;

export const seasonTicketText = shopNamespace('seasonTickets', skSeasonTickets);
