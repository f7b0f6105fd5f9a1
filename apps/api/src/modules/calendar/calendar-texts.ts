import type { MessageTable } from '../notifications/message-tables.ts';

const sk = {
  /** The calendar attached to an order's confirmation. */
  orderName: 'Objednávka č. {orderNumber}',
  /** The fan's subscribable feed. */
  feedName: 'HK Orly Zvolen – moje zápasy',
  /** One of the fan's seats at a match, a line of the entry's description. */
  seat: 'Sektor {sector}, rad {row}, miesto {seat}',
  /** The last line of an entry's description: the match's page in the shop. */
  link: 'Vstupenky na zápas: {url}',
  /** The product named in the calendar's PRODID. */
  product: 'Vstupenky',
  /** File names (without .ics): one public match, the fan's feed. */
  matchFile: 'zapas',
  feedFile: 'moje-zapasy',
};

/**
 * The words of the calendars: the order's in the order's language, the feed in the account's, a public
 * match in the language its link or the request asks for.
 */
export const calendarTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    orderName: 'Order no. {orderNumber}',
    feedName: 'HK Orly Zvolen – my matches',
    seat: 'Sector {sector}, row {row}, seat {seat}',
    link: 'Tickets for the match: {url}',
    product: 'Tickets',
    matchFile: 'match',
    feedFile: 'my-matches',
  },
};
