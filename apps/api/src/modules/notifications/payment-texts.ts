import type { MessageTable } from './message-tables.ts';

const sk = {
  transferSubject: 'Objednávka č. {orderNumber} čaká na platbu',
  transferHeld: 'vaše miesta sú rezervované do {dueDate}. Zaplaťte, prosím, prevodom:',
  transferDetails: 'IBAN: {iban}, variabilný symbol: {variableSymbol}, suma: {amount}.',
  transferQr:
    'Alebo naskenujte QR kód PAY by square v bankovej aplikácii: je v tomto e-maile, v prílohe a pri objednávke v časti Moje objednávky.',
  transferByCard:
    'Radšej kartou? Objednávku zaplatíte kartou aj cez odkaz nižšie, bez prihlásenia. Odkaz platí do {dueDate}.',
  transferLapse: 'Ak platba do termínu nepríde, objednávka sa zruší a miesta sa uvoľnia.',
  transferQrAlt: 'QR kód PAY by square: platba {amount}, variabilný symbol {variableSymbol}',
  transferQrCaption: 'PAY by square – naskenujte v bankovej aplikácii',
  payByCard: 'Zaplatiť kartou',
  planSubject: 'Splátkový kalendár k objednávke č. {orderNumber}',
  planFirstPaid:
    'prvú splátku za objednávku č. {orderNumber} sme prijali, permanentku nájdete v časti Moje objednávky.',
  planNextByCard: 'Ďalšie splátky zaplatíte kartou cez odkazy nižšie, bez prihlásenia:',
  planPart: '{partNo}. splátka: {amount}, splatná {dueDate}',
  planPartPay: ' – zaplatiť: {url}',
  planPartPaid: ' – zaplatená',
  planReminders: 'Pred každou splatnosťou vám pošleme pripomienku.',
  planFootnote:
    'Ak splátku nezaplatíte ani {graceDays} dní po splatnosti, permanentka sa pri vstupe zablokuje, kým ju nedoplatíte.',
  reminderTodaySubject: 'Dnes je splatná {partNo}. splátka objednávky č. {orderNumber}',
  reminderSubject: 'Pripomienka: {partNo}. splátka objednávky č. {orderNumber} je splatná {dueDate}',
  reminderDue:
    '{partNo}. splátka permanentky (objednávka č. {orderNumber}) vo výške {amount} je splatná {dueDate}.',
  reminderByCard: 'Zaplatíte ju kartou cez odkaz nižšie, bez prihlásenia.',
  reminderAction: 'Zaplatiť {partNo}. splátku',
  partPaidSubject: '{partNo}. splátka objednávky č. {orderNumber} je zaplatená',
  partPaidThanks: 'ďakujeme, {partNo}. splátku {amount} za objednávku č. {orderNumber} sme prijali.',
};

/** What an order awaiting its money is told: the bank transfer's details, the installment plan and reminders. */
export const paymentTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    transferSubject: 'Order no. {orderNumber} is awaiting payment',
    transferHeld: 'Your seats are reserved until {dueDate}. Please pay by bank transfer:',
    transferDetails: 'IBAN: {iban}, variable symbol: {variableSymbol}, amount: {amount}.',
    transferQr:
      'Or scan the PAY by square QR code in your banking app: it is in this e-mail, attached to it and with the order in My orders.',
    transferByCard:
      'Prefer a card? You can also pay the order by card with the link below, without signing in. The link is valid until {dueDate}.',
    transferLapse:
      'If the payment does not arrive in time, the order is cancelled and the seats are released.',
    transferQrAlt: 'PAY by square QR code: payment of {amount}, variable symbol {variableSymbol}',
    transferQrCaption: 'PAY by square – scan it in your banking app',
    payByCard: 'Pay by card',
    planSubject: 'Instalment plan for order no. {orderNumber}',
    planFirstPaid:
      'We have received the first instalment for order no. {orderNumber}; your season ticket is in My orders.',
    planNextByCard: 'Pay the next instalments by card with the links below, without signing in:',
    planPart: 'Instalment {partNo}: {amount}, due {dueDate}',
    planPartPay: ' – pay: {url}',
    planPartPaid: ' – paid',
    planReminders: 'We will send you a reminder before each due date.',
    planFootnote:
      'If an instalment is still unpaid {graceDays} days after its due date, the season ticket is blocked at the gate until it is paid.',
    reminderTodaySubject: 'Instalment {partNo} of order no. {orderNumber} is due today',
    reminderSubject: 'Reminder: instalment {partNo} of order no. {orderNumber} is due on {dueDate}',
    reminderDue:
      'Instalment {partNo} of your season ticket (order no. {orderNumber}), {amount}, is due on {dueDate}.',
    reminderByCard: 'Pay it by card with the link below, without signing in.',
    reminderAction: 'Pay instalment {partNo}',
    partPaidSubject: 'Instalment {partNo} of order no. {orderNumber} is paid',
    partPaidThanks:
      'Thank you, we have received instalment {partNo} of {amount} for order no. {orderNumber}.',
  },
};
