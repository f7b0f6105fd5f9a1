import { CHILD_AGE_LIMIT_YEARS, type ShopLanguage, type TicketType, type Translation } from '@hokej/contract';

/** Every Slovak word printed on tickets, in one place (STYLE.md); the English ones below. */
export const ticketTexts = {
  documentTitle: 'Vstupenka',
  heading: 'VSTUPENKA',
  matchDate: 'Dátum a čas',
  venue: 'Miesto konania',
  sector: 'Sektor',
  row: 'Rad',
  seat: 'Miesto',
  ticketType: 'Typ vstupenky',
  price: 'Cena',
  holder: 'Držiteľ',
  serial: 'Sériové číslo',
  scanHint: 'Pri vstupe ukážte tento QR kód',
  ticketTypes: { ADULT: 'Dospelý', CHILD: 'Dieťa' } satisfies Record<TicketType, string>,
  /** A season ticket is a "permanentka": its own heading, the season's dates, its category and rules. */
  season: {
    documentTitle: 'Permanentka',
    heading: 'PERMANENTKA',
    dates: 'Sezóna',
    range: (from: string, to: string) => `${from} – ${to}`,
    ticketType: 'Kategória',
    rules: [
      'Permanentka platí na jeden vstup na každý domáci zápas sezóny na uvedené miesto. Pri vstupe sa načíta jej ' +
        'QR kód; na každý zápas platí len prvé načítanie, preto permanentku nikomu neposielajte ani ju nezverejňujte.',
      'Brány štadióna sa otvárajú 60 minút pred začiatkom zápasu.',
      'Permanentku si vytlačte alebo ju ukážte na displeji telefónu. Poškodená permanentka s nečitateľným ' +
        'QR kódom neoprávňuje na vstup.',
      'Na požiadanie usporiadateľskej služby preukážte svoju totožnosť; permanentka s fotografiou platí len ' +
        'pre jej registrovaného držiteľa.',
      'Vstup pod vplyvom alkoholu alebo omamných látok je zakázaný, rovnako ako vnášanie pyrotechniky, ' +
        'zbraní, sklenených fliaš a plechoviek.',
      'Návštevník sa riadi návštevným poriadkom štadióna a pokynmi usporiadateľskej služby. Za porušenie ' +
        'môže byť z podujatia vykázaný bez náhrady vstupného.',
    ],
  },
  childRule:
    `Detská vstupenka: dieťa do ${CHILD_AGE_LIMIT_YEARS} rokov vrátane, len v sprievode dospelej osoby ` +
    's platnou vstupenkou. Vstup osobitným vchodom pre deti.',
  rulesHeading: 'Podmienky vstupu',
  rules: [
    'Vstupenka platí na jeden vstup na uvedený zápas a na uvedené miesto. Pri vstupe sa načíta jej QR kód; ' +
      'platí len prvé načítanie, preto vstupenku nikomu neposielajte ani ju nezverejňujte.',
    'Brány štadióna sa otvárajú 60 minút pred začiatkom zápasu.',
    'Vstupenku si vytlačte alebo ju ukážte na displeji telefónu. Poškodená vstupenka s nečitateľným ' +
      'QR kódom neoprávňuje na vstup.',
    'Na požiadanie usporiadateľskej služby preukážte svoju totožnosť a pri detskej vstupenke vek dieťaťa.',
    'Vstup pod vplyvom alkoholu alebo omamných látok je zakázaný, rovnako ako vnášanie pyrotechniky, ' +
      'zbraní, sklenených fliaš a plechoviek.',
    'Návštevník sa riadi návštevným poriadkom štadióna a pokynmi usporiadateľskej služby. Za porušenie ' +
      'môže byť z podujatia vykázaný bez náhrady vstupného.',
  ],
};

/** The ticket in English, for an order placed in English: the same fields, the same rules. */
export const ticketTextsEn: Translation<typeof ticketTexts> = {
  documentTitle: 'Ticket',
  heading: 'TICKET',
  matchDate: 'Date and time',
  venue: 'Venue',
  sector: 'Sector',
  row: 'Row',
  seat: 'Seat',
  ticketType: 'Ticket type',
  price: 'Price',
  holder: 'Holder',
  serial: 'Serial number',
  scanHint: 'Show this QR code at the gate',
  ticketTypes: { ADULT: 'Adult', CHILD: 'Child' },
  season: {
    documentTitle: 'Season ticket',
    heading: 'SEASON TICKET',
    dates: 'Season',
    range: (from: string, to: string) => `${from} – ${to}`,
    ticketType: 'Category',
    rules: [
      'The season ticket is valid for one entry to every home match of the season at the seat shown. Its QR ' +
        'code is scanned at the gate; only the first scan counts for each match, so do not send or publish it.',
      'The gates open 60 minutes before the start of the match.',
      'Print the season ticket or show it on your phone screen. A damaged season ticket with an unreadable ' +
        'QR code does not entitle you to enter.',
      'Prove your identity if a steward asks; a season ticket with a photo is valid only for its ' +
        'registered holder.',
      'Entry under the influence of alcohol or drugs is forbidden, as is bringing in pyrotechnics, ' +
        'weapons, glass bottles and cans.',
      'Visitors must follow the arena regulations and the stewards’ instructions. Anyone who breaks them ' +
        'may be removed from the event without a refund.',
    ],
  },
  childRule:
    `Child ticket: for a child aged ${CHILD_AGE_LIMIT_YEARS} or under, only with an adult holding a valid ` +
    'ticket. Children enter through the separate children’s entrance.',
  rulesHeading: 'Conditions of entry',
  rules: [
    'The ticket is valid for one entry to the match and seat shown. Its QR code is scanned at the gate; ' +
      'only the first scan counts, so do not send or publish the ticket.',
    'The gates open 60 minutes before the start of the match.',
    'Print the ticket or show it on your phone screen. A damaged ticket with an unreadable QR code does ' +
      'not entitle you to enter.',
    "Prove your identity if a steward asks, and a child's age for a child ticket.",
    'Entry under the influence of alcohol or drugs is forbidden, as is bringing in pyrotechnics, ' +
      'weapons, glass bottles and cans.',
    'Visitors must follow the arena regulations and the stewards’ instructions. Anyone who breaks them ' +
      'may be removed from the event without a refund.',
  ],
};

/** The ticket's words in the order's language. */
export const ticketTextsIn = (language: ShopLanguage) => (language === 'en' ? ticketTextsEn : ticketTexts);
