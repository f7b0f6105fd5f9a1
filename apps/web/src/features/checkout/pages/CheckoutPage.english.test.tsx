// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { pageLoaded } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { item, openCheckout } from './checkoutPage.test-utils.tsx';

afterEach(async () => {
  await switchShopLanguage('sk');
});

describe('checkout in English', () => {
  it('names the cart, the seats, the ticket types, the summary and the payment in English', async () => {
    await switchShopLanguage('en');
    openCheckout([item('1'), item('2', { price: 900, ticketType: 'CHILD' })]);
    expect(await screen.findByRole('heading', { name: 'Cart and payment' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByText('Sector A12, row 3, seat 1')).toBeTruthy();
    const childSelect = screen.getByLabelText('Ticket type for sector A12, row 3, seat 2');
    expect(
      within(childSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Adult', 'Child']);
    expect(screen.getByText(/children aged 12 and under/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Remove sector A12, row 3, seat 1 from the cart' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(screen.getAllByText('(2 tickets)').length).toBeGreaterThan(0);
    expect(screen.getByText('Total to pay')).toBeTruthy();
    expect(screen.getByLabelText(/Payment card/)).toBeTruthy();
    expect(screen.getByLabelText(/Bank transfer/)).toBeTruthy();
    expect(screen.getByLabelText('Discount code')).toBeTruthy();
  });

  it('says in English that the terms must be agreed to before paying', async () => {
    await switchShopLanguage('en');
    const { api } = openCheckout([item('1')]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay by card' }));
    expect(
      await screen.findByText('You need to agree to the terms and conditions to complete your order.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /^terms and conditions/ })).toBeTruthy();
    expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(0);
  });
});
