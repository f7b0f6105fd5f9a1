import type { MySeasonTicket } from '@hokej/contract';
import { seasonAgeProblem } from '@hokej/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { ageMessage, holderValues, photoProblem, registrationFormData } from './holderForm.ts';

const ticket = {
  id: '00000000-0000-4000-8000-000000000001',
  category: 'STUDENT',
  seasonStartsAt: '2026-09-01T16:00:00.000Z',
  holder: null,
} as unknown as MySeasonTicket;

describe('holder form model', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('starts empty with Slovakia and the ticket’s category', () => {
    expect(holderValues(ticket)).toMatchObject({ firstName: '', country: 'SK', seasonTicketType: 'STUDENT' });
  });

  it('accepts a JPG or PNG up to 10 MB; a first registration needs one', () => {
    const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'f', { type });
    expect(photoProblem(null, true)).toBe('Fotografia držiteľa je povinná.');
    expect(photoProblem(null, false)).toBeNull();
    expect(photoProblem(file('image/jpeg'), true)).toBeNull();
    expect(photoProblem(file('image/png'), true)).toBeNull();
    expect(photoProblem(file('image/gif'), true)).toBe('Fotografia musí byť vo formáte JPG alebo PNG.');
    expect(photoProblem(file('image/png', 10 * 1024 * 1024 + 1), true)).toMatch(/menším rozlíšením/);
  });

  it('sends trimmed fields and the photo only when one was chosen', () => {
    const fields = { ...holderValues(ticket), firstName: ' Jana ', seasonTicketType: 'STUDENT' as const };
    const without = registrationFormData(fields, null);
    expect(without.get('firstName')).toBe('Jana');
    expect(without.has('ticketPhoto')).toBe(false);
    const photo = new File([new Uint8Array([1])], 'jana.jpg', { type: 'image/jpeg' });
    expect((registrationFormData(fields, photo).get('ticketPhoto') as File).name).toBe('jana.jpg');
  });

  it('words the age rule in Slovak as the server does, for every count form', () => {
    const kids = { ...ticket, category: 'KIDS' } as MySeasonTicket;
    const cases: Array<[MySeasonTicket, string]> = [
      [ticket, '2012-01-01'], // 14 rokov, STUDENT from 15
      [ticket, '1998-01-01'], // 28 rokov
      [ticket, '2026-10-01'], // after the season's start
      [kids, '2008-01-01'], // 18 rokov, KIDS up to 15
      [ticket, '2005-06-01'], // 21: fits
    ];
    for (const [which, born] of cases) {
      expect(ageMessage(which, born)).toBe(seasonAgeProblem(which.category as 'KIDS', born, '2026-09-01'));
    }
    expect(ageMessage(ticket, '2012-01-01')).toBe(
      'Kategória STUDENT je pre držiteľov od 15 do 26 rokov k prvému dňu sezóny (01.09.2026); držiteľ bude mať v tento deň 14 rokov.',
    );
  });

  it('says the age rule and the photo’s problems in English', async () => {
    await switchShopLanguage('en');
    expect(ageMessage(ticket, '2012-01-01')).toBe(
      'The STUDENT category is for holders aged 15 to 26 on the first day of the season (01/09/2026); the holder will be 14 years old on that day.',
    );
    expect(ageMessage({ ...ticket, category: 'KIDS' } as MySeasonTicket, '2010-06-01')).toBe(
      'The KIDS category is for holders aged up to 15 inclusive on the first day of the season (01/09/2026); the holder will be 16 years old on that day.',
    );
    expect(ageMessage(ticket, '2026-10-01')).toBe(
      'The date of birth cannot be after the start of the season.',
    );
    expect(photoProblem(null, true)).toBe("Holder's photo is required.");
    expect(photoProblem(new File([new Uint8Array(1)], 'f', { type: 'image/gif' }), true)).toBe(
      'The photo must be a JPG or PNG file.',
    );
  });
});
