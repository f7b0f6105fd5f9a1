import type { MessageTable } from '../notifications/message-tables.ts';

const sk = {
  seasonDescription: 'Permanentka {club}',
  matchDescription: 'Vstupenka: {match}',
  season: 'Permanentka',
  match: 'Zápas',
  sector: 'Sektor',
  row: 'Rad',
  seat: 'Miesto',
  firstMatch: 'Prvý zápas',
  starts: 'Začiatok',
  holder: 'Držiteľ',
  serial: 'Číslo vstupenky',
  venue: 'Štadión',
  price: 'Cena',
  file: 'vstupenka-{serial}.pkpass',
  /** The language Google Wallet is told the texts are in. */
  googleLocale: 'sk-SK',
};

/** The words of a wallet pass, in the order's language (as its PDF ticket). */
export const walletTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    seasonDescription: '{club} season ticket',
    matchDescription: 'Ticket: {match}',
    season: 'Season ticket',
    match: 'Match',
    sector: 'Sector',
    row: 'Row',
    seat: 'Seat',
    firstMatch: 'First match',
    starts: 'Starts',
    holder: 'Holder',
    serial: 'Ticket number',
    venue: 'Venue',
    price: 'Price',
    file: 'ticket-{serial}.pkpass',
    googleLocale: 'en-GB',
  },
};
