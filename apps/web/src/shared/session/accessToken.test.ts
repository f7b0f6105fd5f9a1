import { describe, expect, it } from 'vitest';
import { readAccessClaims } from './accessToken.ts';
import { base64Url } from './sessionFixtures.test-utils.ts';

const tokenWith = (claims: unknown) =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;

describe('reading the access token', () => {
  it('reads the user id, roles, name and expiry from the payload', () => {
    const token = tokenWith({ sub: 'u-1', role: ['USER', 'B2B'], name: 'Peter Novák', exp: 1_900_000_000 });
    expect(readAccessClaims(token)).toEqual({
      sub: 'u-1',
      role: ['USER', 'B2B'],
      name: 'Peter Novák',
      exp: 1_900_000_000,
    });
  });

  it('decodes Slovak diacritics in the name (UTF-8, not Latin-1)', () => {
    expect(readAccessClaims(tokenWith({ name: 'Ján Kováč Ľubošovský' }))?.name).toBe('Ján Kováč Ľubošovský');
  });

  it('decodes base64url payloads that contain - and _ characters', () => {
    // '?>' and '~~~' encode to base64 with '/' and '+' — base64url turns them into '_' and '-'.
    const payload = base64Url({ name: '??>>~~~' });
    expect(payload).toMatch(/[-_]/);
    expect(readAccessClaims(`h.${payload}.s`)?.name).toBe('??>>~~~');
  });

  it('fills missing claims with empty values instead of failing', () => {
    expect(readAccessClaims(tokenWith({}))).toEqual({ sub: '', role: [], name: '', exp: 0 });
  });

  it('ignores a role claim that is not a list', () => {
    expect(readAccessClaims(tokenWith({ role: 'ADMIN' }))?.role).toEqual([]);
  });

  it('returns null for a token without a payload part', () => {
    expect(readAccessClaims('just-one-part')).toBeNull();
    expect(readAccessClaims('')).toBeNull();
  });

  it('returns null for a payload that is not base64 JSON', () => {
    expect(readAccessClaims('h.%%%not-base64%%%.s')).toBeNull();
    expect(readAccessClaims(`h.${btoa('not json')}.s`)).toBeNull();
  });
});
