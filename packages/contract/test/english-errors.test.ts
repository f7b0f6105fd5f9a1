import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCatalogue } from '../src/errors.ts';
import { englishMessages, errorMessageIn } from '../src/errors-en.ts';
import { acceptedLanguages, shopLanguageFor } from '../src/language.ts';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the error catalogue in English', () => {
  it('has every code, with the placeholders of its Slovak message, in English words', () => {
    expect(Object.keys(englishMessages).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      const english = englishMessages[code];
      const slovak = errorCatalogue[code].message;
      expect({ code, placeholders: placeholders(english) }).toEqual({
        code,
        placeholders: placeholders(slovak),
      });
      expect({ code, english }).not.toEqual({ code, english: slovak });
      // Slovak's own letters would mean a message left untranslated.
      expect({ code, english }).not.toEqual({ code, english: expect.stringMatching(/[áäčďéíĺľňóôŕšťúýž]/i) });
      expect(english).toMatch(/^[A-Z].*[.)]$/);
    }
  });

  it('fills the placeholders in either language', () => {
    const data = { suggestedSeat: { row: '4', name: '12' } };
    expect(errorMessageIn('en', 'SEAT_GAP', data)).toBe(
      'This would leave a single free seat alone in the row. Please choose row 4, seat 12 instead.',
    );
    expect(errorMessageIn('sk', 'SEAT_GAP', data)).toBe(
      'Takto by v rade ostalo jedno osamotené voľné miesto. Zvoľte, prosím, namiesto toho rad 4, miesto 12.',
    );
  });
});

describe('the shop language of a visitor', () => {
  it('is Slovak for Slovak or Czech readers and for a client that names no language', () => {
    expect(shopLanguageFor(acceptedLanguages('sk-SK,sk;q=0.9,en;q=0.8'))).toBe('sk');
    expect(shopLanguageFor(acceptedLanguages('cs-CZ,cs;q=0.9'))).toBe('sk');
    expect(shopLanguageFor(acceptedLanguages('de-DE, sk;q=0.5'))).toBe('sk');
    expect(shopLanguageFor(acceptedLanguages(undefined))).toBe('sk');
    expect(shopLanguageFor(acceptedLanguages(''))).toBe('sk');
  });

  it('is English for a browser that prefers neither Slovak nor Czech', () => {
    expect(shopLanguageFor(acceptedLanguages('en-GB,en;q=0.9'))).toBe('en');
    expect(shopLanguageFor(acceptedLanguages('de-DE,de;q=0.9'))).toBe('en');
    expect(shopLanguageFor(acceptedLanguages('sk;q=0.2, en-US;q=0.8'))).toBe('en');
    expect(shopLanguageFor(['pl-PL', 'en-US'])).toBe('en');
  });

  it('reads Accept-Language by quality, then as written, without refused or wildcard entries', () => {
    expect(acceptedLanguages('sk;q=0.5, en-US, de;q=0.9, fr;q=0, *;q=0.1')).toEqual(['en-US', 'de', 'sk']);
    expect(acceptedLanguages(' hu ; q=0.7 ,cs')).toEqual(['cs', 'hu']);
  });
});
