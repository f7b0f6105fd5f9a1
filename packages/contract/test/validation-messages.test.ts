import { describe, expect, it } from 'vitest';
import * as contract from '../src/index.ts';
import { validationMessage } from '../src/validation.ts';
import { fieldGenders, genderOf, slovakChars, slovakValidationMessage } from '../src/validation-messages.ts';

/** Every `title` of the contract's schemas (TypeBox schemas are plain objects). */
function titlesOf(value: unknown, seen = new Set<unknown>(), titles = new Set<string>()): Set<string> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return titles;
  seen.add(value);
  const title = (value as { title?: unknown }).title;
  if (typeof title === 'string') titles.add(title);
  for (const child of Object.values(value)) titlesOf(child, seen, titles);
  return titles;
}

/** The titles that are masculine, decided one by one (a title not in `fieldGenders` is read as masculine). */
const MASCULINE = [
  'Dátum narodenia',
  'Dátum odoslania',
  'Dôvod vrátenia',
  'E-mail',
  'Hľadaný výraz',
  'IBAN',
  'Identifikátor',
  'Jazyk popisu',
  'Jazyk poznámky k zápasu',
  'Jazyk textov stránky',
  'Kód vstupenky',
  'Koniec',
  'Koniec predaja',
  'Limit použití',
  'Limit vstupeniek',
  'Názov',
  'Názov brány',
  'Názov firmy',
  'Názov stránky',
  'Názov stránky po anglicky',
  'Obsah stránky',
  'Obsah stránky po anglicky',
  'Odkaz na košík',
  'Overovací kód',
  'Popis',
  'Popis po anglicky',
  'Počet miest',
  'Počet vpustených za minútu',
  'Predpredaj do',
  'Predpredaj od',
  'Predpredaj pre',
  'Rad',
  'Sektor',
  'Spôsob platby',
  'Stav miesta',
  'Súhlas s obchodnými podmienkami',
  'Súhlas so spracovaním kontaktných údajov',
  'Súhlas so zasielaním noviniek',
  'Súper',
  'Text v menu po anglicky',
  'Text v menu',
  'Typ vstupenky',
  'Typ zľavy',
  'Vyžaduje overený telefón',
  'Začiatok',
  'Začiatok predaja',
  'Zápas alebo sezóna',
  'Zľavový kód',
];

describe('the Slovak validation messages (one table for the API and the web)', () => {
  it('agree with the title: masculine, feminine, neuter and plural', () => {
    expect(slovakValidationMessage('required', { title: 'E-mail', field: 'email' })).toBe(
      'E-mail je povinný.',
    );
    expect(slovakValidationMessage('required', { title: 'Adresa', field: 'address' })).toBe(
      'Adresa je povinná.',
    );
    expect(slovakValidationMessage('required', { title: 'Meno', field: 'firstName' })).toBe(
      'Meno je povinné.',
    );
    expect(slovakValidationMessage('required', { title: 'Roly', field: 'roles' })).toBe('Roly sú povinné.');
    expect(slovakValidationMessage('type', { title: 'Roly', field: 'roles' })).toBe(
      'Roly majú nesprávny typ.',
    );
    expect(slovakValidationMessage('minLength', { title: 'Obec', field: 'city' }, { limit: 2 })).toBe(
      'Obec je príliš krátka (min. 2 znaky).',
    );
    expect(
      slovakValidationMessage('maxLength', { title: 'Priezvisko', field: 'lastName' }, { limit: 100 }),
    ).toBe('Priezvisko je príliš dlhé (max. 100 znakov).');
    expect(slovakValidationMessage('minLength', { title: 'Heslo', field: 'password' }, { limit: 1 })).toBe(
      'Heslo je príliš krátke (min. 1 znak).',
    );
  });

  it('word each keyword: format, a value not allowed, type, range, a property not allowed', () => {
    const named = { title: 'Počet miest', field: 'count' };
    expect(slovakValidationMessage('pattern', named)).toBe('Počet miest má nesprávny formát.');
    expect(slovakValidationMessage('format', named)).toBe('Počet miest má nesprávny formát.');
    for (const keyword of ['enum', 'const', 'anyOf']) {
      expect(slovakValidationMessage(keyword, named)).toBe('Počet miest má nepovolenú hodnotu.');
    }
    expect(slovakValidationMessage('type', named)).toBe('Počet miest má nesprávny typ.');
    expect(slovakValidationMessage('minimum', named)).toBe('Počet miest je mimo povoleného rozsahu.');
    expect(slovakValidationMessage('maximum', named)).toBe('Počet miest je mimo povoleného rozsahu.');
    expect(slovakValidationMessage('additionalProperties', { field: 'admin' })).toBe(
      'Pole admin nie je povolené.',
    );
  });

  it('name a field without a title by its path, and the whole request as such', () => {
    expect(slovakValidationMessage('required', { field: 'address.street' })).toBe(
      'Pole address.street je povinné.',
    );
    expect(slovakValidationMessage('type', { field: '' })).toBe('Požiadavka má nesprávny typ.');
    expect(slovakValidationMessage('json', { field: '' })).toBe('Telo požiadavky nie je platný JSON.');
  });

  it('count characters the Slovak way, thousands by a no-break space', () => {
    expect([0, 1, 2, 4, 5, 8, 5000].map(slovakChars)).toEqual([
      '0 znakov',
      '1 znak',
      '2 znaky',
      '4 znaky',
      '5 znakov',
      '8 znakov',
      '5\u00a0000 znakov',
    ]);
  });

  it('are what the API answers in Slovak; English stays named by the path', () => {
    expect(validationMessage('required', 'city', {}, 'sk', 'Mesto')).toBe('Mesto je povinné.');
    expect(validationMessage('required', 'city', {}, 'sk')).toBe('Pole city je povinné.');
    expect(validationMessage('required', 'city', {}, 'en', 'Mesto')).toBe('The field city is required.');
  });

  it('know the gender of every title of the contract: listed, or decided masculine', () => {
    const titles = [...titlesOf(contract)].sort();
    expect(titles.length).toBeGreaterThan(40);
    const undecided = titles.filter((t) => !(t in fieldGenders) && !MASCULINE.includes(t));
    expect(undecided).toEqual([]);
    for (const title of MASCULINE) expect({ title, gender: genderOf(title) }).toEqual({ title, gender: 'm' });
  });
});
