// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openAs = (role: 'ADMIN' | 'CASHIER') => {
  mockApi({});
  const store = makeStore({ session: janaSession({ roles: [role] }, { role: [role] }) });
  renderPage(<AdminDashboardPage />, { route: '/admin', store });
};

describe('back office dashboard', () => {
  it('an admin sees both tools and that more are coming', () => {
    openAs('ADMIN');
    expect(screen.getByRole('link', { name: 'Kontrola vstupeniek' }).getAttribute('href')).toBe(
      '/admin/check-in',
    );
    expect(screen.getByRole('link', { name: 'Import bankového výpisu' }).getAttribute('href')).toBe(
      '/admin/bank',
    );
    expect(screen.getByRole('link', { name: 'Zľavové kódy' }).getAttribute('href')).toBe('/admin/coupons');
    expect(screen.getByText(/pribudnú postupne/)).toBeTruthy();
  });

  it('a cashier sees the gate check but not the bank import', () => {
    openAs('CASHIER');
    expect(screen.getByRole('link', { name: 'Kontrola vstupeniek' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Import bankového výpisu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zľavové kódy' })).toBeNull();
  });
});
