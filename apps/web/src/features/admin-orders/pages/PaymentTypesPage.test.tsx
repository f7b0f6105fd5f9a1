// @vitest-environment happy-dom
import type { PaymentTypeRoles } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { PaymentTypesPage } from './PaymentTypesPage.tsx';

const open: PaymentTypeRoles = { CARD: [], BANK_TRANSFER: [], INSTALLMENTS: [] };

function openPage(put: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    'GET /v2/admin/payment-types': { status: 200, body: open },
    'PUT /v2/admin/payment-types': put,
  });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<PaymentTypesPage />, { route: '/admin/payment-types', store });
  return api;
}

describe('payment types by role (ADMIN)', () => {
  it('shows each type open to everybody, and saves a transfer kept for B2B', async () => {
    const api = openPage((call: ApiCall) => ({ status: 200, body: call.body }));
    const transferRow = (await screen.findByRole('rowheader', { name: /Bankový prevod/ })).closest('tr');
    expect(within(transferRow as HTMLElement).getByText('Všetci')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Bankový prevod: povoliť pre rolu Firemný zákazník (B2B)'));
    expect(within(transferRow as HTMLElement).queryByText('Všetci')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Nastavenie bolo uložené.')).toBeTruthy();
    expect((api.callsTo('PUT /v2/admin/payment-types')[0] as ApiCall).body).toEqual({
      ...open,
      BANK_TRANSFER: ['B2B'],
    });
  });

  it("says the API's refusal in Slovak", async () => {
    openPage(apiError(400, 'PAYMENT_PARAMETERS_MISSING', 'Chýbajú údaje platby.'));
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Na splátky: povoliť pre rolu Fanúšik'));
    await user.click(screen.getByRole('button', { name: 'Uložiť' }));
    expect(await screen.findByText('Chýbajú údaje platby.')).toBeTruthy();
  });
});
