// @vitest-environment happy-dom
import type { CartItem, PushCartResponse } from '@hokej/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../shared/format/money.ts';
import {
  apiError,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { PushCheckoutPage } from './PushCheckoutPage.tsx';

const PUSH_ID = 'Abc_def-0123456789Abc_def-0123456789Abc_def';
const CART_URL = `/v2/cart/push/${PUSH_ID}`;
const HOUR = 3_600_000;

function item(name: string, over: Partial<CartItem> = {}): CartItem {
  const expireAt = new Date(Date.now() + 5 * HOUR).toISOString();
  return {
    id: `00000000-0000-4000-8000-00000000000${name}`,
    setupType: 'EVENT',
    setupUuid: '11111111-1111-4111-8111-111111111111',
    title: 'HK Orly Zvolen – HC Košice',
    // Within 5 days: a fan's checkout would still offer a transfer beyond that, a push link never does.
    startsAt: new Date(Date.now() + 10 * 24 * HOUR).toISOString(),
    seat: { sector: 'A12', row: '3', name },
    ticketType: 'ADULT',
    price: 1800,
    plasticCard: false,
    status: 'AWAITING_PAYMENT',
    expireAt,
    ticket: { expiration: expireAt },
    ...over,
  };
}

const pushCart = (items: CartItem[], over: Partial<PushCartResponse> = {}): PushCartResponse => ({
  items,
  coupon: null,
  discount: 0,
  totalPrice: items.reduce((sum, i) => sum + i.price, 0),
  isPushCart: true,
  serverTimestamp: Date.now(),
  contact: { firstName: 'Peter', lastName: 'Kováč', email: 'peter@example.sk', phoneNumber: '+421905111222' },
  expiresAt: new Date(Date.now() + 5 * HOUR).toISOString(),
  ...over,
});

function openPushCheckout(cart: PushCartResponse | null, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET ${CART_URL}`]: cart
      ? { status: 200, body: cart }
      : apiError(404, 'PUSH_CART_NOT_FOUND', 'Košík z odkazu sa nenašiel.'),
    ...handlers,
  });
  const view = renderPage(<PushCheckoutPage />, {
    route: `/checkout/push/${PUSH_ID}`,
    path: '/checkout/push/:uuid',
  });
  return { api, ...view };
}

describe('push checkout: the cart the club prepared', () => {
  it('opens without login with the seats, the contact the club filled in and the countdown to the link', async () => {
    const { api } = openPushCheckout(pushCart([item('1'), item('2')]));
    expect(await screen.findAllByTestId('checkout-item')).toHaveLength(2);
    expect(api.calls.every((call) => call.auth === null)).toBe(true);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('peter@example.sk');
    expect((screen.getByLabelText('Priezvisko') as HTMLInputElement).value).toBe('Kováč');
    expect(screen.getByTestId('push-valid-until').textContent).toMatch(
      /^Odkaz na košík platí do \d\d\.\d\d\.\d{4}/,
    );
    expect(screen.getByRole('timer').textContent).toMatch(/[45]:\d\d:\d\d/);
    expect(screen.getByTestId('checkout-total').textContent).toBe(formatPrice(3600));
  });

  it('is paid by card only, and says so', async () => {
    openPushCheckout(pushCart([item('1')]));
    expect(await screen.findByText('Košík z tohto odkazu sa dá zaplatiť iba platobnou kartou.')).toBeTruthy();
    expect(screen.getByLabelText(/Platobná karta/)).toBeTruthy();
    expect(screen.queryByLabelText(/Bankový prevod/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Zaplatiť kartou' })).toBeTruthy();
  });

  it('choosing "Dieťa" changes the seat through the link and shows the new total', async () => {
    const { api } = openPushCheckout(pushCart([item('1')]), {
      [`PUT ${CART_URL}`]: { status: 200, body: pushCart([item('1', { ticketType: 'CHILD', price: 900 })]) },
    });
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByLabelText('Typ vstupenky pre sektor A12, rad 3, miesto 1'),
      'CHILD',
    );
    expect(await screen.findByText('9,00 €', { selector: '[data-testid="checkout-total"]' })).toBeTruthy();
    expect(api.callsTo(`PUT ${CART_URL}`)[0]?.body).toEqual({
      type: 'UPDATE_ITEM',
      itemId: item('1').id,
      ticketType: 'CHILD',
    });
  });

  it('a seat is removed and a coupon applied through the link, not the fan cart', async () => {
    const withCoupon = pushCart([item('1')], {
      coupon: { code: 'ORLY10', kind: 'PERCENT', value: 10, valid: true },
      discount: 180,
      totalPrice: 1620,
    });
    const { api } = openPushCheckout(pushCart([item('1'), item('2')]), {
      [`PUT ${CART_URL}`]: (call) => ({
        status: 200,
        body: (call.body as { type: string }).type === 'ADD_COUPON' ? withCoupon : pushCart([item('1')]),
      }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Odobrať z košíka sektor A12, rad 3, miesto 2' }),
    );
    await vi.waitFor(() => expect(screen.getAllByTestId('checkout-item')).toHaveLength(1));
    await user.type(screen.getByLabelText('Zľavový kód'), 'ORLY10{Enter}');
    expect(await screen.findByTestId('checkout-discount')).toBeTruthy();
    expect(api.callsTo(`PUT ${CART_URL}`).map((c) => c.body)).toEqual([
      { type: 'REMOVE_ITEM', itemId: item('2').id },
      { type: 'ADD_COUPON', code: 'ORLY10' },
    ]);
    expect(api.callsTo('PUT /v2/cart')).toHaveLength(0);
  });

  it('paying sends the card order to the link and goes to the gateway as a full page load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = openPushCheckout(pushCart([item('1')]), {
      [`POST /v2/cart/push/pay/${PUSH_ID}`]: {
        status: 201,
        body: { orderId: '22222222-2222-4222-8222-222222222222', redirectUrl: '/v2/payment/sandbox/abc' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/Súhlasím so všeobecnými obchodnými podmienkami/));
    await user.click(screen.getByLabelText(/Súhlasím so spracovaním kontaktných údajov/));
    await user.click(screen.getByRole('button', { name: 'Zaplatiť kartou' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/v2/payment/sandbox/abc'));
    expect(api.callsTo(`POST /v2/cart/push/pay/${PUSH_ID}`)[0]?.body).toMatchObject({
      paymentType: 'CARD',
      contact: {
        firstName: 'Peter',
        lastName: 'Kováč',
        email: 'peter@example.sk',
        phoneNumber: '+421905111222',
      },
      termsAgreed: true,
      contactConsent: true,
    });
    expect(await screen.findByText('Presmerúvame vás na platobnú bránu…')).toBeTruthy();
  });
});

describe('push checkout: a link that opens nothing', () => {
  it('an unknown, expired or revoked link says it no longer works and where to ask', async () => {
    openPushCheckout(null);
    expect(await screen.findByRole('heading', { name: 'Tento odkaz na košík už neplatí' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('link', { name: 'podpora@hokej.test' }).getAttribute('href')).toBe(
      'mailto:podpora@hokej.test',
    );
    expect(screen.queryByRole('button', { name: 'Zaplatiť kartou' })).toBeNull();
  });

  it('a link whose order is paid, refunded or cancelled says it no longer works', async () => {
    mockApi({
      [`GET ${CART_URL}`]: apiError(
        410,
        'PUSH_CART_CLOSED',
        'Odkaz na košík už neplatí: objednávka z neho je zaplatená, vrátená alebo zrušená.',
      ),
    });
    renderPage(<PushCheckoutPage />, { route: `/checkout/push/${PUSH_ID}`, path: '/checkout/push/:uuid' });
    expect(await screen.findByRole('heading', { name: 'Tento odkaz na košík už neplatí' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zaplatiť kartou' })).toBeNull();
  });

  it('a shop that takes no cards now offers no form and no card payment, and says whom to ask', async () => {
    mockApi({
      [`GET ${CART_URL}`]: apiError(
        409,
        'PAYMENT_TYPE_UNAVAILABLE',
        'Platba kartou ani na splátky teraz nie je k dispozícii. Zvoľte platbu bankovým prevodom.',
      ),
    });
    renderPage(<PushCheckoutPage />, { route: `/checkout/push/${PUSH_ID}`, path: '/checkout/push/:uuid' });
    expect(await screen.findByRole('heading', { name: 'Platba kartou teraz nie je možná' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('link', { name: 'podpora@hokej.test' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zaplatiť kartou' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a malformed link is refused without asking the server', async () => {
    const api = mockApi({});
    renderPage(<PushCheckoutPage />, { route: '/checkout/push/nieco', path: '/checkout/push/:uuid' });
    expect(await screen.findByRole('heading', { name: 'Tento odkaz na košík už neplatí' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('a paid link opens an empty cart that says the tickets went by e-mail', async () => {
    openPushCheckout(pushCart([]));
    expect(await screen.findByText('Košík z tohto odkazu je prázdny.')).toBeTruthy();
    expect(screen.getByText(/vstupenky sme vám poslali e-mailom/)).toBeTruthy();
  });
});
