// @vitest-environment happy-dom
import type { CartItem } from '@hokej/contract';
import { errorCatalogue } from '@hokej/contract/errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { cartOf, DAY, giveConsents, item, openCheckout } from './checkoutPage.test-utils.tsx';

describe('checkout: season tickets', () => {
  const season = (name: string, over: Partial<CartItem> = {}) =>
    item(name, {
      setupType: 'SEASON',
      title: 'Sezóna 2026/2027',
      ticketType: 'STUDENT',
      price: 15000,
      ...over,
    });

  it("says the category's terms and adds the plastic card on the server", async () => {
    const { api } = openCheckout([season('1')], {
      'PUT /v2/cart': {
        status: 200,
        body: { ...cartOf([season('1', { plasticCard: true })]), totalPrice: 15500 },
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(/od 15 do 26 rokov.*preukaz študenta/)).toBeTruthy();
    await user.click(
      screen.getByLabelText(/Plastová karta k permanentke sektor A12, rad 3, miesto 1 \(\+5,00 €\)/),
    );
    expect(api.callsTo('PUT /v2/cart')[0]?.body).toEqual({
      type: 'UPDATE_ITEM',
      itemId: season('1').id,
      plasticCard: true,
    });
    expect(await screen.findByText('155,00 €', { selector: '[data-testid="checkout-total"]' })).toBeTruthy();
  });

  it('a cart of season tickets only can be paid in installments, the first part by card', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = openCheckout([season('1')], {
      'POST /v2/cart/pay': {
        status: 201,
        body: { orderId: '22222222-2222-4222-8222-222222222222', redirectUrl: '/v2/payment/sandbox/abc' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Na splátky/));
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zaplatiť prvú splátku kartou' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/v2/payment/sandbox/abc'));
    expect((api.callsTo('POST /v2/cart/pay')[0] as ApiCall).body).toMatchObject({
      paymentType: 'INSTALLMENTS',
    });
  });

  it.each(['INSTALLMENTS_TOO_LATE', 'INSTALLMENTS_SEASON_ONLY'] as const)(
    'a refusal of installments (%s) is said at the payment type with its reason',
    async (code) => {
      const refusal = errorCatalogue[code];
      openCheckout([season('1')], {
        'POST /v2/cart/pay': apiError(refusal.status, code, refusal.message),
      });
      const user = userEvent.setup();
      await user.click(await screen.findByLabelText(/Na splátky/));
      await giveConsents(user);
      await user.click(screen.getByRole('button', { name: 'Zaplatiť prvú splátku kartou' }));
      await vi.waitFor(() =>
        expect(document.getElementById('checkout-payment-error')?.textContent).toBe(refusal.message),
      );
      expect(screen.getAllByRole('alert').map((a) => a.id)).toEqual(['checkout-payment-error']);
    },
  );

  it('installments are not offered once a match ticket is in the cart', async () => {
    openCheckout([season('1'), item('2')]);
    await screen.findAllByTestId('checkout-item');
    expect(screen.queryByLabelText(/Na splátky/)).toBeNull();
    expect(screen.getByText(/na splátky sa pri vstupenkách na zápasy neponúka/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zaplatiť kartou' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});

describe('checkout: payment types allowed for the role', () => {
  const allowed = (types: string[]) => ({
    'GET /v2/payment/types': { status: 200, body: { allowed: types, cardOffered: true } },
  });

  it('offers only the types the club allows for the buyer, and pays by the one left', async () => {
    const { api } = openCheckout([item('1')], {
      ...allowed(['BANK_TRANSFER']),
      'POST /v2/cart/pay': {
        status: 201,
        body: { orderId: '22222222-2222-4222-8222-222222222222', redirectUrl: '/order/success?orderId=2222' },
      },
    });
    const transfer = (await screen.findByLabelText(/Bankový prevod/)) as HTMLInputElement;
    await vi.waitFor(() => expect(screen.queryByLabelText(/Platobná karta/)).toBeNull());
    await vi.waitFor(() => expect(transfer.checked).toBe(true));
    const user = userEvent.setup();
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Objednať a zaplatiť prevodom' }));
    await vi.waitFor(() => expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(1));
    expect((api.callsTo('POST /v2/cart/pay')[0] as ApiCall).body).toMatchObject({
      paymentType: 'BANK_TRANSFER',
    });
  });

  it('with no type left for this cart, says so and does not let the buyer pay', async () => {
    // Only a transfer is allowed for the role, and the match is 3 days away.
    openCheckout([item('1', { startsAt: new Date(Date.now() + 3 * DAY).toISOString() })], {
      ...allowed(['BANK_TRANSFER']),
    });
    expect(await screen.findByText(/žiadny spôsob platby/)).toBeTruthy();
    expect(screen.queryByLabelText(/Platobná karta/)).toBeNull();
    expect((screen.getByRole('button', { name: /Zaplatiť|Objednať/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

describe('checkout: who uses each match ticket', () => {
  const paid = {
    'POST /v2/cart/pay': {
      status: 201,
      body: { orderId: '22222222-2222-4222-8222-222222222222', redirectUrl: '/order/success?orderId=2222' },
    },
  };

  it("a ticket for somebody else sends that person's contact for that seat only", async () => {
    const { api } = openCheckout([item('1'), item('2')], paid);
    const user = userEvent.setup();
    await user.click(
      await screen.findByLabelText('Vstupenku na sektor A12, rad 3, miesto 2 použije iná osoba'),
    );
    const holder = screen.getByRole('group', {
      name: /Kto použije vstupenku \(sektor A12, rad 3, miesto 2\)/,
    });
    await user.type(within(holder).getByLabelText('Meno'), ' Marek ');
    await user.type(within(holder).getByLabelText('Priezvisko'), 'Kováč');
    await user.type(within(holder).getByLabelText(/Telefónne číslo/), '+421905000111');
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
    await vi.waitFor(() => expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(1));
    expect((api.callsTo('POST /v2/cart/pay')[0] as ApiCall).body).toMatchObject({
      ticketContacts: [
        { itemId: item('2').id, firstName: 'Marek', lastName: 'Kováč', phoneNumber: '+421905000111' },
      ],
    });
  });

  it('an incomplete contact of the ticket user is said at its fields and nothing is sent', async () => {
    const { api } = openCheckout([item('1')], paid);
    const user = userEvent.setup();
    await user.click(
      await screen.findByLabelText('Vstupenku na sektor A12, rad 3, miesto 1 použije iná osoba'),
    );
    const holder = screen.getByRole('group', { name: /Kto použije vstupenku/ });
    await user.type(within(holder).getByLabelText('Meno'), 'Marek');
    await user.type(within(holder).getByLabelText(/Telefónne číslo/), '0905');
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
    expect(await within(holder).findByText('Priezvisko je povinné.')).toBeTruthy();
    expect(within(holder).getByText(/Telefónne číslo má nesprávny formát/)).toBeTruthy();
    expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(0);
  });

  it("untouched, every ticket is the buyer's and no ticket contact is sent", async () => {
    const { api } = openCheckout([item('1')], paid);
    const user = userEvent.setup();
    await screen.findAllByTestId('checkout-item');
    expect(screen.queryByRole('group', { name: /Kto použije vstupenku/ })).toBeNull();
    expect(screen.getByText(/Ak políčko nezaškrtnete, platí kontakt objednávateľa/)).toBeTruthy();
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
    await vi.waitFor(() => expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(1));
    expect((api.callsTo('POST /v2/cart/pay')[0] as ApiCall).body).not.toHaveProperty('ticketContacts');
  });
});
