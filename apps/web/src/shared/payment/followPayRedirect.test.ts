import { describe, expect, it, vi } from 'vitest';
import { followPayRedirect, isShopPage } from './followPayRedirect.ts';

describe('after paying, the browser goes where the API says', () => {
  it('the order summary of a bank transfer opens inside the shop', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    followPayRedirect('/order/success?orderId=abc', navigate, assign);
    expect(navigate).toHaveBeenCalledWith('/order/success?orderId=abc');
    expect(assign).not.toHaveBeenCalled();
  });

  it("the card gateway's hosted page is a full page load", () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    followPayRedirect('/v2/payment/sandbox/123', navigate, assign);
    followPayRedirect('https://brana.example/pay/1', navigate, assign);
    expect(assign.mock.calls).toEqual([['/v2/payment/sandbox/123'], ['https://brana.example/pay/1']]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a protocol-relative address is never taken for a page of the shop', () => {
    expect(isShopPage('//evil.example/order/success')).toBe(false);
    expect(isShopPage('/payment/status?orderId=1')).toBe(true);
  });
});
