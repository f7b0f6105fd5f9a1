import { describe, expect, it } from 'vitest';
import { languageOnArrival } from './shopLanguageChoice.ts';

describe('the language of a visit', () => {
  it('a first visit from a browser preferring Slovak or Czech is in Slovak', () => {
    expect(languageOnArrival(null, ['sk-SK', 'en'])).toBe('sk');
    expect(languageOnArrival(null, ['cs', 'en-US'])).toBe('sk');
  });

  it('a first visit from a browser preferring neither is in English', () => {
    expect(languageOnArrival(null, ['en-US'])).toBe('en');
    expect(languageOnArrival(null, ['de-AT', 'de'])).toBe('en');
    expect(languageOnArrival(null, ['hu', 'sk'])).toBe('sk');
  });

  it('the fan’s remembered choice wins over the browser', () => {
    expect(languageOnArrival('sk', ['en-US'])).toBe('sk');
    expect(languageOnArrival('en', ['sk'])).toBe('en');
    expect(languageOnArrival('de', ['sk'])).toBe('sk');
  });
});
