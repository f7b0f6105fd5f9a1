/**
 * The Slovak text of ticket transfer to a friend and of lending a season ticket for one match (issue 22):
 * My orders and the acceptance page /transfer/:secret (namespace `transfers`, English in en/enTransfers.ts).
 */
import { ticketFileName } from '@hokej/contract/constants';
import { shopLanguage } from './shopI18n.ts';
import { shopNamespace } from './shopNamespace.ts';

export const skTransfers = {
  transfer: 'Previesť',
  transferLabel: 'Previesť vstupenku na inú osobu: {{seat}}',
  dialogTitle: 'Previesť vstupenku',
  intro:
    'Vstupenku pošleme e-mailom. Keď ju príjemca prijme, dostane novú vstupenku na svoje meno s novým QR kódom a váš QR kód na tento zápas prestane platiť.',
  until: 'Previesť a prijať ju možno do {{cutoff}}.',
  email: 'E-mail príjemcu',
  emailHint: 'Príjemca sa prihlási alebo si vytvorí účet a vstupenku prijme odkazom z e-mailu.',
  fillEmail: 'Vyplňte e-mail, na ktorý vstupenku prevádzate.',
  send: 'Poslať vstupenku',
  sending: 'Posiela sa…',
  failed: 'Vstupenku sa nepodarilo previesť.',
  sent: 'Vstupenku sme poslali na {{email}}. Kým ju neprijme, prevod môžete zrušiť.',
  pending: 'Prevádza sa na {{email}}',
  accepted: 'Prevedená na {{who}}',
  cancel: 'Zrušiť prevod',
  cancelLabel: 'Zrušiť prevod vstupenky: {{seat}}',
  cancelled: 'Prevod je zrušený, vstupenka je opäť len vaša.',
  cancelFailed: 'Prevod sa nepodarilo zrušiť.',
  // A season ticket lent for one match (My orders).
  lend: 'Požičať na zápas',
  lendLabel: 'Požičať na zápas permanentku: {{seat}}',
  lendTitle: 'Požičať permanentku na zápas',
  lendIntro:
    'Miesto na vybraný zápas pošleme e-mailom. Keď ho príjemca prijme, dostane vstupenku na svoje meno s novým QR kódom a vaša permanentka na tento zápas prestane platiť. Na ostatné zápasy platí ďalej.',
  lendUntil: 'Požičať a prijať miesto možno najneskôr hodinu pred začiatkom zápasu.',
  lendMatch: 'Zápas',
  lendMatchHint: 'Zápasy, na ktoré ste miesto uvoľnili na predaj alebo ho už požičali, tu nie sú.',
  matchOption: '{{title}} · {{when}}',
  loadingMatches: 'Načítavajú sa zápasy sezóny…',
  matchesFailed: 'Zápasy sezóny sa nepodarilo načítať.',
  noneToLend: 'Na žiadny ďalší zápas sezóny sa miesto požičať nedá.',
  lendSend: 'Požičať miesto',
  lent: 'Miesto na zápas {{title}} sme poslali na {{email}}. Kým ho neprijme, požičanie môžete zrušiť.',
  lentTitle: 'Požičané zápasy',
  lentPending: 'Požičiava sa: {{email}}',
  lentAccepted: 'Požičaná: {{who}}',
  cancelLend: 'Zrušiť požičanie',
  cancelLendLabel: 'Zrušiť požičanie na zápas {{title}}',
  lendCancelled: 'Požičanie je zrušené, na zápas platí opäť vaša permanentka.',
  // My orders: what the fan sent and received.
  receivedTitle: 'Prijaté vstupenky',
  receivedFrom: 'Od: {{sender}}',
  sentTitle: 'Odoslané prevody',
  states: { PENDING: 'Čaká na prijatie', ACCEPTED: 'Prevedená', CANCELLED: 'Zrušený' },
  to: 'Pre: {{email}}',
  toNamed: 'Pre: {{name}} ({{email}})',
  serial: 'Číslo vstupenky: {{serial}}',
  download: 'Stiahnuť vstupenku',
  downloadLabel: 'Stiahnuť vstupenku {{serial}}',
  downloadFailed: 'Vstupenku sa nepodarilo stiahnuť.',
  // The acceptance page (/transfer/:secret).
  pageTitle: 'Prevod vstupenky',
  loading: 'Načítava sa prevod…',
  offer: '{{sender}} vám posiela vstupenku',
  match: 'Zápas',
  when: 'Začiatok',
  seat: 'Miesto',
  from: 'Odosielateľ',
  loginFirst:
    'Na prijatie vstupenky sa prihláste alebo si vytvorte účet. Vstupenku dostanete na svoje meno s novým QR kódom.',
  login: 'Prihlásiť sa',
  register: 'Vytvoriť účet',
  registerHint: 'Po overení e-mailu a prihlásení sa vrátite sem a vstupenku prijmete.',
  accept: 'Prijať vstupenku',
  accepting: 'Prijíma sa…',
  acceptFailed: 'Vstupenku sa nepodarilo prijať.',
  acceptedTitle: 'Vstupenka je vaša',
  acceptedText:
    'Vstupenka č. {{serial}} je na vaše meno. Nájdete ju v časti Moje objednávky medzi prijatými vstupenkami.',
  myOrders: 'Moje objednávky',
  closedTitle: 'Odkaz už neplatí',
  alreadyAccepted: 'Túto vstupenku už niekto prijal. Ak ste to boli vy, nájdete ju v časti Moje objednávky.',
  cancelledBySender: '{{sender}} prevod zrušil(a). Vstupenka zostáva odosielateľovi.',
  expired: 'Čas na prijatie vstupenky uplynul: prijať ju možno najneskôr hodinu pred začiatkom zápasu.',
  notFound:
    'Prevod sa nenašiel. Skontrolujte, či ste otvorili celý odkaz z e-mailu, alebo požiadajte odosielateľa o nový.',
  ownTransfer: 'Toto je váš vlastný prevod: vstupenku prijme ten, komu ste ju poslali.',
  toEvents: 'Prejsť na zápasy',
} as const;

export const transferText = shopNamespace('transfers', skTransfers);

/** A transferred ticket's PDF is saved as the contract names it in the current language (vstupenka-…, ticket-…). */
export const transferredTicketFile = (serial: string) => ticketFileName(serial, false, shopLanguage());
