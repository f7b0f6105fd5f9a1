// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

const openAs = (role: 'ADMIN' | 'CASHIER') => {
  mockApi({});
  const store = makeStore({ session: janaSession({ roles: [role] }, { role: [role] }) });
  renderPage(<AdminDashboardPage />, { route: '/admin', store });
};

const toolLinks = () =>
  screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')] as const);

describe('back office dashboard', () => {
  it('an admin is offered every back-office page, and no promise of tools to come', () => {
    openAs('ADMIN');
    expect(toolLinks()).toEqual([
      ['Kontrola vstupeniek', '/admin/check-in'],
      ['Košíky na odkaz', '/admin/push-carts'],
      ['Objednávky', '/admin/orders'],
      ['Zápasy', '/admin/events'],
      ['Sezóny a permanentky', '/admin/seasons'],
      ['Obnovenie permanentiek', '/admin/renewals'],
      ['Import bankového výpisu', '/admin/bank'],
      ['Spôsoby platby', '/admin/payment-types'],
      ['Zľavové kódy', '/admin/coupons'],
      ['Informačné stránky', '/admin/articles'],
      ['Vzhľad klubu', '/admin/club'],
      ['Záznam úkonov', '/admin/audit-log'],
      ['Predaj', '/admin/sales'],
      ['Virtuálny rad', '/admin/queue'],
    ]);
    expect(screen.queryByText(/pribudnú/)).toBeNull();
  });

  it('a cashier is offered only the box office and the gate', () => {
    openAs('CASHIER');
    expect(toolLinks()).toEqual([
      ['Kontrola vstupeniek', '/admin/check-in'],
      ['Košíky na odkaz', '/admin/push-carts'],
      ['Objednávky', '/admin/orders'],
    ]);
    expect(screen.getByText('Nástroje pre pokladňu a vstup na štadión.')).toBeTruthy();
    expect(screen.queryByText(/pribudnú/)).toBeNull();
  });
});
