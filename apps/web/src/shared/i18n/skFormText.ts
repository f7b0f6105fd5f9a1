/**
 * The web's form validation in the fan's language (namespace `forms`, English in en/enFormText.ts): the
 * contract's field titles, which are Slovak, keyed by themselves, and the contract's Slovak messages the forms
 * repeat, with the words of the validation messages (the contract's one table, which the API answers with too).
 * A title not listed (the back office's) is shown as the contract has it.
 */
import { IBAN_INVALID_MESSAGE, POSTCODE_INVALID_MESSAGE } from '@hokej/contract/constants';
import { errorCatalogue } from '@hokej/contract/errors';
import { skValidationWords } from '@hokej/contract/validation';
import { shopNamespace } from './shopNamespace.ts';

export const skFormText = {
  titles: {
    'E-mail': 'E-mail',
    Heslo: 'Heslo',
    'Heslo znova': 'Heslo znova',
    'Doterajšie heslo': 'Doterajšie heslo',
    'Nové heslo': 'Nové heslo',
    Meno: 'Meno',
    Priezvisko: 'Priezvisko',
    'Telefónne číslo': 'Telefónne číslo',
    'Overovací kód': 'Overovací kód',
    Adresa: 'Adresa',
    'Ulica a číslo': 'Ulica a číslo',
    Mesto: 'Mesto',
    Obec: 'Obec',
    PSČ: 'PSČ',
    Krajina: 'Krajina',
    'Názov firmy': 'Názov firmy',
    IČO: 'IČO',
    DIČ: 'DIČ',
    'IČ DPH': 'IČ DPH',
    IBAN: 'IBAN',
    'Súhlas s obchodnými podmienkami': 'Súhlas s obchodnými podmienkami',
    'Súhlas so spracovaním kontaktných údajov': 'Súhlas so spracovaním kontaktných údajov',
    'Súhlas so zasielaním noviniek': 'Súhlas so zasielaním noviniek',
    'Zľavový kód': 'Zľavový kód',
    'Dátum narodenia': 'Dátum narodenia',
    'Kategória permanentky': 'Kategória permanentky',
    'Fotografia držiteľa': 'Fotografia držiteľa',
    'Počet miest': 'Počet miest',
    'Spôsob platby': 'Spôsob platby',
    Miesto: 'Miesto',
    Rad: 'Rad',
    Sektor: 'Sektor',
  },
  ibanInvalid: IBAN_INVALID_MESSAGE,
  postcodeInvalid: POSTCODE_INVALID_MESSAGE,
  passwordTooSimple: errorCatalogue.USER_PASSWORD_INVALID.message,
  termsNotAgreed: errorCatalogue.USER_TERMS_NOT_AGREED.message,
  validation: skValidationWords,
} as const;

export const formText = shopNamespace('forms', skFormText);

/** A contract's (Slovak) field title in the current language. */
export const fieldTitle = (title: string): string =>
  title in skFormText.titles ? formText.view.titles[title as keyof typeof skFormText.titles] : title;
