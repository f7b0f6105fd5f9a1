/** Every piece of UI text of the shop, in Slovak. API messages come from the contract's catalogue. */
import type { ShopLanguage } from '@hokej/contract/constants';
import { formatCount } from '../format/number.ts';
import type { PriceTypeLabelKey } from './priceTypeKeys.ts';

/**
 * Slovak count forms: 1 takes the singular, 2–4 the nominative plural, and 0 or 5 and more the genitive
 * plural ("0 miest", "5 miest"). The number is grouped by thousands.
 */
export function plural(n: number, one: string, few: string, many: string): string {
  const form = n === 1 ? one : n >= 2 && n <= 4 ? few : many;
  return `${formatCount(n)} ${form}`;
}

/** The language the pages are written in: the API is asked for its messages in it (baseApi.ts). */
export const UI_LANGUAGE: ShopLanguage = 'sk';

const seatCount = (n: number) => plural(n, 'miesto', 'miesta', 'miest');

/** A wait or a validity in the accusative ("o 1 minútu", "platí 5 minút"): seconds below a minute, else minutes. */
export function duration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'sekundu', 'sekundy', 'sekúnd');
  return plural(Math.ceil(s / 60), 'minútu', 'minúty', 'minút');
}

/** "1 voľné miesto", "2 voľné miesta", "5 voľných miest" (the adjective agrees with the count). */
const freeSeatCount = (n: number) => plural(n, 'voľné miesto', 'voľné miesta', 'voľných miest');

export const sk = {
  appName: 'HK Orly Zvolen',
  clubName: 'HK Orly Zvolen',
  /** The club's monogram: the logo in the menu and centre ice on the arena map. */
  clubMonogram: 'HK',
  common: {
    back: 'Späť',
    close: 'Zavrieť',
    loading: 'Načítava sa…',
    home: 'Domov',
    ok: 'Rozumiem',
    tryAgain: 'Skúsiť znova',
    skipToContent: 'Preskočiť na obsah',
    sending: 'Odosiela sa…',
    saving: 'Ukladá sa…',
    newWindow: '(otvorí sa v novom okne)',
    copy: 'Kopírovať',
    copied: 'Skopírované',
    copyFailed: 'Nepodarilo sa skopírovať. Označte text a skopírujte ho ručne.',
    retryIn: (seconds: number) => `Skúste to, prosím, znova o ${duration(seconds)}.`,
  },
  /** Each toast is titled by its kind. */
  toastTitle: { success: 'Hotovo', danger: 'Chyba', warning: 'Upozornenie', info: 'Informácia' },
  topBar: {
    support: 'Podpora',
    login: 'Prihlásiť sa',
    register: 'Registrácia',
    account: 'Môj účet',
    invoices: 'Moje faktúry',
    seasonTickets: 'Moje permanentky',
    logout: 'Odhlásiť sa',
    /** Read before the user's name on the account dropdown's toggle ("Účet: Jana Hrašková"). */
    accountMenuPrefix: 'Účet:',
    cart: 'Košík',
    cartItems: 'Košík, položky: ',
  },
  menu: {
    label: 'Hlavné menu',
    toggle: 'Zobraziť menu',
    home: 'Domov',
    buy: 'Kúpiť vstupenky',
    myOrders: 'Moje objednávky',
    backOffice: 'Administrácia',
    seasonTickets: 'Permanentky',
    entryConditions: 'Vstupné podmienky',
    salesPoints: 'Predajné miesta',
    howToShop: 'Ako nakupovať',
  },
  footer: {
    cookies: 'Cookies a ochrana súkromia',
    terms: 'Obchodné podmienky',
    merch: 'Oficiálny fanshop',
    openingHours: 'Otváracie hodiny pokladne',
    weekdays: 'Pracovné dni: 10:30 – 17:30',
    weekends: 'Víkendy: od hodiny pred zápasom do hodiny po zápase',
    contact: 'Kontakt',
  },
  cookies: {
    label: 'Súbory cookie',
    text: 'Tento obchod používa nevyhnutné cookies a lokálne úložisko prehliadača, aby si pamätal vaše prihlásenie a košík.',
    more: 'Viac o ochrane súkromia',
    accept: 'Súhlasím',
  },
  login: {
    title: 'Prihlásenie',
    requiredTitle: 'Prihláste sa',
    requiredText: 'Na pokračovanie v nákupe sa, prosím, prihláste.',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Prihlásiť sa',
    submitting: 'Prihlasuje sa…',
    wrongCredentials: 'Nesprávne meno alebo heslo.',
    emailNotVerified:
      'Vaša e-mailová adresa ešte nie je overená. Otvorte, prosím, odkaz z overovacieho e-mailu, ktorý sme vám poslali, alebo si ho pošlite znova.',
    resendVerification: 'Poslať overovací e-mail znova',
    fillEmail: 'Vyplňte, prosím, e-mail.',
    fillPassword: 'Vyplňte, prosím, heslo.',
    forgotten: 'Zabudli ste heslo?',
    forgottenTitle: 'Zabudnuté heslo',
    noAccount: 'Ešte nemáte účet?',
    register: 'Zaregistrujte sa',
    requiredPage: 'Táto stránka je dostupná len po prihlásení.',
    openDialog: 'Prihlásiť sa',
  },
  guard: {
    deniedTitle: 'Prístup zamietnutý',
    deniedText: 'Na zobrazenie tejto stránky nemáte oprávnenie.',
  },
  errors: {
    dialogTitle: 'Chyba',
    generic: 'Niečo sa pokazilo. Skúste to, prosím, neskôr.',
    network: 'Server je nedostupný. Skontrolujte pripojenie a skúste to znova.',
    pageTitle: 'Ups, niečo sa pokazilo',
    pageText: 'Stránku sa nepodarilo zobraziť. Ak problém pretrváva, napíšte nám na',
    showDetails: 'Zobraziť technické podrobnosti',
    hideDetails: 'Skryť technické podrobnosti',
    backHome: 'Späť na úvodnú stránku',
    notFoundTitle: 'Stránka neexistuje',
    notFoundText: 'Adresa, ktorú ste zadali, v obchode neexistuje.',
    sessionExpiredTitle: 'Prihlásenie vypršalo',
    seatTitle: 'Miesto nie je dostupné',
    notFoundDialogTitle: 'Nenašlo sa',
    forbiddenTitle: 'Bez prístupu',
    couponTitle: 'Zľavový kód',
    /** A busy shop (503/409 SERVER_BUSY): calm words, not an error. */
    busyTitle: 'Veľa fanúšikov naraz',
    busy: 'Je tu práve veľa fanúšikov naraz. Skúste to, prosím, znova o chvíľu.',
    busyRetrying: (seconds: number) => `Je tu veľa fanúšikov naraz. Skúšame to znova o ${duration(seconds)}…`,
  },
  home: {
    title: 'Vstupenky na domáce zápasy',
    intro:
      'Vitajte v oficiálnom predaji vstupeniek nášho hokejového klubu. Vyberte si zápas, sektor a miesto priamo na mape štadióna a zaplaťte kartou alebo prevodom.',
    buy: 'Kúpiť vstupenky',
    seasonHint: 'Permanentky na celú sezónu nájdete v ponuke Kúpiť vstupenky na karte Permanentky.',
    nextMatches: 'Najbližšie zápasy',
    nextMatch: 'Najbližší domáci zápas',
    noMoreMatches: 'Ďalšie zápasy zatiaľ nie sú v predaji.',
    noMatches: 'Momentálne nie sú v predaji žiadne zápasy.',
  },
  article: {
    updated: (date: string) => `Aktualizované ${date}`,
  },
  events: {
    title: 'Kúpiť vstupenky',
    tabTickets: 'Vstupenky',
    tabSeasons: 'Permanentky',
    buy: 'Kúpiť',
    moreInfo: 'Viac informácií',
    lessInfo: 'Menej informácií',
    priceFrom: (price: string) => `od ${price}`,
    available: (n: number) => (n === 0 ? 'Vypredané' : freeSeatCount(n)),
    soldOut: 'Vypredané',
    notOnSale: 'Predaj ešte nezačal',
    covid: 'Obmedzenie COVID',
    empty: 'Momentálne nie sú v predaji žiadne zápasy.',
    seasonsEmpty: 'Permanentky momentálne nie sú v predaji.',
    matchCount: (n: number) => plural(n, 'zápas', 'zápasy', 'zápasov'),
    season: (from: string, to: string) => `${from} – ${to}`,
    offersTitle: 'Kategórie permanentiek',
    offerPrice: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
    phoneRequired: 'Na nákup vstupeniek potrebujete overené telefónne číslo.',
    verifyPhone: 'Overiť ho v časti Môj účet',
    cachedNotice: 'Zobrazujeme naposledy načítanú ponuku.',
  },
  arena: {
    title: 'Výber sektora',
    sectorLabel: (name: string, free: number) => `Sektor ${name}, ${freeSeatCount(free)}`,
    sectorForbidden: (name: string) => `Sektor ${name}, vyhradený – nemáte doň prístup`,
    legendForbidden: 'Vyhradené (napr. pre firemných zákazníkov)',
    legendTitle: 'Obsadenosť sektorov',
    legendFree: 'Veľa voľných miest',
    legendFew: 'Málo voľných miest',
    legendSoldOut: 'Vypredané',
    hint: 'Kliknite na sektor, v ktorom si chcete vybrať miesta.',
    backToEvents: 'Späť na zápasy',
    venue: 'Miesto konania',
  },
  seats: {
    title: (sector: string) => `Sektor ${sector}`,
    backToArena: 'Späť na výber sektora',
    free: 'Voľné',
    mine: 'Moje miesta',
    /** One seat of the fan's own, as its label on the map says it ("Rad 3, miesto 7, moje miesto"). */
    taken: 'Obsadené',
    notForSale: 'Nepredajné',
    pending: 'Ukladá sa',
    stateFree: 'voľné',
    stateMine: 'moje miesto',
    statePending: 'ukladá sa',
    stateTaken: 'obsadené',
    stateNotForSale: 'nepredajné',
    /** "Rad 5, miesto 10, voľné, miesto pre vozíčkára, 22,00 €, odporúčané miesto". */
    seatLabel: (row: string, name: string, state: string, price?: string, note?: string, access?: string) =>
      `Rad ${row}, miesto ${name}, ${state.toLowerCase()}${access ? `, ${access}` : ''}${price ? `, ${price}` : ''}${note ? `, ${note}` : ''}`,
    rowLabel: (row: string) => `Rad ${row}`,
    accessibility: { WHEELCHAIR: 'miesto pre vozíčkára', COMPANION: 'miesto pre sprievod vozíčkára' },
    accessibilityLegend: { WHEELCHAIR: 'Miesto pre vozíčkára', COMPANION: 'Sprievod vozíčkára' },
    rinkToward: 'Ľadová plocha',
    mapLabel: (sector: string) => `Miesta v sektore ${sector}, ľadová plocha je hore`,
    legendTitle: 'Legenda',
    selectedTitle: 'Vybrané miesta',
    noneSelected: 'Zatiaľ ste si nevybrali žiadne miesto. Kliknite na voľné miesto v mape.',
    seatInCart: (row: string, name: string) => `Rad ${row}, miesto ${name}`,
    ticketType: 'Typ vstupenky',
    seasonCategory: 'Kategória permanentky',
    categoriesNotHere: (sector: string, categories: string[]) =>
      categories.length === 1
        ? `Kategóriu ${categories[0]} sektor ${sector} nepredáva – ponúkajú ju iné sektory.`
        : `Kategórie ${categories.join(', ')} sektor ${sector} nepredáva – ponúkajú ich iné sektory.`,
    remove: 'Odobrať',
    removeLabel: (row: string, name: string) => `Odobrať rad ${row}, miesto ${name}`,
    reservedUntil: (time: string) => `Rezervované do ${time}`,
    maxTickets: 'V jednej objednávke môžete mať najviac 5 vstupeniek.',
    continueToCart: 'Pokračovať do košíka',
    total: 'Spolu',
    available: (n: number) => `Voľné miesta: ${formatCount(n)}`,
    otherSetups: (n: number) => `V košíku máte aj ďalšie miesta: ${seatCount(n)}.`,
    prices: 'Ceny',
  },
  priceTypes: {
    ADULT: 'Dospelý',
    CHILD: 'Dieťa do 12 rokov',
    GOLD: 'Gold',
    SILVER: 'Silver',
    PRODUCT: 'Orly Fan Pack',
    CLASSIC: 'Klasická',
    KIDS: 'Detská',
    STUDENT: 'Študentská',
    B2B: 'Firemná (B2B)',
    ZTP: 'ZŤP',
  } satisfies Record<PriceTypeLabelKey, string>,
  cart: {
    countdown: 'Zostávajúci čas',
    countdownLabel: (time: string) => `Zostávajúci čas rezervácie: ${time}`,
    lapsedTitle: 'Rezervácia niektorých miest vypršala.',
    lapsedHint: 'Tieto miesta už pre vás nie sú rezervované. Odoberte ich z košíka alebo si vyberte nové.',
    lapsedLine: (sector: string, row: string, name: string) => `Sektor ${sector}, rad ${row}, miesto ${name}`,
    lapsedRemove: 'Odobrať',
    lapsedRemoveLabel: (sector: string, row: string, name: string) =>
      `Odobrať z košíka sektor ${sector}, rad ${row}, miesto ${name} (rezervácia vypršala)`,
    lapsedRemoveFailed: 'Miesto sa nepodarilo odobrať z košíka. Skúste to, prosím, znova.',
  },
  validation: {
    required: { m: 'je povinný', f: 'je povinná', n: 'je povinné' },
    format: 'má nesprávny formát',
    tooShort: { m: 'je príliš krátky', f: 'je príliš krátka', n: 'je príliš krátke' },
    tooLong: { m: 'je príliš dlhý', f: 'je príliš dlhá', n: 'je príliš dlhé' },
    chars: (n: number) => plural(n, 'znak', 'znaky', 'znakov'),
    enum: 'má nepovolenú hodnotu',
    type: 'má nesprávny typ',
    field: 'Pole',
    passwordsDiffer: 'Heslá sa nezhodujú.',
    /** Grammatical gender of the contract's field titles; a title not listed is masculine. */
    genders: {
      'E-mail': 'm',
      Heslo: 'n',
      Miesto: 'n',
      Rad: 'm',
      Sektor: 'm',
      Meno: 'n',
      Priezvisko: 'n',
      'Telefónne číslo': 'n',
      Adresa: 'f',
      Obec: 'f',
      Krajina: 'f',
      'Heslo znova': 'n',
      'Doterajšie heslo': 'n',
      'Nové heslo': 'n',
      'Overovací kód': 'm',
      'Ulica a číslo': 'f',
      Mesto: 'n',
      PSČ: 'n',
      'Názov firmy': 'm',
      IČO: 'n',
      DIČ: 'n',
      'IČ DPH': 'n',
      'Kategória permanentky': 'f',
      'Fotografia držiteľa': 'f',
      /** The fallback title of a field without one ("Pole je povinné"). */
      Pole: 'n',
    } as Record<string, 'm' | 'f' | 'n'>,
  },
} as const;
