import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/observability/redact-url.ts';

describe('redactUrl', () => {
  it.each([
    ['/v2/cart/push/s3cr3t', '/v2/cart/push/***'],
    ['/v2/cart/push/pay/s3cr3t', '/v2/cart/push/pay/***'],
    ['/v2/invoice/push/s3cr3t?x=1', '/v2/invoice/push/***?x=1'],
    ['/invoice/push/s3cr3t', '/invoice/push/***'],
    ['/checkout/push/s3cr3t', '/checkout/push/***'],
    ['/reset/s3cr3t', '/reset/***'],
    [
      '/v2/payment/return/sandbox?paymentId=p1&t=123&sig=abc',
      '/v2/payment/return/sandbox?paymentId=p1&t=***&sig=***',
    ],
    ['/v2/user/verify?email=a%40b.sk&hash=abc', '/v2/user/verify?email=a%40b.sk&hash=***'],
    ['/payment/status?orderId=o1&pushId=abc', '/payment/status?orderId=o1&pushId=***'],
    ['/x?token=a&code=b&secret=c&session_id=d', '/x?token=***&code=***&secret=***&session_id=***'],
    ['/x?%74=a', '/x?%74=***'],
  ])('masks the secret of %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/',
    '/v2/event',
    '/v2/push/EVENT/1d49d82a-4713-4719-842c-b5fba22a4a39',
    '/v2/orders?page=2&flag',
    '/v2/admin/push-carts/1d49d82a',
  ])('leaves %s as it is', (url) => {
    expect(redactUrl(url)).toBe(url);
  });
});
