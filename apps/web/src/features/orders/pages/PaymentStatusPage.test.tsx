// @vitest-environment happy-dom
import type { PaymentCheck } from '@hokej/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { switchShopLanguage } from '../../../shared/i18n/shopI18n.ts';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import {
  apiError,
  makeStore,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { order, ordersPage } from './orderFixtures.test-utils.ts';
import { PaymentStatusPage } from './PaymentStatusPage.tsx';

const ORDER = order(3).id;
const held = order(3);
const isPaid = (answer: { body: unknown }) => (answer.body as { status?: string }).status === 'PAID';
const POLL_MS = 5;
const check = (
  status: PaymentCheck['status'],
  paymentStatus: PaymentCheck['paymentStatus'],
  refundDue = false,
) => ({
  status: 200,
  body: { orderId: ORDER, status, paymentStatus, refundDue } satisfies PaymentCheck,
});

function openStatus(answers: Array<ReturnType<typeof check> | ReturnType<typeof apiError>>, loggedIn = true) {
  let n = 0;
  const api = mockApi({
    'GET /v2/payment/check-payment': () => {
      const answer = answers[Math.min(n, answers.length - 1)];
      n += 1;
      return answer as { status: number; body: unknown };
    },
    'GET /v2/orders': () => ({
      status: 200,
      body: ordersPage([answers.some(isPaid) ? order(3, { status: 'PAID' }) : held], 1, 1),
    }),
  });
  const store = makeStore(loggedIn ? { session: janaSession() } : {});
  const view = renderPage(<PaymentStatusPage pollIntervalMs={POLL_MS} />, {
    route: `/payment/status?orderId=${ORDER}`,
    store,
  });
  return { api, ...view };
}

describe('payment status', () => {
  it('asks until the payment is settled, then shows it paid with the tickets, the invoice and My orders', async () => {
    const { api } = openStatus([
      check('AWAITING_PAYMENT', 'PENDING'),
      check('AWAITING_PAYMENT', 'PENDING'),
      check('PAID', 'APPROVED'),
    ]);
    expect(await screen.findByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeTruthy();
    expect(api.callsTo('GET /v2/payment/check-payment')).toHaveLength(3);
    expect(api.callsTo('GET /v2/payment/check-payment')[0]?.query.get('orderId')).toBe(ORDER);
    expect(screen.getByRole('button', { name: 'Stiahnuť vstupenky' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stiahnuť faktúru' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Moje objednávky' }).getAttribute('href')).toBe('/my-orders');
    expect(await screen.findByText('Objednávka č. 100003')).toBeTruthy();
  });

  it('a declined payment offers "Zaplatiť znova" and stops asking', async () => {
    // A fake clock (that also runs on by itself, for the page's own waits): ten poll intervals pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api } = openStatus([check('AWAITING_PAYMENT', 'DECLINED')]);
      expect(await screen.findByRole('heading', { name: 'Platba bola zamietnutá' })).toBeTruthy();
      await pageLoaded();
      expect(screen.getByRole('button', { name: 'Zaplatiť znova' })).toBeTruthy();
      await vi.advanceTimersByTimeAsync(10 * POLL_MS);
      expect(api.callsTo('GET /v2/payment/check-payment')).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a declined payment names the real deadline until which the seats stay held', async () => {
    openStatus([check('AWAITING_PAYMENT', 'DECLINED')]);
    const outcome = await screen.findByTestId('payment-outcome');
    expect(outcome.textContent).toContain(
      `Miesta sú pre vás rezervované do ${formatDateTime(held.expiresAt)}, dovtedy to môžete skúsiť znova.`,
    );
    expect(outcome.textContent).not.toContain('ešte chvíľu');
  });

  it('an abandoned payment can be paid again too', async () => {
    openStatus([check('AWAITING_PAYMENT', 'ABANDONED')]);
    expect(await screen.findByRole('heading', { name: 'Platba nebola dokončená' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('button', { name: 'Zaplatiť znova' })).toBeTruthy();
  });

  it('a cancelled order says so and offers no re-pay', async () => {
    openStatus([check('CANCELLED', 'DECLINED')]);
    expect(await screen.findByRole('heading', { name: 'Objednávka je zrušená' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zaplatiť znova' })).toBeNull();
  });

  it('a payment that came after the order was cancelled says the money goes back, with no tickets or re-pay', async () => {
    openStatus([check('CANCELLED', 'APPROVED', true)]);
    expect(await screen.findByRole('heading', { name: 'Platba prišla po zrušení objednávky' })).toBeTruthy();
    await pageLoaded();
    const outcome = screen.getByTestId('payment-outcome');
    expect(outcome.dataset.view).toBe('refundDue');
    expect(outcome.textContent).toMatch(/peniaze vám vrátime/);
    expect(outcome.textContent).not.toMatch(/Čas na zaplatenie objednávky vypršal/);
    expect(screen.queryByRole('button', { name: 'Zaplatiť znova' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stiahnuť vstupenky' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Kúpiť ďalšie vstupenky' })).toBeTruthy();
  });

  it('a failed check is said on the page, with "Skontrolovať znova"', async () => {
    const { api } = openStatus([
      apiError(404, 'ORDER_NOT_FOUND', 'Objednávka sa nenašla.'),
      check('PAID', 'APPROVED'),
    ]);
    expect(await screen.findByText('Objednávka sa nenašla.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skontrolovať znova' }));
    expect(await screen.findByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeTruthy();
    expect(api.callsTo('GET /v2/payment/check-payment')).toHaveLength(2);
  });

  it('without a session it asks the visitor to log in instead of checking', async () => {
    const { api } = openStatus([check('PAID', 'APPROVED')], false);
    expect(await screen.findByText('Stav platby uvidíte po prihlásení.')).toBeTruthy();
    expect(api.callsTo('GET /v2/payment/check-payment')).toHaveLength(0);
  });
});

describe('payment status in English', () => {
  afterEach(() => switchShopLanguage('sk'));

  it('tells a paid order and a declined one with its deadline in English', async () => {
    await switchShopLanguage('en');
    openStatus([check('PAID', 'APPROVED')]);
    expect(await screen.findByRole('heading', { name: 'Paid, thank you!' })).toBeTruthy();
    expect(await screen.findByText('Order no. 100003')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeTruthy();
  });

  it('names the real deadline of a declined payment in English', async () => {
    await switchShopLanguage('en');
    openStatus([check('AWAITING_PAYMENT', 'DECLINED')]);
    expect(await screen.findByRole('heading', { name: 'The payment was declined' })).toBeTruthy();
    expect(
      await screen.findByText(
        `Your bank declined the card payment. Your seats are held until ${formatDateTime(held.expiresAt)}, so you can try again until then.`,
      ),
    ).toBeTruthy();
  });
});
