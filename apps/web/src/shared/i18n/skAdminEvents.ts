/**
 * The Slovak text of the back office's matches, seasons, price lists and seats. Apart from the other back
 * office texts so that these tools change without touching theirs; loaded only with the lazy back office.
 */
import type { SetupType } from '@hokej/contract/constants';

const kind = {
  EVENT: {
    list: 'Zápasy',
    listText:
      'Vytvorte zápas zo šablóny hľadiska, nastavte ceny a miesta (blokované, rezervované, sektory pre roly) a zverejnite ho.',
    new: 'Nový zápas',
    empty: 'Zatiaľ tu nie je žiadny zápas.',
    created: 'Zápas bol vytvorený.',
    deleteTitle: 'Zmazať zápas?',
    publishTitle: 'Zverejniť zápas?',
    publishText:
      'Zápas sa zobrazí v obchode a fanúšikovia si budú môcť kupovať vstupenky hneď, ako začne predaj.',
  },
  SEASON: {
    list: 'Sezóny a permanentky',
    listText: 'Sezóna s cenami permanentiek podľa sektora a kategórie a s nastavením miest.',
    new: 'Nová sezóna',
    empty: 'Zatiaľ tu nie je žiadna sezóna.',
    created: 'Sezóna bola vytvorená.',
    deleteTitle: 'Zmazať sezónu?',
    publishTitle: 'Zverejniť sezónu?',
    publishText:
      'Sezóna sa zobrazí v obchode a fanúšikovia si budú môcť kupovať permanentky hneď, ako začne predaj.',
  },
} satisfies Record<SetupType, Record<string, string>>;

export const skAdminEvents = {
  kind,
  columns: {
    title: 'Názov',
    startsAt: 'Začiatok',
    state: 'Stav',
    seats: 'Voľné / predané / v košíkoch',
  },
  published: 'Zverejnený v obchode',
  draft: 'Nezverejnený',
  fields: {
    template: 'Šablóna hľadiska',
    chooseTemplate: 'Vyberte šablónu',
    season: 'Sezóna',
    noSeason: 'Žiadna – zápas bez permanentky',
    seasonOnSale: (title: string) => `${title} (v predaji)`,
    seasonHint:
      'Permanentky sezóny platia aj na tento zápas. Pridať ho možno len do sezóny, ktorá ešte nie je v predaji; neskôr sa sezóna zápasu nedá zmeniť.',
    title: 'Názov',
    opponent: 'Súper',
    description: 'Popis',
    descriptionEn: 'Popis po anglicky',
    descriptionEnHint:
      'Preklad slovenského popisu pre anglický obchod. Prázdne pole: anglický obchod ukáže slovenský.',
    startsAt: 'Začiatok (čas v Bratislave)',
    endsAt: 'Koniec',
    saleStartsAt: 'Začiatok predaja',
    saleEndsAt: 'Koniec predaja',
    covidRestriction: 'Obmedzenie COVID',
    covidHint: 'Napr. „Len s respirátorom FFP2“. Prázdne pole znamená bez obmedzenia.',
    covidRestrictionEn: 'Obmedzenie COVID po anglicky',
    covidEnHint:
      'Preklad slovenskej poznámky pre anglický obchod, napr. „Entry only with an FFP2 respirator“. Prázdne pole: anglický obchod ukáže slovenskú.',
    phoneRequired: 'Na nákup je potrebné overené telefónne číslo',
  },
  errors: {
    required: 'Toto pole je povinné.',
    dateTime: 'Zadajte dátum a čas.',
    endBeforeStart: 'Koniec musí byť neskôr ako začiatok.',
    englishNoteAlone:
      'Anglická poznámka je preklad slovenskej: vyplňte aj slovenskú, alebo nechajte anglickú prázdnu.',
    englishDescriptionAlone:
      'Anglický popis je preklad slovenského: vyplňte aj slovenský popis, alebo nechajte anglický prázdny.',
    price: 'Zadajte cenu v eurách, napr. 12 alebo 12,50.',
    summary: 'Formulár obsahuje chyby. Opravte, prosím, označené polia.',
  },
  prices: {
    title: 'Cenník',
    intro: 'Ceny v eurách pre každý sektor. Zverejniť sa dá len podujatie s cenou v každom sektore.',
    sector: 'Sektor',
    fillAll: 'Všetky sektory',
    fill: 'Vyplniť',
    save: 'Uložiť cenník',
    saved: 'Cenník bol uložený.',
    priceOf: (sector: string, type: string) => `Cena: ${sector}, ${type}`,
    notSold: 'nepredáva sa',
    emptyCell: {
      EVENT: 'Prázdna bunka znamená, že sa tento typ vstupenky v sektore nepredáva.',
      SEASON:
        'Prázdna bunka znamená, že sa kategória v sektore nepredáva: fanúšik ju pri mieste z tohto sektora neuvidí (napr. Gold len v stredových sektoroch).',
    },
  },
  save: 'Uložiť',
  saving: 'Ukladá sa…',
  saved: 'Zmeny boli uložené.',
  create: 'Vytvoriť',
  publish: 'Zverejniť',
  unpublish: 'Stiahnuť z predaja',
  publishedToast: 'Zverejnené v obchode.',
  unpublishedToast: 'Stiahnuté z predaja.',
  delete: 'Zmazať',
  deleteText:
    'Zmazať sa dá len podujatie, na ktoré nikto nemá vstupenku ani miesto v košíku. Zmazanie sa nedá vrátiť.',
  deleted: 'Zmazané.',
  dangerZone: 'Zmazanie',
  seatsLink: 'Miesta v hľadisku',
  waitingListLink: 'Poradovník',
  // The match's waiting list (issue 22): /admin/events/:id/waiting-list.
  waitingList: {
    title: 'Poradovník zápasu',
    backToSetup: 'Späť na zápas',
    intro:
      'Keď sa na vypredaný zápas uvoľnia miesta, obchod ich ponúka fanúšikom v poradí prihlásenia; neprevzatá ponuka prejde na ďalšieho. Pozastavený poradovník nerobí nové ponuky, poslané ponuky platia do konca.',
    summary: (fans: number, seats: number) => `Čaká fanúšikov: ${fans}, spolu miest: ${seats}.`,
    running: 'Ponuky bežia.',
    paused: (since: string) => `Pozastavený od ${since}: nové ponuky sa neposielajú.`,
    pause: 'Pozastaviť',
    resume: 'Obnoviť',
    pauseLabel: 'Pozastaviť poradovník',
    resumeLabel: 'Obnoviť poradovník',
    pausedToast: 'Poradovník je pozastavený.',
    resumedToast: 'Poradovník beží, uvoľnené miesta sa ponúknu ďalším v poradí.',
    failed: 'Poradovník sa nepodarilo zmeniť.',
    empty: 'Do poradovníka sa zatiaľ nikto neprihlásil.',
    caption: 'Fanúšikovia v poradovníku v poradí prihlásenia',
    position: 'Poradie',
    fan: 'Fanúšik',
    count: 'Miest',
    sector: 'Sektor',
    anySector: 'ktorýkoľvek',
    joinedAt: 'Prihlásený',
    state: 'Stav',
    states: {
      WAITING: 'Čaká',
      OFFERED: (until: string) => `Ponuka do ${until}`,
      CLAIMED: 'V košíku, nezaplatené',
      PAID: 'Zaplatené',
      EXPIRED: 'Ponuka vypršala',
      LEFT: 'Odhlásil(a) sa',
    },
  },
  back: 'Späť na zoznam',
  loading: 'Načítava sa…',
  loadFailed: 'Údaje sa nepodarilo načítať.',
} as const;
