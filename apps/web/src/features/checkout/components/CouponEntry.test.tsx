// @vitest-environment happy-dom
import type { CartResponse } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GlobalErrorDialog } from '../../../shared/errors/GlobalErrorDialog.tsx';
import { formatPrice } from '../../../shared/format/money.ts';
import { cartOf, heldSeat } from '../../../shared/testing/cartFixtures.test-utils.ts';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { apiError, makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { CheckoutPage } from '../pages/CheckoutPage.tsx';

const cart = (over: Partial<CartResponse> = {}) => cartOf([heldSeat()], over);
const withOrly10 = cart({
  coupon: { code: 'ORLY10', kind: 'PERCENT', value: 10, valid: true },
  discount: 180,
  totalPrice: 1620,
});

/** The checkout with the global error dialog beside it, as the app's layout has it. */
function openCheckout(current: CartResponse, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/cart': { status: 200, body: current },
    'GET /v2/user/my-account': { status: 200, body: janaAccount() },
    ...handlers,
  });
  const view = renderPage(
    <>
      <CheckoutPage />
      <GlobalErrorDialog />
    </>,
    { route: '/checkout', store: makeStore({ session: janaSession() }) },
  );
  return { api, ...view };
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Zľavový kód'), code);
  return user;
}

// The whole checkout page is drawn and the code typed key by key: on a busy machine (two cores shared by many
// runs) that takes more than the default 5 s per test, with the cart fixture or without it.
describe('checkout: the coupon', { timeout: 20_000 }, () => {
  it('"Uplatniť" applies the code and the summary shows the discount and the total after it', async () => {
    const { api } = openCheckout(cart(), { 'PUT /v2/cart': { status: 200, body: withOrly10 } });
    const user = await typeCode(' orly10 ');
    await user.click(screen.getByRole('button', { name: 'Uplatniť' }));
    expect(await screen.findByTestId('checkout-discount')).toBeTruthy();
    expect(api.callsTo('PUT /v2/cart')[0]?.body).toEqual({ type: 'ADD_COUPON', code: 'orly10' });
    expect(screen.getByTestId('checkout-subtotal').textContent).toBe(formatPrice(1800));
    expect(screen.getByTestId('checkout-discount').textContent).toBe(`−${formatPrice(180)}`);
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatPrice(1620));
    expect(screen.getByTestId('checkout-coupon').textContent).toMatch(/ORLY10.*10\u00a0%/);
  });

  it('an unknown code (404) shows "coupon not found" in the global error dialog', async () => {
    openCheckout(cart(), {
      'PUT /v2/cart': apiError(404, 'COUPON_NOT_FOUND', 'Zľavový kód sa nenašiel.'),
    });
    const user = await typeCode('NEEXISTUJE');
    await user.click(screen.getByRole('button', { name: 'Uplatniť' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Zľavový kód')).toBeTruthy();
    expect(within(dialog).getByText(/Zľavový kód sa nenašiel/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Rozumiem' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatPrice(1800));
  });

  it('an invalid code (expired, used up, another match) says so at the field, not in a dialog', async () => {
    openCheckout(cart(), {
      'PUT /v2/cart': apiError(409, 'COUPON_INVALID', 'Zľavový kód nie je platný.'),
    });
    const user = await typeCode('LETO2025');
    await user.click(screen.getByRole('button', { name: 'Uplatniť' }));
    const message = await screen.findByText('Zľavový kód nie je platný.');
    const field = screen.getByLabelText('Zľavový kód');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // The message is the field's description, so a screen reader reads it with the field.
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(message.id).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an empty code or one with forbidden characters is caught without asking the server', async () => {
    const { api } = openCheckout(cart());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Uplatniť' }));
    expect(await screen.findByText('Zadajte zľavový kód.')).toBeTruthy();
    await user.type(screen.getByLabelText('Zľavový kód'), 'ŽĽAVA 10');
    await user.click(screen.getByRole('button', { name: 'Uplatniť' }));
    expect(await screen.findByText(/len písmená bez diakritiky/)).toBeTruthy();
    expect(api.callsTo('PUT /v2/cart')).toHaveLength(0);
  });

  it('Enter in the code field applies the code and does not pay', async () => {
    const { api } = openCheckout(cart(), { 'PUT /v2/cart': { status: 200, body: withOrly10 } });
    const user = await typeCode('ORLY10{Enter}');
    expect(await screen.findByTestId('checkout-discount')).toBeTruthy();
    expect(api.callsTo('PUT /v2/cart')).toHaveLength(1);
    expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(0);
    expect(user).toBeTruthy();
  });

  it('"Odstrániť" removes the coupon and the full price is back', async () => {
    const { api } = openCheckout(withOrly10, { 'PUT /v2/cart': { status: 200, body: cart() } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Odstrániť zľavový kód ORLY10' }));
    expect(await screen.findByLabelText('Zľavový kód')).toBeTruthy();
    expect(api.callsTo('PUT /v2/cart')[0]?.body).toEqual({ type: 'REMOVE_COUPON' });
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatPrice(1800));
    expect(screen.queryByTestId('checkout-discount')).toBeNull();
  });

  it('a coupon that stopped being valid is said at the coupon and blocks paying until removed', async () => {
    openCheckout(cart({ coupon: { code: 'DERBY5', kind: 'FIXED', value: 500, valid: false } }));
    expect(await screen.findByText(/už nie je platný/)).toBeTruthy();
    expect(screen.getByTestId('checkout-coupon').textContent).toMatch(/DERBY5.*5,00/);
    expect((screen.getByRole('button', { name: 'Zaplatiť kartou' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
