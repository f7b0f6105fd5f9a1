// @vitest-environment happy-dom
import { IBAN_INVALID_MESSAGE } from '@hokej/contract/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cartOf, heldSeat } from '../../../shared/testing/cartFixtures.test-utils.ts';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

const ADDRESS = { street: 'Hlavná 1', city: 'Zvolen', postcode: '960 01', country: 'SK' as const };
const jana = janaAccount({ address: { ...ADDRESS, companyName: '' }, iban: 'SK6409000000005123456789' });

const cart = cartOf([heldSeat()]);
const paid = {
  status: 201,
  body: { orderId: '22222222-2222-4222-8222-222222222222', redirectUrl: '/v2/payment/sandbox/abc' },
};

function openCheckout(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /v2/cart': { status: 200, body: cart },
    'GET /v2/user/my-account': { status: 200, body: jana },
    ...handlers,
  });
  renderPage(<CheckoutPage />, { route: '/checkout', store: makeStore({ session: janaSession() }) });
  return api;
}

async function pay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/Súhlasím so všeobecnými obchodnými podmienkami/));
  await user.click(screen.getByLabelText(/Súhlasím so spracovaním kontaktných údajov/));
  await user.click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
}

// A form filled key by key: more than the default 5 s on a busy machine.
describe('checkout: the IBAN in the invoice details', { timeout: 20_000 }, () => {
  it("the account's IBAN is prefilled in groups of four and sent without spaces", async () => {
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const api = openCheckout({ 'POST /v2/cart/pay': paid });
    const user = userEvent.setup();
    const iban = (await screen.findByLabelText('IBAN')) as HTMLInputElement;
    await vi.waitFor(() => expect(iban.value).toBe('SK64 0900 0000 0051 2345 6789'));
    expect(screen.getByText(/Ak uvediete IBAN, bude na faktúre/)).toBeTruthy();
    // happy-dom does not show the value react-hook-form sets on a select (Chromium does).
    await user.selectOptions(screen.getByLabelText('Krajina'), 'SK');
    await pay(user);
    await vi.waitFor(() => expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(1));
    expect((api.callsTo('POST /v2/cart/pay')[0] as ApiCall).body).toMatchObject({
      invoice: { address: ADDRESS, iban: 'SK6409000000005123456789' },
    });
  });

  it('wrong check digits are said under the IBAN and nothing is sent', async () => {
    const api = openCheckout({ 'POST /v2/cart/pay': paid });
    const user = userEvent.setup();
    const iban = await screen.findByLabelText('IBAN');
    await user.clear(iban);
    await user.type(iban, 'SK64 0900 0000 0051 2345 6798');
    await pay(user);
    expect(await screen.findByText(IBAN_INVALID_MESSAGE)).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(0);
  });

  it("the server's refusal of the IBAN is said under the field", async () => {
    const api = openCheckout({
      'POST /v2/cart/pay': apiError(
        400,
        'ORDER_INVALID_CHECKOUT_PARAMS',
        'Údaje objednávky nie sú vyplnené správne.',
        {
          errors: [{ field: 'invoice.iban', keyword: 'iban', message: IBAN_INVALID_MESSAGE }],
        },
      ),
    });
    const user = userEvent.setup();
    await screen.findByLabelText('IBAN');
    await user.selectOptions(screen.getByLabelText('Krajina'), 'SK');
    await pay(user);
    await vi.waitFor(() => expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(1));
    expect(await screen.findByText(IBAN_INVALID_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
  });
});
