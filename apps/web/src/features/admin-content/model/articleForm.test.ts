import { describe, expect, it } from 'vitest';
import { type ArticleFormValues, emptyArticleForm, hashFromTitle, toArticleBody } from './articleForm.ts';

const values = (over: Partial<ArticleFormValues> = {}): ArticleFormValues => ({
  ...emptyArticleForm(),
  title: ' Parkovanie pri štadióne ',
  hash: 'parkovanie',
  body: '# Parkovanie\n\nZadarmo.',
  ...over,
});

describe('article form', () => {
  it('suggests an address without diacritics from the title', () => {
    expect(hashFromTitle('Parkovanie pri štadióne')).toBe('parkovanie-pri-stadione');
    expect(hashFromTitle('  Čo je nové? Ľadová plocha & šatne!  ')).toBe('co-je-nove-ladova-plocha-satne');
    expect(hashFromTitle('')).toBe('');
  });

  it('builds the whole page; an empty menu label takes the title', () => {
    expect(toArticleBody(values({ inMenu: true, menuOrder: '3' }))).toEqual({
      errors: {},
      body: {
        title: 'Parkovanie pri štadióne',
        hash: 'parkovanie',
        menuLabel: 'Parkovanie pri štadióne',
        menuOrder: 3,
        inMenu: true,
        body: '# Parkovanie\n\nZadarmo.',
      },
    });
  });

  it('says what is missing or wrong, and builds nothing', () => {
    const { body, errors } = toArticleBody(
      values({ title: ' ', hash: 'Veľká Adresa', menuOrder: '-1', body: ' ' }),
    );
    expect(body).toBeUndefined();
    expect(errors).toEqual({
      title: 'Vyplňte, prosím, toto pole.',
      hash: expect.stringMatching(/malé písmená/),
      menuOrder: 'Zadajte celé číslo od 0 do 1000.',
      body: 'Vyplňte, prosím, toto pole.',
    });
  });

  it('sends the English version only when it is filled; its menu label takes its title', () => {
    expect(toArticleBody(values({ titleEn: ' ', menuLabelEn: '', bodyEn: ' \n' })).body).not.toHaveProperty(
      'titleEn',
    );
    expect(toArticleBody(values({ titleEn: ' Parking ', bodyEn: '# Parking' })).body).toMatchObject({
      titleEn: 'Parking',
      menuLabelEn: 'Parking',
      bodyEn: '# Parking',
    });
  });

  it('an English version is whole or absent: a title without a text (or the reverse) is refused', () => {
    const missing = 'Vyplňte aj toto pole, alebo nechajte anglickú verziu celú prázdnu.';
    expect(toArticleBody(values({ titleEn: 'Parking' }))).toEqual({ errors: { bodyEn: missing } });
    expect(toArticleBody(values({ menuLabelEn: 'Parking', bodyEn: 'Text' }))).toEqual({
      errors: { titleEn: missing },
    });
  });
});
