import type { MySeasonTicket } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { holderValues, photoProblem, registrationFormData } from './holderForm.ts';

const ticket = {
  id: '00000000-0000-4000-8000-000000000001',
  category: 'STUDENT',
  seasonStartsAt: '2026-09-01T16:00:00.000Z',
  holder: null,
} as unknown as MySeasonTicket;

describe('holder form model', () => {
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
});
