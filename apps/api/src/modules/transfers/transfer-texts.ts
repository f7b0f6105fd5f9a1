import type { MessageTable } from '../notifications/message-tables.ts';

const sk = {
  ticket: '{title}, {when}, sektor {sector}, rad {row}, miesto {seat}',
  offerSubject: '{sender} vám posiela vstupenku na zápas {title}',
  offerSent: '{sender} vám prevádza vstupenku: {ticket}.',
  offerHow:
    'Prijmite ju odkazom nižšie. Prihláste sa alebo si vytvorte účet: vstupenku dostanete na svoje meno s novým QR kódom a nájdete ju v časti Moje objednávky.',
  offerUntil: 'Kým vstupenku neprijmete, odosielateľ môže prevod zrušiť.',
  offerAction: 'Prijať vstupenku',
  acceptedSubject: 'Vstupenku na zápas {title} prijal(a) {recipient}',
  acceptedDone: '{recipient} prijal(a) vašu vstupenku: {ticket}.',
  acceptedOldQr:
    'Dostal(a) novú vstupenku s novým QR kódom. Váš pôvodný QR kód na tento zápas už pri vstupe neplatí.',
  cancelledSubject: 'Prevod vstupenky na zápas {title} bol zrušený',
  cancelledDone: '{sender} zrušil(a) prevod vstupenky: {ticket}. Odkaz na jej prijatie už neplatí.',
};

/** The ticket transfer's e-mails (transfer-emails.ts). */
export const transferTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    ticket: '{title}, {when}, sector {sector}, row {row}, seat {seat}',
    offerSubject: '{sender} is sending you a ticket for the match {title}',
    offerSent: '{sender} is transferring a ticket to you: {ticket}.',
    offerHow:
      'Accept it with the link below. Sign in or create an account: the ticket is issued in your name with a new QR code and you will find it in My orders.',
    offerUntil: 'Until you accept the ticket, the sender may cancel the transfer.',
    offerAction: 'Accept the ticket',
    acceptedSubject: '{recipient} has accepted your ticket for the match {title}',
    acceptedDone: '{recipient} has accepted your ticket: {ticket}.',
    acceptedOldQr:
      'They received a new ticket with a new QR code. Your original QR code is no longer valid at the gate for this match.',
    cancelledSubject: 'The ticket transfer for the match {title} was cancelled',
    cancelledDone:
      '{sender} has cancelled the ticket transfer: {ticket}. The link to accept it no longer works.',
  },
};
