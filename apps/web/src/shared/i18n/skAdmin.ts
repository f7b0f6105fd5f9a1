/**
 * The Slovak text of the club's back office (/admin). Kept apart from `sk` because only the lazily loaded
 * back office uses it, so the fans' first visit does not download it.
 */
import type { BANK_OUTCOMES } from '@hokej/contract';
import type { PaymentType, Role } from '@hokej/contract/constants';

type BankOutcome = (typeof BANK_OUTCOMES)[number];

export const skAdmin = {
  dashboard: {
    title: 'Administrácia',
    introAdmin:
      'Všetky nástroje klubu: zápasy a sezóny s cenami a miestami, pokladňa, vstup na štadión aj prehľad predaja.',
    introCashier: 'Nástroje pre pokladňu a vstup na štadión.',
    checkIn: 'Kontrola vstupeniek',
    checkInText: 'Pri vstupe naskenujte alebo zadajte kód vstupenky.',
    bank: 'Import bankového výpisu',
    bankText: 'Nahrajte výpis camt.053 a spárujte platby prevodom s objednávkami.',
    paymentTypes: 'Spôsoby platby',
    paymentTypesText: 'Určte, ktoré roly smú platiť kartou, prevodom alebo na splátky.',
  },
  back: 'Späť do administrácie',
  checkIn: {
    title: 'Kontrola vstupeniek',
    label: 'Kód vstupenky',
    hint: 'Naskenujte QR kód kamerou alebo čítačkou, prípadne napíšte číslo vstupenky (napr. 100001-1) a stlačte Enter.',
    submit: 'Skontrolovať',
    checking: 'Kontroluje sa…',
    waiting: 'Čaká sa na ďalšiu vstupenku.',
    settings: 'Brána a zápas',
    match: 'Zápas',
    matchAuto: 'Podľa vstupenky',
    matchesLoading: 'Načítavajú sa zápasy…',
    gate: 'Názov brány',
    gateHint: 'Uloží sa v tomto zariadení a zobrazí sa pri použitej vstupenke.',
    gateSummary: (gate: string | null, match: string) => `${gate ?? 'Brána bez názvu'} · ${match}`,
    cameraOn: 'Zapnúť kameru',
    cameraOff: 'Vypnúť kameru',
    cameraLabel: 'Obraz z kamery',
    cameraStarting: 'Spúšťa sa kamera…',
    cameraDenied:
      'Kamera nie je dostupná (povoľte prístup ku kamere v prehliadači) – použite obrázok alebo kód.',
    fromImage: 'Načítať z obrázka',
    imageNoCode: 'Na obrázku sa nenašiel QR kód. Skúste ostrejšiu fotku alebo zadajte číslo vstupenky.',
    imageUnreadable: 'Súbor sa nedá otvoriť ako obrázok.',
    admitted: 'Vstup povolený',
    alreadyUsed: 'Vstupenka už bola použitá',
    usedAt: (time: string) => `Použitá: ${time}`,
    usedGate: (gate: string) => `Brána: ${gate}`,
    invalid: 'Neplatná vstupenka',
    invalidText: 'Kód nepodpísal klub – je falošný alebo poškodený. Vstup nepovoľte.',
    unknown: 'Neznáma vstupenka',
    unknownText: 'Vstupenka s týmto číslom neexistuje. Skontrolujte číslo, inak vstup nepovoľte.',
    wrongMatch: 'Iný zápas',
    wrongMatchText: (validFor: string) => `Vstupenka platí na: ${validFor}`,
    wrongDay: 'Iný deň',
    wrongDayText: (matchDate: string, entryFrom: string) =>
      `Zápas sa hrá ${matchDate}. Vstup je možný v deň zápasu od ${entryFrom}. Teraz vstup nepovoľte.`,
    refunded: 'Vrátená vstupenka',
    refundedText: 'Vstupenka bola vrátená a už neplatí. Vstup nepovoľte.',
    transferred: 'Prevedená vstupenka',
    transferredText:
      'Vstupenka bola prevedená na inú osobu a na tento zápas už neplatí. Platí len nová vstupenka príjemcu. Vstup nepovoľte.',
    released: 'Miesto uvoľnené na predaj',
    releasedText:
      'Držiteľ permanentky uvoľnil toto miesto na predaj na tento zápas. Permanentka naň neplatí, vstup nepovoľte.',
    overdue: 'Nezaplatená splátka',
    overdueText: 'Permanentka je zablokovaná pre dlho nezaplatenú splátku. Pošlite držiteľa na pokladňu.',
    failed: 'Kontrola zlyhala',
    seat: (sector: string, row: string, name: string) => `Sektor ${sector}, rad ${row}, miesto ${name}`,
    season: (title: string) => `Permanentka: ${title}`,
    ticketType: 'Typ vstupenky',
    holder: 'Držiteľ',
    holderPhoto: (name: string) => `Fotografia držiteľa: ${name}`,
    serial: 'Číslo vstupenky',
    childNote: 'Dieťa: vstup len v sprievode dospelého, osobitným vchodom pre deti.',
    history: 'Posledné kontroly',
    historyEmpty: 'Zatiaľ žiadna kontrola.',
  },
  bank: {
    title: 'Import bankového výpisu',
    intro: 'Výpis vo formáte camt.053 (XML) z internet bankingu klubového účtu.',
    file: 'Súbor výpisu (XML)',
    submit: 'Importovať výpis',
    importing: 'Importuje sa…',
    chooseFile: 'Vyberte, prosím, súbor výpisu.',
    summary: (imported: number, skipped: number) =>
      `Importované platby: ${imported}. Preskočené (už importované skôr): ${skipped}.`,
    noPayments: 'Výpis neobsahuje žiadne prichádzajúce platby.',
    allSkipped: 'Všetky platby z tohto výpisu už boli importované skôr; nič sa nezmenilo.',
    caption: 'Platby z výpisu',
    columns: {
      reference: 'Referencia',
      variableSymbol: 'VS',
      counterparty: 'Platiteľ',
      amount: 'Suma',
      outcome: 'Výsledok',
      difference: 'Rozdiel',
      order: 'Objednávka',
    },
    outcomes: {
      MATCHED: 'Spárovaná a zaplatená objednávka',
      UNDERPAID: 'Nedoplatok',
      OVERPAID: 'Preplatok',
      CURRENCY_MISMATCH: 'Iná mena',
      DUPLICATE: 'Duplicitná platba',
      UNKNOWN: 'Neznámy variabilný symbol',
      ORDER_NOT_OPEN: 'Objednávka už nečaká na platbu',
    } satisfies Record<BankOutcome, string>,
    missing: (amount: string) => `chýba ${amount}`,
    surplus: (amount: string) => `navyše ${amount}`,
  },
  paymentTypes: {
    title: 'Spôsoby platby podľa rolí',
    intro:
      'Zaškrtnite roly, ktoré smú platiť daným spôsobom. Spôsob bez zaškrtnutej roly je povolený všetkým. ' +
      'Pravidlá objednávky platia navyše: prevod najneskôr 5 dní pred zápasom, splátky len za permanentky. ' +
      'Zmena sa prihláseným používateľom prejaví najneskôr do 10 minút.',
    caption: 'Roly povolené pre jednotlivé spôsoby platby',
    type: 'Spôsob platby',
    everybody: 'Všetci',
    allowedFor: (type: string, role: string) => `${type}: povoliť pre rolu ${role}`,
    save: 'Uložiť',
    saving: 'Ukladá sa…',
    saved: 'Nastavenie bolo uložené.',
    loadFailed: 'Nastavenie sa nepodarilo načítať.',
    types: {
      CARD: 'Platobná karta',
      BANK_TRANSFER: 'Bankový prevod',
      INSTALLMENTS: 'Na splátky',
    } satisfies Record<PaymentType, string>,
    roles: {
      USER: 'Fanúšik',
      B2B: 'Firemný zákazník (B2B)',
      CASHIER: 'Pokladník',
      ADMIN: 'Administrátor',
    } satisfies Record<Role, string>,
  },
} as const;
