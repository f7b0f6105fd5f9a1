/**
 * The Slovak text of the back office's sales pages (overview, one match's sales, the heat-map, exports).
 * Apart from `skAdmin` so that these pages change without touching the others; loaded only with the lazy
 * back office.
 */
import type { BuyState, PaymentType, SetupType } from '@hokej/contract/constants';
import { plural } from './sk.ts';

const dayCount = (n: number) => plural(n, 'deň', 'dni', 'dní');
const ticketCount = (n: number) => plural(n, 'vstupenka', 'vstupenky', 'vstupeniek');

export const skAdminSales = {
  dashboard: {
    sales: 'Predaj',
    salesText: 'Obsadenosť a tržby zápasov a permanentiek, predaj po dňoch, mapa miest, export do CSV.',
  },
  common: {
    loading: 'Načítava sa…',
    loadFailed: 'Údaje sa nepodarilo načítať.',
    retry: 'Skúsiť znova',
  },
  setupType: { EVENT: 'Zápas', SEASON: 'Permanentky' } satisfies Record<SetupType, string>,
  overview: {
    title: 'Predaj',
    intro:
      'Obsadenosť a tržby všetkých zápasov a permanentiek. Tržby sú sumy zaplatených objednávok vrátane DPH; nezaplatené, zrušené a vrátené objednávky sa nepočítajú.',
    caption: 'Predaj zápasov a permanentiek',
    empty: 'Zatiaľ nie sú žiadne zápasy ani permanentky.',
    event: 'Podujatie',
    date: 'Dátum',
    sold: 'Predané',
    held: 'V košíkoch',
    free: 'Voľné',
    unavailable: 'Nepredajné',
    unavailableHint: 'Zablokované miesta a miesta rezervované klubom (napr. pre držiteľov permanentiek)',
    occupancy: 'Obsadenosť',
    revenue: 'Tržby',
    unpublished: 'nezverejnené',
    detailLink: (title: string) => `Predaj: ${title}`,
  },
  detail: {
    back: 'Späť na prehľad predaja',
    /** A match's waiting list (/admin/events/:id/waiting-list), linked from its sales. */
    waitingListLink: 'Poradovník zápasu',
    figures: 'Obsadenosť a tržby',
    seats: 'Miesta',
    seatsCaption: 'Miesta podľa stavu',
    state: 'Stav',
    count: 'Počet',
    share: 'Podiel',
    total: 'Spolu',
    seatStates: {
      sold: 'Predané',
      held: 'V košíku alebo v nezaplatenej objednávke',
      free: 'Voľné',
      disabled: 'Zablokované',
      reserved: 'Rezervované klubom',
    },
    revenue: 'Tržby',
    revenueSummary: (orders: number, tickets: number) =>
      `Zaplatené objednávky: ${orders}, predané vstupenky: ${tickets}`,
    totalWithVat: 'Spolu s DPH',
    vat: 'DPH',
    net: 'Bez DPH',
    discount: 'Zľavy zo zľavových kódov',
    byPaymentType: 'Tržby podľa spôsobu platby',
    paymentType: 'Spôsob platby',
    orders: 'Objednávky',
    tickets: 'Vstupenky',
    byTicketType: 'Tržby podľa typu vstupenky',
    ticketType: 'Typ vstupenky',
    pieces: 'Kusy',
    noRevenue: 'Zatiaľ žiadne zaplatené objednávky.',
    paymentTypes: {
      CARD: 'Platobná karta',
      BANK_TRANSFER: 'Bankový prevod',
      INSTALLMENTS: 'Splátky',
    } satisfies Record<PaymentType, string>,
    ticketTypes: {
      ADULT: 'Dospelý',
      CHILD: 'Dieťa',
      GOLD: 'Gold',
      SILVER: 'Silver',
      PRODUCT: 'Orly Fan Pack',
      CLASSIC: 'Klasická',
      KIDS: 'Detská',
      STUDENT: 'Študentská',
      B2B: 'Firemná',
      ZTP: 'ZŤP',
      PLASTIC_CARD: 'Plastová karta',
    } as Record<string, string>,
  },
  chart: {
    title: 'Predaj po dňoch',
    description: (days: number, from: string, to: string) =>
      `Stĺpcový graf predaných vstupeniek za ${dayCount(days)} od ${from} do ${to}. Rovnaké údaje sú v tabuľke pod grafom.`,
    empty: 'Zatiaľ sa nepredala žiadna vstupenka.',
    tableCaption: 'Predaj po dňoch (dátum zaplatenia)',
    day: 'Deň',
    tickets: 'Vstupenky',
    revenue: 'Tržby',
    barLabel: (day: string, tickets: number) => `${day}: ${ticketCount(tickets)}`,
    showTable: 'Zobraziť tabuľku',
  },
  heatMap: {
    title: 'Mapa miest',
    intro: 'Každé miesto na štadióne; predané miesta sú zafarbené podľa zvoleného údaja.',
    colourBy: 'Zafarbiť podľa',
    modes: { state: 'stavu miesta', time: 'času predaja', price: 'ceny' },
    mapLabel: (title: string) => `Mapa miest: ${title}. Súhrn po sektoroch je v tabuľke pod mapou.`,
    states: {
      ACTIVE: 'Voľné',
      DISABLED: 'Zablokované',
      RESERVED: 'Rezervované klubom',
      BOOKED: 'V košíku alebo v nezaplatenej objednávke',
      SOLD: 'Predané',
    } satisfies Record<BuyState, string>,
    earliest: 'najskôr predané',
    latest: 'najneskôr predané',
    cheapest: 'najlacnejšie',
    dearest: 'najdrahšie',
    sectorsCaption: 'Miesta po sektoroch',
    sector: 'Sektor',
    seatTitle: (sector: string, row: string, name: string, state: string) =>
      `Sektor ${sector}, rad ${row}, miesto ${name}: ${state}`,
  },
  exports: {
    title: 'Export do CSV',
    intro: 'Súbory pre Excel: kódovanie UTF-8, stĺpce oddelené bodkočiarkou. Každý export sa zaznamená.',
    orders: 'Stiahnuť objednávky (CSV)',
    tickets: 'Stiahnuť vstupenky (CSV)',
    failed: 'Export sa nepodaril.',
  },
} as const;
