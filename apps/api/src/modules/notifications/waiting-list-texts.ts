import type { MessageTable } from './message-tables.ts';

const CLUB = 'HK Orly Zvolen';

const sk = {
  subject: 'Uvoľnili sa miesta na zápas {match} – podržali sme ich pre vás',
  freed: 'na zápas {match} ({when}) sa uvoľnili miesta a ste na rade v poradovníku. Podržali sme pre vás:',
  seat: 'sektor {sector}, rad {row}, miesto {seat}',
  until:
    'Spolu {total}. Miesta sú pre vás podržané do {until}; ak ich dovtedy nezaplatíte, ponúkneme ich ďalšiemu v poradí.',
  action: 'Zobraziť ponuku a zaplatiť',
  sms: `${CLUB}: uvoľnili sa miesta na zápas {match} ({count}), podržané pre vás do {until}. Zaplatiť: {url}`,
};

/** The waiting list's offer, e-mail and SMS (waiting-list-templates.ts). */
export const waitingListTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    subject: 'Seats have become available for the match {match} – we are holding them for you',
    freed:
      'Seats have become available for the match {match} ({when}) and it is your turn on the waiting list. We are holding for you:',
    seat: 'sector {sector}, row {row}, seat {seat}',
    until:
      'Total {total}. The seats are held for you until {until}; if they are not paid by then, we offer them to the next fan in line.',
    action: 'See the offer and pay',
    sms: `${CLUB}: seats available for the match {match} ({count}), held for you until {until}. Pay: {url}`,
  },
};
