import type { PaymentCheck } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { keepsPolling, offersRepay, POLL_LIMIT_MS, paymentView } from './paymentStatus.ts';

const check = (
  status: PaymentCheck['status'],
  paymentStatus: PaymentCheck['paymentStatus'],
  refundDue = false,
): PaymentCheck => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  status,
  paymentStatus,
  refundDue,
});

describe('what the payment status page shows', () => {
  it('a paid order is paid, and the page stops asking', () => {
    const view = paymentView(check('PAID', 'APPROVED'), 1000);
    expect(view).toBe('paid');
    expect(keepsPolling(view)).toBe(false);
  });

  it('a pending payment keeps the page asking for up to a minute, then says it is still waiting', () => {
    expect(paymentView(check('AWAITING_PAYMENT', 'PENDING'), 0)).toBe('checking');
    expect(keepsPolling(paymentView(check('AWAITING_PAYMENT', 'PENDING'), POLL_LIMIT_MS - 1))).toBe(true);
    expect(paymentView(check('AWAITING_PAYMENT', 'PENDING'), POLL_LIMIT_MS)).toBe('waiting');
    expect(paymentView(check('AWAITING_PAYMENT', null), POLL_LIMIT_MS + 5000)).toBe('waiting');
  });

  it('a declined or abandoned card payment of an unpaid order offers "Zaplatiť znova"', () => {
    const declined = paymentView(check('AWAITING_PAYMENT', 'DECLINED'), 1000);
    const abandoned = paymentView(check('AWAITING_PAYMENT', 'ABANDONED'), 1000);
    expect([declined, abandoned]).toEqual(['declined', 'abandoned']);
    expect(offersRepay(declined) && offersRepay(abandoned)).toBe(true);
    expect(keepsPolling(declined)).toBe(false);
  });

  it("the order's status wins over its last attempt", () => {
    expect(paymentView(check('CANCELLED', 'DECLINED'), 1000)).toBe('cancelled');
    expect(paymentView(check('CANCELLED', 'APPROVED', true), 1000)).toBe('refundDue');
    expect(offersRepay('refundDue')).toBe(false);
    expect(keepsPolling('refundDue')).toBe(false);
    expect(paymentView(check('PAID', 'DECLINED'), 1000)).toBe('paid');
    expect(paymentView(check('REFUNDED', 'APPROVED'), 1000)).toBe('refunded');
    expect(offersRepay('cancelled')).toBe(false);
    expect(offersRepay('paid')).toBe(false);
  });
});
