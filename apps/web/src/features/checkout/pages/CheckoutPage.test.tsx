// @vitest-environment happy-dom
import type { CartItem, CartResponse } from '@hokej/contract';
import { errorCatalogue } from '@hokej/contract/errors';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '../../../shared/format/money.ts';
import { janaAccount, janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const session = janaSession();
const jana = janaAccount();

const DAY = 86_400_000;
function item(name: string, over: Partial<CartItem> = {}): CartItem {
  const expireAt = new Date(Date.now() + 14 * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-00000000000${name}`,
    setupType: 'EVENT',
    setupUuid: '11111111-1111-4111-8111-111111111111',
    title: 'HK Orly Zvolen – HC Košice',
    startsAt: new Date(Date.now() + 10 * DAY).toISOString(),
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

const cartOf = (items: CartItem[]): CartResponse => ({
  items,
  coupon: null,
  discount: 0,
  totalPrice: items.filter((i) => i.status === 'AWAITING_PAYMENT').reduce((sum, i) => sum + i.price, 0),
  isPushCart: false,
  serverTimestamp: Date.now(),
});

function openCheckout(items: CartItem[], handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /v2/cart': { status: 200, body: cartOf(items) },
    'GET /v2/user/my-account': { status: 200, body: jana },
    ...handlers,
  });
  const view = renderPage(<CheckoutPage />, { route: '/checkout', store: makeStore({ session }) });
  return { api, ...view };
}

async function giveConsents(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByLabelText(/Súhlasím so všeobecnými obchodnými podmienkami/));
  await user.click(screen.getByLabelText(/Súhlasím so spracovaním kontaktných údajov/));
}

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
