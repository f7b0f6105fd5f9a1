import { describe, expect, it } from 'vitest';
import { accessOutcome } from './routeAccess.ts';

describe('route guard outcomes', () => {
  it('public routes are open to everyone', () => {
    expect(accessOutcome('Public', false, [])).toBe('allowed');
    expect(accessOutcome('Public', true, ['USER'])).toBe('allowed');
  });

  it('a logged-out visitor of an authenticated route gets the login dialog', () => {
    expect(accessOutcome('AuthenticatedUser', false, [])).toBe('loginRequired');
  });

  it('any logged-in user may open an authenticated route', () => {
    expect(accessOutcome('AuthenticatedUser', true, [])).toBe('allowed');
    expect(accessOutcome('AuthenticatedUser', true, ['USER'])).toBe('allowed');
  });

  it('a logged-out visitor of a role route gets the login dialog, not permission denied', () => {
    expect(accessOutcome(['ADMIN'], false, ['ADMIN'])).toBe('loginRequired');
  });

  it('a logged-in user with one of the roles may enter', () => {
    expect(accessOutcome(['ADMIN'], true, ['USER', 'ADMIN'])).toBe('allowed');
    expect(accessOutcome(['ADMIN', 'CASHIER'], true, ['CASHIER'])).toBe('allowed');
  });

  it('a logged-in user without any of the roles gets permission denied', () => {
    expect(accessOutcome(['ADMIN', 'CASHIER'], true, ['USER'])).toBe('denied');
    expect(accessOutcome(['B2B'], true, [])).toBe('denied');
  });

  it('roles match whole names only', () => {
    expect(accessOutcome(['ADMIN'], true, ['ADMINISTRATOR', 'admin'])).toBe('denied');
  });
});
