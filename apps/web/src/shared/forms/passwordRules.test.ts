import { ChangePasswordBody } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { newPasswordOverrides, passwordsMatch } from './passwordRules.ts';
import { validateAgainst } from './schemaValidation.ts';

const tooSimple =
  'Heslo je príliš jednoduché. Musí mať aspoň 8 znakov, malé aj veľké písmeno, číslicu a špeciálny znak.';

describe('a new password (spec section 5)', () => {
  const check = (newPassword: string) =>
    validateAgainst(
      ChangePasswordBody,
      { oldPassword: 'x', newPassword, newPasswordRetype: newPassword },
      newPasswordOverrides('newPassword'),
    ).newPassword;

  it('is too simple without a capital, a digit, a special character, or under 8 characters', () => {
    for (const password of ['tajne-heslo1', 'Tajne-Heslo', 'TajneHeslo1', 'Ta-He1', 'TAJNE-HESLO1']) {
      expect(check(password)).toBe(tooSimple);
    }
  });

  it('passes with all four kinds of character and 8 or more of them', () => {
    expect(check('Tajne-Heslo1')).toBeUndefined();
    expect(check('Ťažké-Heslo9')).toBeUndefined();
  });

  it('a retyped password that differs says "Heslá sa nezhodujú"', () => {
    const rule = passwordsMatch<{ a: string; b: string }>('a', 'b');
    expect(rule({ a: 'Tajne-Heslo1', b: 'Tajne-Heslo2' })).toEqual({ b: 'Heslá sa nezhodujú.' });
    expect(rule({ a: 'Tajne-Heslo1', b: 'Tajne-Heslo1' })).toEqual({});
    // An empty retype is the schema's "required", not a mismatch.
    expect(rule({ a: 'Tajne-Heslo1', b: '' })).toEqual({});
  });
});
