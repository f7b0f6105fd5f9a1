import { seasonCategoryInfo } from '@hokej/contract/constants';
import { slovakChars } from '@hokej/contract/validation';
import { describe, expect, it } from 'vitest';
import { t } from './shopI18n.ts';
import { duration, freeSeatsText, plural, sk, waitText } from './sk.ts';
import { attemptsLeftText } from './skAccount.ts';
import { formText } from './skFormText.ts';

const NBSP = '\u00a0';

describe('Slovak counts', () => {
  it('1 takes the singular, 2–4 the plural, 0 and 5+ the genitive plural', () => {
    const forms = (n: number) => plural(n, 'zápas', 'zápasy', 'zápasov');
    expect([0, 1, 2, 3, 4, 5, 11, 21].map(forms)).toEqual([
      '0 zápasov',
      '1 zápas',
      '2 zápasy',
      '3 zápasy',
      '4 zápasy',
      '5 zápasov',
      '11 zápasov',
      '21 zápasov',
    ]);
  });

  it('characters in validation messages, as the contract counts them for the API', () => {
    const chars = (count: number) => formText.t('validation.chars', { count });
    expect([0, 1, 3, 8, 5000].map(chars)).toEqual([
      '0 znakov',
      '1 znak',
      '3 znaky',
      '8 znakov',
      `5${NBSP}000 znakov`,
    ]);
    expect([0, 1, 3, 8, 5000].map(slovakChars)).toEqual([0, 1, 3, 8, 5000].map(chars));
  });

  it('matches of a season', () => {
    expect(t('events.matchCount', { count: 0 })).toBe('0 zápasov');
    expect(t('events.matchCount', { count: 1 })).toBe('1 zápas');
    expect(t('events.matchCount', { count: 4 })).toBe('4 zápasy');
    expect(t('events.matchCount', { count: 26 })).toBe('26 zápasov');
  });

  it('seats elsewhere in the cart', () => {
    expect(t('seats.otherSetups', { seats: t('units.seats', { count: 1 }) })).toBe(
      'V košíku máte aj ďalšie miesta: 1 miesto.',
    );
    expect(t('seats.otherSetups', { seats: t('units.seats', { count: 2 }) })).toBe(
      'V košíku máte aj ďalšie miesta: 2 miesta.',
    );
    expect(t('seats.otherSetups', { seats: t('units.seats', { count: 5 }) })).toBe(
      'V košíku máte aj ďalšie miesta: 5 miest.',
    );
  });

  it('free seats put the number first and agree the adjective with it', () => {
    expect(freeSeatsText(1)).toBe('1 voľné miesto');
    expect(freeSeatsText(2)).toBe('2 voľné miesta');
    expect(freeSeatsText(4)).toBe('4 voľné miesta');
    expect(freeSeatsText(5)).toBe('5 voľných miest');
    expect(freeSeatsText(0)).toBe('Vypredané');
    expect(t('arena.sectorLabel', { name: 'A11', free: t('units.freeSeats', { count: 0 }) })).toBe(
      'Sektor A11, 0 voľných miest',
    );
    expect(t('arena.sectorLabel', { name: 'A11', free: t('units.freeSeats', { count: 3 }) })).toBe(
      'Sektor A11, 3 voľné miesta',
    );
  });

  it('groups thousands with a non-breaking space', () => {
    expect(freeSeatsText(10014).replace(/\s/g, ' ')).toBe('10 014 voľných miest');
    expect(freeSeatsText(10014)).toMatch(new RegExp(`^10[${NBSP}\\u202f ]014 `));
  });
});

describe('season ticket categories', () => {
  it('PRODUCT is the Orly Fan Pack, as in the API catalogue', () => {
    expect(sk.priceTypes.PRODUCT).toBe('Orly Fan Pack');
    expect(sk.priceTypes.PRODUCT).toBe(seasonCategoryInfo.PRODUCT.label);
  });
});

describe('waits and validity periods', () => {
  it('seconds below a minute, else whole minutes rounded up, in the accusative', () => {
    expect([1, 2, 5, 59, 60, 61, 300].map(waitText)).toEqual([1, 2, 5, 59, 60, 61, 300].map(duration));
    expect([1, 2, 5, 59, 60, 61, 300].map(duration)).toEqual([
      '1 sekundu',
      '2 sekundy',
      '5 sekúnd',
      '59 sekúnd',
      '1 minútu',
      '2 minúty',
      '5 minút',
    ]);
  });

  it('tries left on a phone code agree with the count', () => {
    expect(attemptsLeftText(1)).toBe('Zostáva 1 pokus.');
    expect(attemptsLeftText(3)).toBe('Zostávajú 3 pokusy.');
    expect(attemptsLeftText(5)).toBe('Zostáva 5 pokusov.');
    expect(attemptsLeftText(0)).toBe('Tento kód už nemožno použiť. Vyžiadajte si nový.');
  });
});
