import { SUPPORT_EMAIL } from '@hokej/contract';
import type { MessageTable } from './message-tables.ts';

const CLUB = 'HK Orly Zvolen';

const sk = {
  verifySubject: 'Overte svoju e-mailovú adresu',
  verifyThanks: `ďakujeme za registráciu v e-shope vstupeniek ${CLUB}.`,
  verifyAsk: 'Na dokončenie registrácie potvrďte, prosím, svoju e-mailovú adresu.',
  verifyAction: 'Overiť e-mailovú adresu',
  verifyFootnote: 'Odkaz platí 24 hodín. Ak ste sa neregistrovali vy, tento e-mail ignorujte.',
  resetSubject: 'Obnovenie hesla',
  resetAsked: 'dostali sme žiadosť o obnovenie hesla k vášmu účtu. Nové heslo si nastavíte cez odkaz nižšie.',
  resetAction: 'Nastaviť nové heslo',
  resetFootnote:
    'Odkaz platí 1 hodinu a dá sa použiť iba raz. Ak ste o obnovenie nežiadali, tento e-mail ignorujte – vaše heslo zostáva bez zmeny.',
  changedSubject: 'Vaše heslo bolo zmenené',
  changedDone: 'heslo k vášmu účtu bolo práve zmenené a ostatné prihlásenia boli ukončené.',
  changedNotYou: `Ak ste to neboli vy, obnovte si heslo a napíšte nám na ${SUPPORT_EMAIL}.`,
  smsPhoneCode: `${CLUB}: váš overovací kód je {code}. Platí 5 minút.`,
};

/** The account's messages: verification, password reset and change, the phone's SMS code. */
export const accountTexts: MessageTable<typeof sk> = {
  sk,
  en: {
    verifySubject: 'Verify your e-mail address',
    verifyThanks: `Thank you for registering with the ${CLUB} ticket shop.`,
    verifyAsk: 'To finish your registration, please confirm your e-mail address.',
    verifyAction: 'Verify e-mail address',
    verifyFootnote: 'The link is valid for 24 hours. If you did not register, ignore this e-mail.',
    resetSubject: 'Password reset',
    resetAsked:
      'We received a request to reset the password of your account. Set a new password with the link below.',
    resetAction: 'Set a new password',
    resetFootnote:
      'The link is valid for 1 hour and works only once. If you did not ask for a reset, ignore this e-mail – your password stays as it is.',
    changedSubject: 'Your password was changed',
    changedDone:
      'The password of your account has just been changed and you have been signed out on all other devices.',
    changedNotYou: `If this was not you, reset your password and write to us at ${SUPPORT_EMAIL}.`,
    smsPhoneCode: `${CLUB}: your verification code is {code}. It is valid for 5 minutes.`,
  },
};
