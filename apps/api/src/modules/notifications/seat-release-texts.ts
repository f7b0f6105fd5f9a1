import type { MessageTable } from './message-tables.ts';

const sk = {
  subject: 'Vaše uvoľnené miesto na zápas {match} sa predalo',
  sold: 'miesto z vašej permanentky ({seat}), ktoré ste uvoľnili na zápas {match} ({when}), kúpil iný fanúšik.',
  seat: 'sektor {sector}, rad {row}, miesto {seat}',
  noShare: 'Podiel z predaja klub za toto miesto nevypláca.',
  share: 'Váš podiel {amount} sme zaúčtovali dobropisom č. {creditNote}.',
  coupon:
    'Dostávate ho ako zľavový kód {code} v hodnote {amount}, platný do {validTo} na jeden nákup v e-shope.',
  transfer: 'Sumu {amount} vám pošleme prevodom na účet.',
  validity: 'Na tento zápas vaša permanentka pri vstupe neplatí; na ostatné zápasy sezóny platí ako doteraz.',
};

/** The season-ticket holder's e-mail when the seat they released for one match was sold (seat-release-emails.ts). */
export const seatReleaseTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    subject: 'Your released seat for the match {match} has been sold',
    sold: 'The seat of your season ticket ({seat}) that you released for the match {match} ({when}) has been bought by another fan.',
    seat: 'sector {sector}, row {row}, seat {seat}',
    noShare: 'The club pays no share of the sale for this seat.',
    share: 'We have credited your share of {amount} in credit note no. {creditNote}.',
    coupon:
      'You receive it as the discount code {code} worth {amount}, valid until {validTo} for one purchase in the shop.',
    transfer: 'We will send {amount} to your bank account by transfer.',
    validity:
      'Your season ticket does not open the gate for this match; for the other matches of the season it is valid as before.',
  },
};
