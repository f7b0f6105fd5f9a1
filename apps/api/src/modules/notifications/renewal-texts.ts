import type { MessageTable } from './message-tables.ts';

const CLUB = 'HK Orly Zvolen';

const sk = {
  seat: 'sektor {sector}, rad {row}, miesto {seat}',
  openedSubject: 'Obnovenie permanentky na sezónu {season}',
  openedThanks: `ďakujeme, že ste boli s ${CLUB} celú sezónu. Vaše miesto sme pre vás podržali aj na sezónu {season}:`,
  openedChoose:
    'Permanentku si môžete obnoviť (kartou, prevodom alebo na splátky) alebo ponuku odmietnuť do {deadline}. Potom sa neobnovené miesta uvoľnia do predaja.',
  action: 'Obnoviť permanentku',
  reminderSubject: 'Pripomienka: obnovenie permanentky do {deadline}',
  reminderHeld: 'vaše miesto ({seat}) na sezónu {season} je pre vás podržané už len do {deadline}.',
  reminderLapse: 'Ak si permanentku neobnovíte, miesto sa potom uvoľní do predaja.',
  sms: `${CLUB}: vaše miesto na sezónu {season} je pre vás podržané do {deadline}. Obnovenie: {url}`,
};

/** A season renewal's e-mails and SMS to the holder (renewal-templates.ts). */
export const renewalTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    seat: 'sector {sector}, row {row}, seat {seat}',
    openedSubject: 'Renew your season ticket for the {season} season',
    openedThanks: `Thank you for being with ${CLUB} all season. We are holding your seat for you for the {season} season too:`,
    openedChoose:
      'You can renew your season ticket (by card, bank transfer or in instalments) or decline the offer by {deadline}. After that, seats not renewed are released for sale.',
    action: 'Renew season ticket',
    reminderSubject: 'Reminder: renew your season ticket by {deadline}',
    reminderHeld: 'Your seat ({seat}) for the {season} season is held for you only until {deadline}.',
    reminderLapse: 'If you do not renew your season ticket, the seat is then released for sale.',
    sms: `${CLUB}: your seat for the {season} season is held for you until {deadline}. Renew: {url}`,
  },
};
