/**
 * The Slovak text after the checkout (namespace `payment`): the payment status, the order success page with
 * the bank transfer's details, and a card link of a shop that takes no cards now. Added with those pages'
 * chunks (shopNamespace.ts). "My orders" is the shop's `menu.myOrders`.
 */
import { shopNamespace } from './shopNamespace.ts';

export const skPayment = {
  /** A card-only link (push cart, installment, order payment link) of a shop that takes no cards now. */
  cardUnavailable: {
    title: 'Platba kartou teraz nie je možná',
    text: 'Obchod momentálne neprijíma platby kartou, preto sa tento odkaz nedá zaplatiť. Nič sme vám nestrhli.',
    help: 'Ako zaplatiť inak (napríklad bankovým prevodom), vám poradíme na ',
  },
  /**
   * What the confirmation e-mail says: the tickets are attached to it, and downloadable here ("Vstupenky sme
   * vám poslali …, stiahnuť si ich …"; one document: "Permanentku …, stiahnuť si ju …"). By kind and count.
   */
  documentsSent: {
    MATCH_one:
      'Vstupenku sme vám poslali e-mailom v prílohe, stiahnuť si ju môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
    MATCH_few:
      'Vstupenky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
    MATCH_many:
      'Vstupenky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
    MATCH_other:
      'Vstupenky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
    SEASON_one:
      'Permanentku sme vám poslali e-mailom v prílohe, stiahnuť si ju môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
    SEASON_few:
      'Permanentky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
    SEASON_many:
      'Permanentky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
    SEASON_other:
      'Permanentky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
    MIXED:
      'Vstupenky a permanentky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo kedykoľvek v časti Moje objednávky.',
  },
  /** The order named on the success and status pages. */
  orderTitle: 'Objednávka č. {{orderNumber}}',
  orderTotal: 'Spolu',
  orderDiscount: 'Zľava',
  orderDiscountCode: 'Zľava ({{code}})',
  paymentStatus: {
    title: 'Stav platby',
    noOrder: 'V odkaze chýba číslo objednávky.',
    loginNeeded: 'Stav platby uvidíte po prihlásení.',
    /** A paid order with season tickets leads on to registering their holders. */
    registerHolders: 'Registrovať držiteľov permanentiek',
    login: 'Prihlásiť sa',
    checking: 'Overujeme platbu, chvíľu strpenia…',
    paidTitle: 'Zaplatené, ďakujeme!',
    paid: 'Platba prebehla úspešne. Vstupenky sme vám poslali e-mailom v prílohe, stiahnuť si ich môžete aj tu alebo v časti Moje objednávky.',
    declinedTitle: 'Platba bola zamietnutá',
    declined:
      'Banka platbu kartou zamietla. Miesta sú pre vás ešte chvíľu rezervované, môžete to skúsiť znova.',
    /** Declined or abandoned, with the order's real payment deadline. */
    heldUntil: {
      declined:
        'Banka platbu kartou zamietla. Miesta sú pre vás rezervované do {{until}}, dovtedy to môžete skúsiť znova.',
      abandoned:
        'Platbu ste zrušili. Miesta sú pre vás rezervované do {{until}}, dovtedy môžete zaplatiť znova.',
    },
    abandonedTitle: 'Platba nebola dokončená',
    abandoned: 'Platbu ste zrušili. Miesta sú pre vás ešte chvíľu rezervované, môžete zaplatiť znova.',
    cancelledTitle: 'Objednávka je zrušená',
    cancelled: 'Čas na zaplatenie objednávky vypršal alebo bola zrušená. Miesta sme uvoľnili.',
    refundDueTitle: 'Platba prišla po zrušení objednávky',
    refundDue:
      'Objednávku sme zrušili skôr, ako prišla platba, a jej miesta sme uvoľnili. Vstupenky k nej nevystavíme a peniaze vám vrátime tým istým spôsobom, akým ste platili. Poslali sme vám o tom e-mail.',
    refundedTitle: 'Platba bola vrátená',
    refunded: 'Peniaze za túto objednávku sme vám vrátili.',
    waitingTitle: 'Platba sa ešte spracúva',
    waiting:
      'Platobná brána nám zatiaľ nepotvrdila výsledok. Ak ste zaplatili, vstupenky vám pošleme e-mailom hneď po potvrdení.',
    checkAgain: 'Skontrolovať znova',
    failedCheck: 'Stav platby sa nepodarilo zistiť.',
    buyMore: 'Kúpiť ďalšie vstupenky',
  },
  pushPaymentStatus: {
    noLink: 'V odkaze chýba číslo objednávky alebo odkaz na košík.',
    paid: 'Platba prebehla úspešne. Vstupenky sme poslali e-mailom na adresu uvedenú v kontaktných údajoch objednávky.',
    notFound:
      'Objednávku k tomuto odkazu sme nenašli. Ak ste zaplatili, vstupenky vám prídu e-mailom; inak nám, prosím, napíšte na ',
  },
  orderSuccess: {
    title: 'Objednávka prijatá',
    thanks: 'Ďakujeme, objednávku č. {{orderNumber}} sme prijali.',
    notFound: 'Objednávku sa nepodarilo nájsť. Nájdete ju v časti Moje objednávky.',
    transferIntro:
      'Zaplaťte, prosím, bankovým prevodom podľa údajov nižšie. Údaje sme vám poslali aj e-mailom. Po pripísaní platby vám pošleme vstupenky.',
    /** `{{documents}}` is `documentsSent`. */
    paidIntro: 'Objednávka je zaplatená. {{documents}}',
    partlyPaidIntro: '{{progress}}. {{documents}}',
  },
  bankTransfer: {
    title: 'Platobné údaje',
    iban: 'IBAN',
    beneficiary: 'Príjemca',
    variableSymbol: 'Variabilný symbol',
    amount: 'Suma',
    dueDate: 'Splatnosť',
    qrTitle: 'PAY by square',
    qrHint: 'Naskenujte QR kód v aplikácii svojej banky.',
    qrAlt: 'QR kód PAY by square na zaplatenie objednávky s variabilným symbolom {{vs}}',
    qrFailed: 'QR kód sa nepodarilo zobraziť. Zadajte, prosím, údaje ručne.',
    copyIban: 'Kopírovať IBAN',
    copyVariableSymbol: 'Kopírovať variabilný symbol',
  },
} as const;

export const paymentText = shopNamespace('payment', skPayment);
