// @vitest-environment happy-dom
import { POSTCODE_INVALID_MESSAGE } from '@hokej/contract/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { apiError, makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { AccountPage } from './AccountPage.tsx';

const ADDRESS = { street: 'Hlavná 1', city: 'Zvolen', postcode: '960 01', country: 'SK' as const };
const jana = janaAccount({ address: { ...ADDRESS, companyName: '' } });

function openAccount(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /v2/user/my-account': { status: 200, body: jana }, ...handlers });
  renderPage(<AccountPage />, { route: '/account', store: makeStore({ session: janaSession() }) });
  return api;
}

const invoiceForm = () => screen.findByRole('form', { name: 'Fakturačné údaje' });
const save = (form: HTMLElement) =>
  userEvent.click(within(form).getByRole('button', { name: 'Uložiť fakturačné údaje' }));

describe('my account: the postcode in the invoice details', { timeout: 20_000 }, () => {
  it('a Slovak postcode off the zip rule is said under the field in Slovak and nothing is sent', async () => {
    const api = openAccount({
      'PATCH /v2/user': (call) => ({ status: 200, body: { ...jana, ...(call.body as object) } }),
    });
    const form = await invoiceForm();
    // happy-dom does not show the value react-hook-form sets on a select (see AccountPage.test.tsx).
    await userEvent.selectOptions(within(form).getByLabelText('Krajina'), 'SK');
    const postcode = within(form).getByLabelText('PSČ') as HTMLInputElement;
    await vi.waitFor(() => expect(postcode.value).toBe('960 01'));
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'ABCDE');
    await save(form);
    expect(await within(form).findByText(POSTCODE_INVALID_MESSAGE)).toBeTruthy();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH /v2/user')).toHaveLength(0);
    // Right by the rule, it is sent.
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '96001');
    await save(form);
    await vi.waitFor(() => expect(api.callsTo('PATCH /v2/user')).toHaveLength(1));
    expect(api.callsTo('PATCH /v2/user')[0]?.body).toMatchObject({
      address: { postcode: '96001', country: 'SK' },
    });
  });

  it("the server's refusal of the postcode is shown under the field", async () => {
    openAccount({
      'PATCH /v2/user': apiError(400, 'USER_PARAMETERS_MISSING', 'Niektoré údaje chýbajú.', {
        errors: [{ field: 'address.postcode', keyword: 'postcode', message: POSTCODE_INVALID_MESSAGE }],
      }),
    });
    const form = await invoiceForm();
    await userEvent.selectOptions(within(form).getByLabelText('Krajina'), 'AT');
    const postcode = within(form).getByLabelText('PSČ');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '1010');
    await save(form);
    expect(await within(form).findByText(POSTCODE_INVALID_MESSAGE)).toBeTruthy();
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
  });
});
