/**
 * The one Slovak table of validation messages, used by the API's 400 answers and the web's inline form
 * messages alike, so both word a failure the same: the field's title, then the words of the failed
 * JSON-schema keyword agreeing with the title's gender ("Meno je povinné.", "Adresa je povinná.",
 * "E-mail je príliš dlhý (max. 254 znakov)."). A field without a title is "Pole …" (neuter).
 * Side-effect free and small: the web's forms import it through `@hokej/contract/validation`.
 */

/** Grammatical gender of a title: masculine, feminine, neuter, or a plural title ("Roly"). */
export type Gender = 'm' | 'f' | 'n' | 'p';

/** Words that agree with the title's gender. */
export type Gendered = { readonly [G in Gender]: string };

/** The words of the messages, by what failed; the web's English twin is typed against it (namespace `forms`). */
export interface ValidationWords {
  /** The subject of a field without a title. */
  readonly field: string;
  readonly required: Gendered;
  readonly tooShort: Gendered;
  readonly tooLong: Gendered;
  readonly format: Gendered;
  readonly enum: Gendered;
  readonly type: Gendered;
  readonly range: Gendered;
  readonly notAllowed: Gendered;
}

/** The Slovak words; `chars_*` are the count of characters in i18next's plural keys. */
export const skValidationWords = {
  field: 'Pole',
  required: { m: 'je povinný', f: 'je povinná', n: 'je povinné', p: 'sú povinné' },
  tooShort: { m: 'je príliš krátky', f: 'je príliš krátka', n: 'je príliš krátke', p: 'sú príliš krátke' },
  tooLong: { m: 'je príliš dlhý', f: 'je príliš dlhá', n: 'je príliš dlhé', p: 'sú príliš dlhé' },
  format: {
    m: 'má nesprávny formát',
    f: 'má nesprávny formát',
    n: 'má nesprávny formát',
    p: 'majú nesprávny formát',
  },
  enum: {
    m: 'má nepovolenú hodnotu',
    f: 'má nepovolenú hodnotu',
    n: 'má nepovolenú hodnotu',
    p: 'majú nepovolenú hodnotu',
  },
  type: { m: 'má nesprávny typ', f: 'má nesprávny typ', n: 'má nesprávny typ', p: 'majú nesprávny typ' },
  range: {
    m: 'je mimo povoleného rozsahu',
    f: 'je mimo povoleného rozsahu',
    n: 'je mimo povoleného rozsahu',
    p: 'sú mimo povoleného rozsahu',
  },
  notAllowed: { m: 'nie je povolený', f: 'nie je povolená', n: 'nie je povolené', p: 'nie sú povolené' },
  chars_one: '{{count, count}} znak',
  chars_few: '{{count, count}} znaky',
  chars_many: '{{count, count}} znaku',
  chars_other: '{{count, count}} znakov',
  passwordsDiffer: 'Heslá sa nezhodujú.',
} as const satisfies ValidationWords & Record<string, unknown>;

/** Messages about the request as a whole (the API's only). */
export const skRequestMessages = {
  /** The subject of a failure of the whole body (it has no field). */
  request: 'Požiadavka',
  json: 'Telo požiadavky nie je platný JSON.',
  contentType: 'Nepodporovaný typ obsahu požiadavky; použite application/json.',
} as const;

/** Grammatical gender of the contract's (Slovak) field titles; a title not listed is masculine. */
export const fieldGenders: Readonly<Record<string, Gender>> = {
  Adresa: 'f',
  'Adresa stránky': 'f',
  'Bezbariérové miesto': 'n',
  Cena: 'f',
  'Cenové pásmo': 'n',
  DIČ: 'n',
  'Dĺžka vlny (minúty)': 'f',
  'Doterajšie heslo': 'n',
  'Držiteľov vo vlne': 'n',
  'E-mail': 'm',
  'Fotografia držiteľa': 'f',
  Heslo: 'n',
  'Heslo znova': 'n',
  'Hodnota zľavy': 'f',
  'IČ DPH': 'n',
  IČO: 'n',
  'Kategória permanentky': 'f',
  Krajina: 'f',
  Meno: 'n',
  Mesto: 'n',
  'Miesta pre vozíčkárov': 'p',
  Miesto: 'n',
  'Najviac nakupujúcich naraz': 'n',
  'Nové heslo': 'n',
  Obec: 'f',
  'Obmedzenie COVID': 'n',
  'Obmedzenie COVID po anglicky': 'n',
  'Otvorenie predaja': 'n',
  'Overovací kód': 'm',
  Pole: 'n',
  'Poradie v menu': 'n',
  'Poslať odkaz e-mailom': 'n',
  'Posledná videná zmena': 'f',
  'Poznámka alebo referencia banky': 'f',
  Požiadavka: 'f',
  Priezvisko: 'n',
  PSČ: 'n',
  'Plastová karta': 'f',
  'Platnosť do': 'f',
  'Platnosť od': 'f',
  'Platnosť odkazu (hodiny)': 'f',
  'Platnosť vstupu (minúty)': 'f',
  Rad: 'm',
  Roly: 'p',
  Sektor: 'm',
  Sezóna: 'f',
  'Telefónne číslo': 'n',
  'Ulica a číslo': 'f',
  'Vrátenie peňazí': 'n',
  'Zobraziť v menu': 'n',
};

export const genderOf = (title: string): Gender => fieldGenders[title] ?? 'm';

/**
 * One sentence for one failed keyword: `subject` (a title, "Pole …") with the words agreeing with `gender`;
 * `chars` says a number of characters ("8 znakov"). The keyword is JSON Schema's (ajv's on the API,
 * TypeBox's errors named alike on the web); one without words of its own has "a wrong format".
 */
export function validationSentence(
  keyword: string,
  subject: string,
  gender: Gender,
  params: { limit?: unknown },
  words: ValidationWords,
  chars: (count: number) => string,
): string {
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  switch (keyword) {
    case 'required':
      return `${subject} ${words.required[gender]}.`;
    case 'minLength':
      return `${subject} ${words.tooShort[gender]}${limit === undefined ? '' : ` (min. ${chars(limit)})`}.`;
    case 'maxLength':
      return `${subject} ${words.tooLong[gender]}${limit === undefined ? '' : ` (max. ${chars(limit)})`}.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `${subject} ${words.enum[gender]}.`;
    case 'type':
      return `${subject} ${words.type[gender]}.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `${subject} ${words.range[gender]}.`;
    case 'additionalProperties':
      return `${subject} ${words.notAllowed[gender]}.`;
    default:
      return `${subject} ${words.format[gender]}.`;
  }
}

const skPlural = new Intl.PluralRules('sk');

/** "1 znak", "3 znaky", "8 znakov", "5 000 znakov": Slovak plural, thousands by a no-break space (the web's count). */
export function slovakChars(count: number): string {
  const form = skPlural.select(count) as 'one' | 'few' | 'many' | 'other';
  const grouped = String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return skValidationWords[`chars_${form}`].replace('{{count, count}}', grouped);
}

/**
 * The Slovak message of a failed keyword: named by the field's `title` when the schema gives one, else
 * "Pole {field}" (the dotted path), else, for the whole request, "Požiadavka".
 */
export function slovakValidationMessage(
  keyword: string,
  named: { title?: string | undefined; field: string },
  params: { limit?: unknown } = {},
): string {
  if (keyword === 'json') return skRequestMessages.json;
  if (keyword === 'contentType') return skRequestMessages.contentType;
  const [subject, gender]: [string, Gender] = named.title
    ? [named.title, genderOf(named.title)]
    : named.field
      ? [`${skValidationWords.field} ${named.field}`, 'n']
      : [skRequestMessages.request, 'f'];
  return validationSentence(keyword, subject, gender, params, skValidationWords, slovakChars);
}
