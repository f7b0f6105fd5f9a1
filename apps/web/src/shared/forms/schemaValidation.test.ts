import { LoginBody, type TSchema } from '@hokej/contract';
import { patterns } from '@hokej/contract/constants';
import { slovakValidationMessage } from '@hokej/contract/validation';
import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { messageFor, schemaResolver, serverFieldMessages, validateAgainst } from './schemaValidation.ts';

/** An object of optional fields, as the contract builds its schemas. */
const objectSchema = (properties: Record<string, TSchema>) =>
  Type.Object(
    Object.fromEntries(Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)])),
  );

const loginOverrides = {
  email: { required: 'Vyplňte, prosím, e-mail.' },
  password: { required: 'Vyplňte, prosím, heslo.' },
};

describe('Slovak messages per field title with grammatical gender', () => {
  it('a missing e-mail gets the masculine "is required" message', () => {
    expect(validateAgainst(LoginBody, { password: 'x' })).toEqual({ email: 'E-mail je povinný.' });
  });

  it('a missing password gets the neuter "is required" message', () => {
    expect(validateAgainst(LoginBody, { email: 'fan@hokej.sk' })).toEqual({ password: 'Heslo je povinné.' });
  });

  it('a feminine title gets the feminine form', () => {
    expect(messageFor('required', 'Adresa', {})).toBe('Adresa je povinná.');
    expect(messageFor('minLength', 'Obec', { limit: 2 })).toBe('Obec je príliš krátka (min. 2 znaky).');
    expect(messageFor('maxLength', 'Krajina', { limit: 60 })).toBe(
      'Krajina je príliš dlhá (max. 60 znakov).',
    );
  });

  it('a neuter title gets the neuter form', () => {
    expect(messageFor('maxLength', 'Priezvisko', { limit: 100 })).toBe(
      'Priezvisko je príliš dlhé (max. 100 znakov).',
    );
    expect(messageFor('minLength', 'Heslo', { limit: 1 })).toBe('Heslo je príliš krátke (min. 1 znak).');
  });

  it('a title not in the list is treated as masculine', () => {
    expect(messageFor('required', 'Kupón', {})).toBe('Kupón je povinný.');
    expect(messageFor('minLength', 'Kupón', { limit: 4 })).toBe('Kupón je príliš krátky (min. 4 znaky).');
  });

  it('format, type and enum errors are worded per field title', () => {
    expect(messageFor('pattern', 'E-mail', {})).toBe('E-mail má nesprávny formát.');
    expect(messageFor('format', 'Identifikátor', {})).toBe('Identifikátor má nesprávny formát.');
    expect(messageFor('type', 'Rad', {})).toBe('Rad má nesprávny typ.');
    expect(messageFor('enum', 'Typ vstupenky', {})).toBe('Typ vstupenky má nepovolenú hodnotu.');
  });

  it('a number out of its range is worded as the API words it', () => {
    expect(messageFor('minimum', 'Počet miest', {})).toBe('Počet miest je mimo povoleného rozsahu.');
    expect(
      validateAgainst(Type.Object({ n: Type.Integer({ minimum: 1, title: 'Počet miest' }) }), { n: 0 }),
    ).toEqual({
      n: 'Počet miest je mimo povoleného rozsahu.',
    });
  });

  it('says the same words as the API answers (one table in the contract)', () => {
    const cases: [string, string, { limit?: number }][] = [
      ['required', 'E-mail', {}],
      ['required', 'Adresa', {}],
      ['required', 'Heslo', {}],
      ['required', 'Roly', {}],
      ['minLength', 'Obec', { limit: 2 }],
      ['maxLength', 'Poznámka alebo referencia banky', { limit: 500 }],
      ['pattern', 'PSČ', {}],
      ['type', 'Rad', {}],
      ['anyOf', 'Kategória permanentky', {}],
      ['maximum', 'Počet miest', {}],
    ];
    for (const [keyword, title, params] of cases) {
      expect(messageFor(keyword, title, params)).toBe(
        slovakValidationMessage(keyword, { title, field: 'x' }, params),
      );
    }
  });
});

describe('validating a form against the contract schema', () => {
  it('valid values give no messages', () => {
    expect(validateAgainst(LoginBody, { email: 'fan@hokej.sk', password: 'Tajne-Heslo1' })).toEqual({});
  });

  it('a missing e-mail gets the Slovak "please fill in" override in the login form', () => {
    expect(validateAgainst(LoginBody, {}, loginOverrides)).toEqual({
      email: 'Vyplňte, prosím, e-mail.',
      password: 'Vyplňte, prosím, heslo.',
    });
  });

  it('an empty input counts as missing, not as too short', () => {
    expect(validateAgainst(LoginBody, { email: '', password: '' })).toEqual({
      email: 'E-mail je povinný.',
      password: 'Heslo je povinné.',
    });
  });

  it('an e-mail without a proper top-level part has the wrong format', () => {
    for (const email of ['fan@hokej', 'fan@hokej.s', 'fan hokej@hokej.sk', 'fanhokej.sk']) {
      expect(validateAgainst(LoginBody, { email, password: 'x' })).toEqual({
        email: 'E-mail má nesprávny formát.',
      });
    }
  });

  it('an override replaces only its own keyword', () => {
    expect(validateAgainst(LoginBody, { email: 'fan@hokej', password: 'x' }, loginOverrides)).toEqual({
      email: 'E-mail má nesprávny formát.',
    });
  });

  it('a too long e-mail says the limit in characters', () => {
    const email = `${'a'.repeat(250)}@b.sk`;
    expect(validateAgainst(LoginBody, { email, password: 'x' })).toEqual({
      email: 'E-mail je príliš dlhý (max. 254 znakov).',
    });
  });

  it('a value of the wrong type is reported as such', () => {
    expect(validateAgainst(LoginBody, { email: 42, password: 'x' })).toEqual({
      email: 'E-mail má nesprávny typ.',
    });
  });

  it('each field gets one message only', () => {
    const schema = objectSchema({
      code: Type.String({ title: 'Kód', minLength: 6, pattern: '^[0-9]+$' }),
    });
    const messages = validateAgainst(schema, { code: 'ab' });
    expect(Object.keys(messages)).toEqual(['code']);
    expect(messages.code).toMatch(/^Kód /);
  });

  it('a field without a title is called "Pole"', () => {
    const schema = objectSchema({ note: Type.String({ maxLength: 3 }) });
    expect(validateAgainst(schema, { note: 'abcd' })).toEqual({
      note: 'Pole je príliš dlhé (max. 3 znaky).',
    });
  });
});

describe('the react-hook-form resolver', () => {
  it('hands valid values through with no errors', async () => {
    const resolver = schemaResolver<{ email: string; password: string }>(LoginBody, loginOverrides);
    const values = { email: 'fan@hokej.sk', password: 'x' };
    const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result).toEqual({ values, errors: {} });
  });

  it('returns the Slovak messages as field errors', async () => {
    const resolver = schemaResolver<{ email: string; password: string }>(LoginBody, loginOverrides);
    const result = await resolver({ email: '', password: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ email: { type: 'validation', message: 'Vyplňte, prosím, e-mail.' } });
  });
});

describe('nested fields, cross-field rules and the API’s own validation errors', () => {
  const addressSchema = objectSchema({
    address: Type.Object({
      street: Type.String({ title: 'Ulica a číslo', minLength: 1 }),
      city: Type.String({ title: 'Mesto', minLength: 1, maxLength: 80 }),
    }),
  });

  it('a nested field is named by its dotted path and worded by its own title', () => {
    expect(validateAgainst(addressSchema, { address: { street: '', city: 'x'.repeat(81) } })).toEqual({
      'address.street': 'Ulica a číslo je povinná.',
      'address.city': 'Mesto je príliš dlhé (max. 80 znakov).',
    });
  });

  it('the resolver nests errors the way react-hook-form reads them', async () => {
    const resolver = schemaResolver<{ address: { street: string; city: string } }>(addressSchema);
    const result = await resolver({ address: { street: '', city: 'Zvolen' } }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({
      address: { street: { type: 'validation', message: 'Ulica a číslo je povinná.' } },
    });
  });

  it('a rule speaks only where the schema found nothing wrong', async () => {
    type Values = { email: string; password: string };
    const rule = (values: Values) => ({ password: `pravidlo ${values.password}`, email: 'pravidlo' });
    const resolver = schemaResolver<Values>(LoginBody, {}, [rule]);
    const result = await resolver({ email: '', password: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({
      email: { type: 'validation', message: 'E-mail je povinný.' },
      password: { type: 'validation', message: 'pravidlo x' },
    });
  });

  it("the API's field errors are worded per the form's titles; unknown fields are left to the caller", () => {
    const error = {
      status: 400,
      code: 'USER_PARAMETERS_MISSING' as const,
      message: 'Niektoré údaje chýbajú.',
      data: {
        errors: [
          { field: 'address.city', keyword: 'maxLength', message: 'Pole address.city je príliš dlhé.' },
          { field: 'address.street', keyword: 'required', message: 'Pole address.street je povinné.' },
          { field: 'hash', keyword: 'pattern', message: 'Pole hash má nesprávny formát.' },
        ],
      },
    };
    expect(serverFieldMessages(addressSchema, error)).toEqual({
      'address.city': 'Mesto je príliš dlhé (max. 80 znakov).',
      'address.street': 'Ulica a číslo je povinná.',
    });
  });
});

describe('the phone pattern', () => {
  const phone = objectSchema({ phoneNumber: Type.String({ maxLength: 20, pattern: patterns.phone }) });
  // The spec's own pattern, kept here to show both accept and refuse the same numbers.
  const spec = /^\+(\d{3}|\(\d{3}\))([ -]?\d+)+$/;
  const mine = new RegExp(patterns.phone);

  it('accepts and refuses exactly what the spec pattern does', () => {
    const samples = [
      '+421905123456',
      '+421 905 123 456',
      '+(421)905-123-456',
      '+421-905 123',
      '+4219',
      '+421',
      '+421 ',
      '+421  905',
      '+421 905 ',
      '0905123456',
      '+42 1905',
      '+(421 905',
      '+421 -905',
      '+421905x',
    ];
    for (const sample of samples) expect(mine.test(sample), sample).toBe(spec.test(sample));
  });

  it('refuses a long wrong number instead of freezing the form', () => {
    // With the spec's nested quantifier 25 digits took 9 s and each more doubled it: 40 would never end
    // within the test's time limit. The linear pattern answers at once.
    const errors = validateAgainst(phone, { phoneNumber: `+421${'9'.repeat(40)}x` });
    expect(errors.phoneNumber).toMatch(/nesprávny formát|príliš dlh/);
  });
});
