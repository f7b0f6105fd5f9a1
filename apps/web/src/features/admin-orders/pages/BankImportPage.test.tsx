// @vitest-environment happy-dom
import type { StatementImport } from '@hokej/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  apiError,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { BankImportPage } from './BankImportPage.tsx';

const xml = '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"/>';
const statementFile = () => new File([xml], 'vypis-2026-12-05.xml', { type: 'text/xml' });

type Payment = StatementImport['payments'][number];
const payment = (entryReference: string, overrides: Partial<Payment>): Payment => ({
  entryReference,
  amount: 2700,
  currency: 'EUR',
  variableSymbol: '100010',
  counterparty: 'Jana Hrašková',
  outcome: 'MATCHED',
  orderId: '0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4',
  differenceCents: null,
  ...overrides,
});

function openBank(answer: ApiAnswer) {
  const api = mockApi({ 'POST /v2/admin/bank-statements': answer });
  const store = makeStore({ session: janaSession({ roles: ['ADMIN'] }, { role: ['ADMIN'] }) });
  renderPage(<BankImportPage />, { route: '/admin/bank', store });
  return { api, user: userEvent.setup() };
}

describe('bank statement import', () => {
  it('the uploaded XML goes to the API as is, and every payment is listed with its Slovak outcome', async () => {
    const { api, user } = openBank({
      status: 200,
      body: {
        imported: 3,
        skipped: 1,
        payments: [
          payment('E-1', {}),
          payment('E-2', { outcome: 'UNDERPAID', amount: 2000, differenceCents: 700 }),
          payment('E-3', { outcome: 'UNKNOWN', variableSymbol: '999', orderId: null }),
          payment('E-4', { outcome: 'ORDER_NOT_OPEN' }),
          payment('E-5', { outcome: 'CURRENCY_MISMATCH', currency: 'CZK', amount: 67550 }),
        ],
      } satisfies StatementImport,
    });
    await user.upload(screen.getByLabelText('Súbor výpisu (XML)'), statementFile());
    await user.click(screen.getByRole('button', { name: 'Importovať výpis' }));

    expect(
      await screen.findByText('Importované platby: 3. Preskočené (už importované skôr): 1.'),
    ).toBeTruthy();
    const [call] = api.callsTo('POST /v2/admin/bank-statements');
    expect(call?.body).toBe(xml);
    expect(call?.auth).toMatch(/^Bearer /);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]?.textContent)).toEqual([
      'Spárovaná a zaplatená objednávka',
      'Nedoplatok',
      'Neznámy variabilný symbol',
      'Objednávka už nečaká na platbu',
      'Iná mena',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('chýba 7,00 €')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('675,50\u00a0CZK');
  });

  it('the request carries the XML content type', async () => {
    const { user } = openBank({ status: 200, body: { imported: 0, skipped: 0, payments: [] } });
    await user.upload(screen.getByLabelText('Súbor výpisu (XML)'), statementFile());
    await user.click(screen.getByRole('button', { name: 'Importovať výpis' }));
    expect(await screen.findByText('Výpis neobsahuje žiadne prichádzajúce platby.')).toBeTruthy();
    const request = vi.mocked(fetch).mock.calls[0]?.[0] as Request;
    expect(request.headers.get('Content-Type')).toBe('application/xml');
  });

  it('a statement imported before says nothing changed, not that it has no payments', async () => {
    const { user } = openBank({ status: 200, body: { imported: 0, skipped: 7, payments: [] } });
    await user.upload(screen.getByLabelText('Súbor výpisu (XML)'), statementFile());
    await user.click(screen.getByRole('button', { name: 'Importovať výpis' }));
    expect(await screen.findByText(/už boli importované skôr; nič sa nezmenilo/)).toBeTruthy();
    expect(screen.queryByText('Výpis neobsahuje žiadne prichádzajúce platby.')).toBeNull();
  });

  it('a statement the API cannot read shows its message', async () => {
    const { user } = openBank(
      apiError(
        400,
        'BANK_STATEMENT_INVALID',
        'Bankový výpis sa nedá načítať (očakáva sa camt.053 účtu klubu).',
      ),
    );
    await user.upload(screen.getByLabelText('Súbor výpisu (XML)'), statementFile());
    await user.click(screen.getByRole('button', { name: 'Importovať výpis' }));
    expect(
      await screen.findByText('Bankový výpis sa nedá načítať (očakáva sa camt.053 účtu klubu).'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('importing without a file asks for one and sends nothing', async () => {
    const { api, user } = openBank({ status: 200, body: {} });
    await user.click(screen.getByRole('button', { name: 'Importovať výpis' }));
    expect(screen.getByText('Vyberte, prosím, súbor výpisu.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
