import type { CartItem } from '@hokej/contract';
import { MAX_SEATS_PER_ORDER } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import { earliestExpiry } from './cartCountdown.ts';
import { heldCount, heldItems, lapsedItems } from './cartItems.ts';

let nextId = 0;
function item(status: CartItem['status']): CartItem {
  nextId += 1;
  const expireAt = new Date(Date.UTC(2025, 1, 1, 18, nextId)).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    setupType: 'EVENT',
    setupUuid: '11111111-1111-4111-8111-111111111111',
    title: 'HK – HC',
    startsAt: '2025-02-01T20:00:00.000Z',
    seat: { sector: 'A11', row: '1', name: String(nextId) },
    ticketType: 'ADULT',
    price: 1200,
    plasticCard: false,
    status,
    expireAt,
    ticket: { expiration: expireAt },
  };
}

describe('held and lapsed cart lines', () => {
  it('only lines awaiting payment count towards the seat limit and the badge', () => {
    const items = [
      item('AWAITING_PAYMENT'),
      item('CANCELLED'),
      item('AWAITING_PAYMENT'),
      item('CANCELLED'),
      item('CANCELLED'),
    ];
    expect(heldCount(items)).toBe(2);
    expect(heldCount(items)).toBeLessThan(MAX_SEATS_PER_ORDER);
    expect(heldItems(items).every((i) => i.status === 'AWAITING_PAYMENT')).toBe(true);
  });

  it('five lapsed lines do not block a new pick', () => {
    const items = Array.from({ length: 5 }, () => item('CANCELLED'));
    expect(heldCount(items)).toBe(0);
  });

  it('lists the lapsed lines in cart order', () => {
    const a = item('CANCELLED');
    const b = item('AWAITING_PAYMENT');
    const c = item('CANCELLED');
    expect(lapsedItems([a, b, c])).toEqual([a, c]);
  });

  it('no cart has nothing held and nothing lapsed', () => {
    expect(heldCount(undefined)).toBe(0);
    expect(lapsedItems(undefined)).toEqual([]);
  });

  it('a lapsed line still stops the countdown (spec), which is why the notice takes its place', () => {
    const items = [item('AWAITING_PAYMENT'), item('CANCELLED')];
    expect(earliestExpiry(items)).toBeNull();
    expect(lapsedItems(items)).toHaveLength(1);
  });
});
