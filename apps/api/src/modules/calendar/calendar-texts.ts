import type { MessageTable } from '../notifications/message-tables.ts';

const sk = {
  /** The calendar attached to an order's confirmation. */
  orderName: 'Objednávka č. {orderNumber}',
  /** The fan's subscribable feed. */
  feedName: 'HK Orly Zvolen – moje zápasy',
  /** One of the fan's seats at a match, a line of the entry's description. */
  seat: 'Sektor {sector}, rad {row}, miesto {seat}',
};

/** The words of the fan's calendars: the order's in the order's language, the feed in the account's. */
export const calendarTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    orderName: 'Order no. {orderNumber}',
    feedName: 'HK Orly Zvolen – my matches',
    seat: 'Sector {sector}, row {row}, seat {seat}',
  },
};
