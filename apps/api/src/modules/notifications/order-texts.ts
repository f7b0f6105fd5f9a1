import type { MessageTable } from './message-tables.ts';

const sk = {
  paidSubject: 'Objednávka č. {orderNumber} je zaplatená',
  partlySubject: 'Objednávka č. {orderNumber}: {progress}',
  paidThanks: 'ďakujeme za nákup. Platbu {amount} za objednávku č. {orderNumber} sme prijali.',
  partlyThanks: 'ďakujeme za nákup. Za objednávku č. {orderNumber} sme prijali {amount}: {progress}',
  partlyNext: ', ďalšia je splatná do {dueDate}.',
  partlyLast: '.',
  ordered: 'Objednali ste si:',
  total: 'Spolu: {total}',
  partlyTotal:
    'Cena objednávky spolu: {total}. Splátkový kalendár s odkazmi na platbu ďalších splátok vám posielame v samostatnom e-maile.',
  progressOne: 'zaplatená 1. splátka z {parts}',
  progressFew: 'zaplatené {paid} splátky z {parts}',
  progressMany: 'zaplatených {paid} splátok z {parts}',
  /** Where the tickets are, by what was bought: one or more match tickets, season tickets or both. */
  documentsOneTicket:
    'Vstupenka s QR kódom je v prílohe tohto e-mailu (PDF) spolu s faktúrou. Stiahnuť si ju môžete kedykoľvek aj v časti Moje objednávky. Pri vstupe ju ukážte v mobile alebo vytlačenú.',
  documentsTickets:
    'Vstupenky s QR kódom sú v prílohe tohto e-mailu (PDF) spolu s faktúrou. Stiahnuť si ich môžete kedykoľvek aj v časti Moje objednávky. Pri vstupe ich ukážte v mobile alebo vytlačené.',
  documentsOneSeason:
    'Permanentka s QR kódom je v prílohe tohto e-mailu (PDF) spolu s faktúrou. Stiahnuť si ju môžete kedykoľvek aj v časti Moje objednávky. Pri vstupe ju ukážte v mobile alebo vytlačenú.',
  documentsSeasons:
    'Permanentky s QR kódom sú v prílohe tohto e-mailu (PDF) spolu s faktúrou. Stiahnuť si ich môžete kedykoľvek aj v časti Moje objednávky. Pri vstupe ich ukážte v mobile alebo vytlačené.',
  documentsMixed:
    'Vstupenky a permanentky s QR kódom sú v prílohe tohto e-mailu (PDF) spolu s faktúrou. Stiahnuť si ich môžete kedykoľvek aj v časti Moje objednávky. Pri vstupe ich ukážte v mobile alebo vytlačené.',
  calendarOne: 'Zápas si do kalendára pridáte otvorením priloženého súboru .ics.',
  calendarMany: 'Zápasy si do kalendára pridáte otvorením priloženého súboru .ics.',
  /** A line of the order: what, when, where, the seat, the type, the price. */
  line: '{title}, {when}, {venue}: sektor {sector}, rad {row}, miesto {seat} ({type}), {price}',
  seasonWhen: 'sezóna {from} – {to}',
};

/** The confirmation of a paid order (paid-email.ts). */
export const orderTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    paidSubject: 'Order no. {orderNumber} is paid',
    partlySubject: 'Order no. {orderNumber}: {progress}',
    paidThanks:
      'Thank you for your purchase. We have received your payment of {amount} for order no. {orderNumber}.',
    partlyThanks:
      'Thank you for your purchase. We have received {amount} for order no. {orderNumber}: {progress}',
    partlyNext: ', the next one is due by {dueDate}.',
    partlyLast: '.',
    ordered: 'You ordered:',
    total: 'Total: {total}',
    partlyTotal:
      'Order total: {total}. The instalment plan with links to pay the next instalments comes in a separate e-mail.',
    progressOne: 'instalment 1 of {parts} paid',
    progressFew: '{paid} instalments of {parts} paid',
    progressMany: '{paid} instalments of {parts} paid',
    documentsOneTicket:
      'Your ticket with its QR code is attached to this e-mail (PDF) together with the invoice. You can also download it at any time in My orders. Show it at the gate on your phone or printed.',
    documentsTickets:
      'Your tickets with their QR codes are attached to this e-mail (PDF) together with the invoice. You can also download them at any time in My orders. Show them at the gate on your phone or printed.',
    documentsOneSeason:
      'Your season ticket with its QR code is attached to this e-mail (PDF) together with the invoice. You can also download it at any time in My orders. Show it at the gate on your phone or printed.',
    documentsSeasons:
      'Your season tickets with their QR codes are attached to this e-mail (PDF) together with the invoice. You can also download them at any time in My orders. Show them at the gate on your phone or printed.',
    documentsMixed:
      'Your tickets and season tickets with their QR codes are attached to this e-mail (PDF) together with the invoice. You can also download them at any time in My orders. Show them at the gate on your phone or printed.',
    calendarOne: 'Add the match to your calendar by opening the attached .ics file.',
    calendarMany: 'Add the matches to your calendar by opening the attached .ics file.',
    line: '{title}, {when}, {venue}: sector {sector}, row {row}, seat {seat} ({type}), {price}',
    seasonWhen: 'season {from} – {to}',
  },
};
