// @vitest-environment happy-dom
import { errorCatalogue } from '@hokej/contract/errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../shared/format/money.ts';
import { type ApiCall, apiError } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { cartOf, DAY, giveConsents, item, openCheckout } from './checkoutPage.test-utils.tsx';

describe('checkout: the cart', () => {
  it('lists each held seat with its ticket type, the child rule, the countdown and the total', async () => {
    openCheckout([item('1'), item('2', { price: 900, ticketType: 'CHILD' })]);
    expect(await screen.findAllByTestId('checkout-item')).toHaveLength(2);
    const childSelect = screen.getByLabelText(
      'Typ vstupenky pre sektor A12, rad 3, miesto 2',
    ) as HTMLSelectElement;
    expect(childSelect.value).toBe('CHILD');
    expect(
      within(childSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dospelý', 'Dieťa']);
    expect(
      screen.getByText(/do 12 rokov vrátane.*v sprievode dospelej osoby.*osobitným vchodom/),
    ).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/1[45]:\d\d/);
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatPrice(2700));
  });

  it('choosing "Dieťa" updates the item on the server and shows the new price', async () => {
    const { api } = openCheckout([item('1')], {
      'PUT /v2/cart': { status: 200, body: cartOf([item('1', { ticketType: 'CHILD', price: 900 })]) },
    });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByLabelText('Typ vstupenky pre sektor A12, rad 3, miesto 1'),
      'CHILD',
    );
    expect(await screen.findByText('9,00 €', { selector: '[data-testid="checkout-total"]' })).toBeTruthy();
    expect(api.callsTo('PUT /v2/cart')[0]?.body).toEqual({
      type: 'UPDATE_ITEM',
      itemId: item('1').id,
      ticketType: 'CHILD',
    });
  });

  it('an empty cart offers to choose seats', async () => {
    openCheckout([]);
    expect(await screen.findByText('Košík je prázdny.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vybrať vstupenky' }).getAttribute('href')).toBe('/events');
  });
});

describe('checkout: the form', () => {
  it('contact details come from the account', async () => {
    openCheckout([item('1')]);
    expect(((await screen.findByLabelText('E-mail')) as HTMLInputElement).value).toBe('jana@example.sk');
    expect((screen.getByLabelText('Priezvisko') as HTMLInputElement).value).toBe('Hrašková');
    expect((screen.getByLabelText(/Telefónne číslo/) as HTMLInputElement).value).toBe('+421901234567');
  });

  it('nothing is sent without both consents, and each says why', async () => {
    const { api } = openCheckout([item('1')]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zaplatiť kartou' }));
    expect(
      await screen.findByText('Na dokončenie objednávky je potrebný súhlas s obchodnými podmienkami.'),
    ).toBeTruthy();
    expect(screen.getByText('Tento súhlas je potrebné potvrdiť.')).toBeTruthy();
    expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(0);
    const terms = screen.getByRole('link', { name: /všeobecnými obchodnými podmienkami/ });
    expect(terms.getAttribute('href')).toBe('/page/vseobecne-obchodne-podmienky');
  });

  it('paying by card sends the contact and goes to the gateway as a full page load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = openCheckout([item('1')], {
      'POST /v2/cart/pay': {
        status: 201,
        body: { orderId: '22222222-2222-4222-8222-222222222222', redirectUrl: '/v2/payment/sandbox/abc' },
      },
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('checkout-item');
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
    expect(await screen.findByText('Presmerúvame vás na platobnú bránu…')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('/v2/payment/sandbox/abc');
    const call = api.callsTo('POST /v2/cart/pay')[0] as ApiCall;
    expect(call.body).toEqual({
      paymentType: 'CARD',
      contact: {
        firstName: 'Jana',
        lastName: 'Hrašková',
        email: 'jana@example.sk',
        phoneNumber: '+421901234567',
      },
      termsAgreed: true,
      contactConsent: true,
    });
  });

  it('a bank transfer goes to the order summary inside the shop', async () => {
    const { location } = openCheckout([item('1')], {
      'POST /v2/cart/pay': {
        status: 201,
        body: { orderId: '22222222-2222-4222-8222-222222222222', redirectUrl: '/order/success?orderId=2222' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Bankový prevod/));
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Objednať a zaplatiť prevodom' }));
    await vi.waitFor(() => expect(location()).toBe('/order/success'));
  });

  it('a bank transfer is not offered less than 5 days before the match', async () => {
    openCheckout([item('1', { startsAt: new Date(Date.now() + 3 * DAY).toISOString() })]);
    const transfer = (await screen.findByLabelText(/Bankový prevod/)) as HTMLInputElement;
    expect(transfer.disabled).toBe(true);
    expect(screen.getByText(/Možný len 5 a viac dní pred zápasom/)).toBeTruthy();
    expect(screen.getByText(/na splátky sa pri vstupenkách na zápasy neponúka/)).toBeTruthy();
  });

  it("the API's late-transfer refusal is said at the payment type in the catalogue's words, not as a role refusal", async () => {
    const late = errorCatalogue.BANK_TRANSFER_TOO_LATE;
    openCheckout([item('1')], {
      'POST /v2/cart/pay': apiError(late.status, 'BANK_TRANSFER_TOO_LATE', late.message, { minDays: 5 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Bankový prevod/));
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Objednať a zaplatiť prevodom' }));
    await vi.waitFor(() =>
      expect(document.getElementById('checkout-payment-error')?.textContent).toBe(
        'Bankovým prevodom sa dá platiť len 5 a viac dní pred zápasom. Zaplaťte, prosím, kartou.',
      ),
    );
    expect(screen.getAllByRole('alert').map((a) => a.id)).toEqual(['checkout-payment-error']);
    expect(document.body.textContent).not.toMatch(/rolu/);
  });

  it('a lapsed hold is said above the form and the cart is read again', async () => {
    const { api } = openCheckout([item('1')], {
      'POST /v2/cart/pay': apiError(
        409,
        'CART_HOLD_EXPIRED',
        'Rezervácia niektorých miest v košíku vypršala. Vyberte si ich, prosím, znova.',
      ),
    });
    const user = userEvent.setup();
    await screen.findAllByTestId('checkout-item');
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /Rezervácia niektorých miest v košíku vypršala/,
    );
    await vi.waitFor(() => expect(api.callsTo('GET /v2/cart').length).toBeGreaterThan(1));
  });

  it('a company is asked for its name and IČO', async () => {
    const { api } = openCheckout([item('1')]);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Nakupujem na firmu'));
    await giveConsents(user);
    await user.click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
    expect(await screen.findByText('Názov firmy je povinný.')).toBeTruthy();
    expect(screen.getByText('IČO je povinné.')).toBeTruthy();
    expect(api.callsTo('POST /v2/cart/pay')).toHaveLength(0);
  });
});
