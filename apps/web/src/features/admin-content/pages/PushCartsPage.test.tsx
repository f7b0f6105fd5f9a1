// @vitest-environment happy-dom
import type { AdminPushCart, CartResponse } from '@hokej/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  type ApiAnswer,
  type ApiCall,
  apiError,
  makeStore,
  mockApi,
  renderPage,
  toastTexts,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { PushCartsPage } from './PushCartsPage.tsx';

const MATCH = '0b9d2c1e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const item = (id: string, name: string, ticketType: 'ADULT' | 'CHILD' = 'ADULT') => ({
  id,
  setupType: 'EVENT' as const,
  setupUuid: MATCH,
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-05T17:30:00.000Z',
  seat: { sector: 'A', row: '3', name },
  ticketType,
  price: ticketType === 'ADULT' ? 1200 : 600,
  plasticCard: false,
  status: 'AWAITING_PAYMENT' as const,
  expireAt: inMinutes(10),
  ticket: { expiration: inMinutes(10) },
});
const ITEM1 = '11111111-1111-4111-8111-111111111111';
const ITEM2 = '22222222-2222-4222-8222-222222222222';
const cart = (over: Partial<CartResponse> = {}): CartResponse => ({
  items: [item(ITEM1, '7'), item(ITEM2, '8')],
  coupon: null,
  discount: 0,
  totalPrice: 2400,
  isPushCart: false,
  serverTimestamp: Date.now(),
  ...over,
});
const pushCart = (id: string, over: Partial<AdminPushCart> = {}): AdminPushCart => ({
  id,
  createdAt: '2026-11-23T09:00:00.000Z',
  createdBy: 'pokladna@hokej.test',
  contact: { firstName: 'Ján', lastName: 'Kováč', email: 'jan@firma.sk', phoneNumber: '+421900123456' },
  expiresAt: '2026-11-25T09:00:00.000Z',
  revokedAt: null,
  openItems: 2,
  openTotal: 2400,
  order: null,
  state: 'OPEN',
  ...over,
});
const P1 = '33333333-3333-4333-8333-333333333333';
const P2 = '44444444-4444-4444-8444-444444444444';

function open(handlers: Record<string, ApiAnswer | ((call: ApiCall) => ApiAnswer)> = {}) {
  const api = mockApi({
    'GET /v2/cart': { status: 200, body: cart() },
    'GET /v2/admin/push-carts': {
      status: 200,
      body: {
        data: [
          pushCart(P1),
          pushCart(P2, {
            state: 'PAID',
            openItems: 0,
            openTotal: 0,
            order: {
              id: MATCH,
              orderNumber: 100077,
              status: 'PAID',
              totalPrice: 3000,
              items: 3,
              paidAt: '2026-11-23T10:00:00.000Z',
            },
          }),
        ],
      },
    },
    ...handlers,
  });
  const store = makeStore({ session: janaSession({ roles: ['CASHIER'] }, { role: ['CASHIER'] }) });
  renderPage(<PushCartsPage />, { route: '/admin/push-carts', store });
  return { api, store, user: userEvent.setup() };
}

describe('push carts in the back office', () => {
  it("shows the cashier's seats with their type and price, and the carts sent with their paid state", async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Odobrať Sektor A, rad 3, miesto 7' })).toBeTruthy();
    expect(
      (screen.getByLabelText('Typ vstupenky: Sektor A, rad 3, miesto 8') as HTMLSelectElement).value,
    ).toBe('ADULT');
    expect(screen.getByRole('link', { name: 'Vybrať miesta v hľadisku' }).getAttribute('href')).toBe(
      '/events',
    );
    const list = await screen.findByRole('table', { name: 'Košíky na odkaz, najnovšie prvé' });
    const [waiting, paid] = within(list).getAllByRole('row').slice(1);
    expect(within(waiting as HTMLElement).getByText('Čaká na zákazníka')).toBeTruthy();
    expect(within(waiting as HTMLElement).getByText('jan@firma.sk')).toBeTruthy();
    expect(within(paid as HTMLElement).getByText('Zaplatený')).toBeTruthy();
    expect(within(paid as HTMLElement).getByText('objednávka č. 100077')).toBeTruthy();
    expect(within(paid as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('changes a ticket type and applies a coupon on the cashier’s cart', async () => {
    const { api, user } = open({
      'PUT /v2/cart': (call) => ({
        status: 200,
        body:
          (call.body as { type: string }).type === 'ADD_COUPON'
            ? cart({
                coupon: { code: 'FIRMA10', kind: 'PERCENT', value: 10, valid: true },
                discount: 240,
                totalPrice: 2160,
              })
            : cart({ items: [item(ITEM1, '7', 'CHILD'), item(ITEM2, '8')], totalPrice: 1800 }),
      }),
    });
    await screen.findByRole('button', { name: 'Odobrať Sektor A, rad 3, miesto 7' });
    await user.selectOptions(screen.getByLabelText('Typ vstupenky: Sektor A, rad 3, miesto 7'), 'CHILD');
    await waitFor(() => expect(api.callsTo('PUT /v2/cart')).toHaveLength(1));
    expect(api.callsTo('PUT /v2/cart')[0]?.body).toEqual({
      type: 'UPDATE_ITEM',
      itemId: ITEM1,
      ticketType: 'CHILD',
    });
    await user.type(screen.getByLabelText('Zľavový kód'), 'FIRMA10');
    await user.click(screen.getByRole('button', { name: 'Použiť kód' }));
    expect(await screen.findByText('FIRMA10')).toBeTruthy();
    expect(api.callsTo('PUT /v2/cart')[1]?.body).toEqual({ type: 'ADD_COUPON', code: 'FIRMA10' });
    expect(screen.getByText(/−2,40/)).toBeTruthy();
  });

  it('sends the link by e-mail and shows it once to copy', async () => {
    const url = 'https://vstupenky.hokej.test/checkout/push/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
    const { api, user } = open({
      'POST /v2/admin/push-carts': {
        status: 201,
        body: { id: P1, pushId: url.split('/').at(-1), url, expiresAt: inMinutes(60 * 48), items: [] },
      },
    });
    await screen.findByRole('button', { name: 'Odobrať Sektor A, rad 3, miesto 7' });
    await user.type(screen.getByLabelText('Meno'), 'Ján');
    await user.type(screen.getByLabelText('Priezvisko'), 'Kováč');
    await user.type(screen.getByLabelText('E-mail'), 'jan@firma.sk');
    await user.type(screen.getByLabelText('Telefón'), '+421900123456');
    await user.click(screen.getByRole('button', { name: 'Vytvoriť odkaz' }));
    expect(await screen.findByText('Odkaz sme poslali na jan@firma.sk.')).toBeTruthy();
    expect((screen.getByLabelText('Odkaz pre zákazníka') as HTMLInputElement).value).toBe(url);
    expect(api.callsTo('POST /v2/admin/push-carts')[0]?.body).toEqual({
      contact: { firstName: 'Ján', lastName: 'Kováč', email: 'jan@firma.sk', phoneNumber: '+421900123456' },
      validHours: 48,
      sendEmail: true,
    });
    // The cart and the list are read again: the seats left the cashier's cart.
    await waitFor(() => expect(api.callsTo('GET /v2/cart').length).toBeGreaterThan(1));
    await waitFor(() => expect(api.callsTo('GET /v2/admin/push-carts').length).toBeGreaterThan(1));
  });

  it('e-mailing without a contact asks for it and sends nothing; a refusal shows the API message', async () => {
    const { api, user } = open({
      'POST /v2/admin/push-carts': apiError(409, 'CART_EMPTY', 'Košík je prázdny.'),
    });
    await screen.findByRole('button', { name: 'Odobrať Sektor A, rad 3, miesto 7' });
    await user.click(screen.getByRole('button', { name: 'Vytvoriť odkaz' }));
    expect(screen.getAllByText('Vyplňte, prosím, toto pole.')).toHaveLength(4);
    expect(api.callsTo('POST /v2/admin/push-carts')).toHaveLength(0);
    await user.click(screen.getByLabelText('Poslať odkaz zákazníkovi e-mailom'));
    await user.click(screen.getByRole('button', { name: 'Vytvoriť odkaz' }));
    expect(await screen.findByText('Košík je prázdny.')).toBeTruthy();
    expect(api.callsTo('POST /v2/admin/push-carts')[0]?.body).toEqual({ validHours: 48 });
  });

  it('revokes an open link after asking', async () => {
    const { api, store, user } = open({
      [`DELETE /v2/admin/push-carts/${P1}`]: {
        status: 200,
        body: { id: P1, revokedAt: new Date().toISOString(), releasedSeats: 2 },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Zrušiť odkaz Ján Kováč' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/miesta sa uvoľnia/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušiť odkaz' }));
    await waitFor(() => expect(toastTexts(store)).toContain('Odkaz je zrušený, uvoľnené miesta: 2.'));
    expect(api.callsTo(`DELETE /v2/admin/push-carts/${P1}`)).toHaveLength(1);
  });
});
