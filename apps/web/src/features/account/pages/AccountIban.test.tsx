// @vitest-environment happy-dom
import type { MyAccount } from '@hokej/contract';
import { IBAN_INVALID_MESSAGE } from '@hokej/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AccountPage } from './AccountPage.tsx';

const ADDRESS = { street: 'Hlavná 1', city: 'Zvolen', postcode: '960 01', country: 'SK' as const };
const jana = janaAccount({ address: { ...ADDRESS, companyName: '' } });

function openAccount(account: MyAccount, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /v2/user/my-account': { status: 200, body: account }, ...handlers });
  const store = makeStore({ session: janaSession() });
  renderPage(<AccountPage />, { route: '/account', store });
  return { api, store };
}

const invoiceForm = () => screen.findByRole('form', { name: 'Fakturačné údaje' });
const save = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Uložiť fakturačné údaje' }));

// Typing a whole IBAN key by key takes a while on a busy machine.
describe('my account: the IBAN in the invoice details', { timeout: 20_000 }, () => {
  it('a private person saves an IBAN typed in lower case with spaces; it is sent without them', async () => {
    const { api, store } = openAccount(jana, {
      'PATCH /v2/user': (call) => ({
        status: 200,
        body: { ...jana, ...(call.body as object) },
      }),
    });
    const form = await invoiceForm();
    const iban = within(form).getByLabelText('IBAN') as HTMLInputElement;
    expect(iban.value).toBe('');
    expect(within(form).getByText(/Nepovinné\. Naň vám vrátime peniaze/)).toBeTruthy();
    // happy-dom does not show the value react-hook-form sets on a select (see AccountPage.test.tsx).
    await userEvent.selectOptions(within(form).getByLabelText('Krajina'), 'SK');
    await userEvent.type(iban, 'sk64 0900 0000 0051 2345 6789');
    await save(form);
    await vi.waitFor(() => expect(api.callsTo('PATCH /v2/user')).toHaveLength(1));
    expect(api.callsTo('PATCH /v2/user')[0]?.body).toMatchObject({
      address: { ...ADDRESS, companyName: '' },
      companyId: '',
      iban: 'SK6409000000005123456789',
    });
    await vi.waitFor(() => expect(toastTexts(store)).toContain('Fakturačné údaje boli uložené.'));
    // The saved IBAN comes back in groups of four.
    await vi.waitFor(() => expect(iban.value).toBe('SK64 0900 0000 0051 2345 6789'));
  });

  it('the saved IBAN is shown in groups of four, and clearing it sends an empty one', async () => {
    const { api } = openAccount(
      { ...jana, iban: 'SK6409000000005123456789' },
      { 'PATCH /v2/user': (call) => ({ status: 200, body: { ...jana, ...(call.body as object) } }) },
    );
    const form = await invoiceForm();
    const iban = within(form).getByLabelText('IBAN') as HTMLInputElement;
    await vi.waitFor(() => expect(iban.value).toBe('SK64 0900 0000 0051 2345 6789'));
    await userEvent.clear(iban);
    await save(form);
    await vi.waitFor(() => expect(api.callsTo('PATCH /v2/user')).toHaveLength(1));
    expect(api.callsTo('PATCH /v2/user')[0]?.body).toMatchObject({ iban: '' });
  });

  it('a wrong shape or wrong check digits are said under the field and nothing is sent', async () => {
    const { api } = openAccount(jana);
    const form = await invoiceForm();
    const iban = within(form).getByLabelText('IBAN');
    await userEvent.type(iban, '0900 0000 0051');
    await save(form);
    expect(await within(form).findByText(/^IBAN má tvar kódu krajiny, 2 kontrolných číslic/)).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(iban);
    await userEvent.type(iban, 'SK64 0900 0000 0051 2345 6798');
    await save(form);
    expect(await within(form).findByText(IBAN_INVALID_MESSAGE)).toBeTruthy();
    expect(api.callsTo('PATCH /v2/user')).toHaveLength(0);
  });

  it("the server's refusal of the IBAN is shown under the field", async () => {
    openAccount(jana, {
      'PATCH /v2/user': apiError(400, 'USER_PARAMETERS_MISSING', 'Niektoré údaje chýbajú.', {
        errors: [{ field: 'iban', keyword: 'iban', message: IBAN_INVALID_MESSAGE }],
      }),
    });
    const form = await invoiceForm();
    // Right by the web's check (the server is the judge in the end): e.g. a checksum rule changed.
    await userEvent.type(within(form).getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await save(form);
    expect(await within(form).findByText(IBAN_INVALID_MESSAGE)).toBeTruthy();
    expect(within(form).getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
  });
});
