// @vitest-environment happy-dom
import type { PaymentCheck } from '@hokej/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  mockApi,
  pageLoaded,
  renderPage,
} from '../../../shared/testing/shopHarness.test-utils.tsx';
import { PushPaymentStatusPage } from './PushPaymentStatusPage.tsx';

const ORDER = '33333333-3333-4333-8333-333333333333';
const PUSH_ID = 'Abc_def-0123456789Abc_def-0123456789Abc_def';
const check = (
  status: PaymentCheck['status'],
  paymentStatus: PaymentCheck['paymentStatus'],
  refundDue = false,
) => ({
  status: 200,
  body: { orderId: ORDER, status, paymentStatus, refundDue } satisfies PaymentCheck,
});

type Answer = ReturnType<typeof check> | ReturnType<typeof apiError>;

function openStatus(answers: Answer[], route = `/push/payment/status?orderId=${ORDER}&pushId=${PUSH_ID}`) {
  let n = 0;
  const api = mockApi({
    'GET /v2/payment/check-payment': () => {
      const answer = answers[Math.min(n, answers.length - 1)];
      n += 1;
      return answer as { status: number; body: unknown };
    },
    [`POST /v2/orders/${ORDER}/pay`]: {
      status: 201,
      body: { orderId: ORDER, redirectUrl: '/v2/payment/sandbox/again' },
    },
  });
  const view = renderPage(<PushPaymentStatusPage pollIntervalMs={5} />, { route });
  return { api, ...view };
}

describe('push payment status (no login)', () => {
  it('asks with the link until paid, then says the tickets were e-mailed to the contact', async () => {
    const { api } = openStatus([check('AWAITING_PAYMENT', 'PENDING'), check('PAID', 'APPROVED')]);
    expect(await screen.findByRole('heading', { name: 'Zaplatené, ďakujeme!' })).toBeTruthy();
    expect(
      screen.getByText(/Vstupenky sme poslali e-mailom na adresu uvedenú v kontaktných údajoch/),
    ).toBeTruthy();
    const calls = api.callsTo('GET /v2/payment/check-payment');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.query.get('orderId')).toBe(ORDER);
    expect(calls[0]?.query.get('pushId')).toBe(PUSH_ID);
    expect(calls[0]?.auth).toBeNull();
    // Downloads and My orders need an account: the buyer by link has none.
    expect(screen.queryByRole('link', { name: 'Moje objednávky' })).toBeNull();
  });

  it('a declined card is paid again through the link, to the gateway as a full page load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = openStatus([check('AWAITING_PAYMENT', 'DECLINED')]);
    expect(await screen.findByRole('heading', { name: 'Platba bola zamietnutá' })).toBeTruthy();
    await pageLoaded();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zaplatiť znova' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/v2/payment/sandbox/again'));
    const repay = api.callsTo(`POST /v2/orders/${ORDER}/pay`);
    expect(repay).toHaveLength(1);
    expect(repay[0]?.query.get('pushId')).toBe(PUSH_ID);
  });

  it('a payment that came after the order was cancelled says the money goes back', async () => {
    openStatus([check('CANCELLED', 'APPROVED', true)]);
    expect(await screen.findByRole('heading', { name: 'Platba prišla po zrušení objednávky' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByTestId('payment-outcome').textContent).toMatch(/peniaze vám vrátime/);
    expect(screen.queryByRole('button', { name: 'Zaplatiť znova' })).toBeNull();
  });

  it('an abandoned payment offers "Zaplatiť znova" too', async () => {
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

  it('still waiting after the minute offers "Skontrolovať znova"', async () => {
    vi.spyOn(Date, 'now').mockReturnValueOnce(0);
    openStatus([check('AWAITING_PAYMENT', 'PENDING')]);
    expect(await screen.findByRole('heading', { name: 'Platba sa ešte spracúva' })).toBeTruthy();
    await pageLoaded();
    expect(screen.getByRole('button', { name: 'Skontrolovať znova' })).toBeTruthy();
  });

  it('a link that does not match the order says so, with the support e-mail', async () => {
    openStatus([apiError(404, 'ORDER_NOT_FOUND', 'Objednávka sa nenašla.')]);
    expect(await screen.findByText(/Objednávku k tomuto odkazu sme nenašli/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'podpora@hokej.test' })).toBeTruthy();
  });

  it("without the link's secret nothing is asked", async () => {
    const { api } = openStatus([check('PAID', 'APPROVED')], `/push/payment/status?orderId=${ORDER}`);
    expect(await screen.findByText('V odkaze chýba číslo objednávky alebo odkaz na košík.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
