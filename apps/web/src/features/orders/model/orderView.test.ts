import type { Order } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import {
  formatTimeLeft,
  hasInvoice,
  hasPrintableTickets,
  hasTickets,
  isRepayable,
  timeLeftMs,
} from './orderView.ts';

const SERVER_NOW = Date.UTC(2026, 10, 1, 12);
const order = (over: Partial<Order>): Order => ({
  id: '00000000-0000-4000-8000-000000000001',
  orderNumber: '100001',
  status: 'AWAITING_PAYMENT',
  paymentType: 'CARD',
  createdAt: new Date(SERVER_NOW).toISOString(),
  expiresAt: new Date(SERVER_NOW + 20 * 60_000).toISOString(),
  paidAt: null,
  totalPrice: 3000,
  discount: 0,
  couponCode: null,
  items: [],
  bankTransfer: null,
  installments: [],
  installmentProgress: null,
  refundedAt: null,
  creditNoteNumber: null,
  ...over,
});

describe('what can be done with an order', () => {
  it('an unpaid card order within its time can be paid again', () => {
    expect(isRepayable(order({}), 60_000)).toBe(true);
  });

  it('not once its time is up, nor a bank transfer, nor a paid or cancelled order', () => {
    expect(isRepayable(order({}), 0)).toBe(false);
    expect(isRepayable(order({ paymentType: 'BANK_TRANSFER' }), 60_000)).toBe(false);
    // An installment order pays its part 1 again.
    expect(isRepayable(order({ paymentType: 'INSTALLMENTS' }), 60_000)).toBe(true);
    expect(isRepayable(order({ status: 'PAID' }), 60_000)).toBe(false);
    expect(isRepayable(order({ status: 'CANCELLED' }), 60_000)).toBe(false);
  });

  it('only a paid order has tickets to print or download', () => {
    expect(hasTickets(order({ status: 'PAID' }))).toBe(true);
    expect(hasTickets(order({}))).toBe(false);
    expect(hasTickets(order({ status: 'REFUNDED' }))).toBe(false);
  });

  it('the order’s tickets PDF leaves out tickets given to friends: with all given away, there is none', () => {
    const item = (transferred: boolean) => ({
      id: '10000000-0000-4000-8000-000000000001',
      setupType: 'EVENT' as const,
      setupUuid: '11111111-1111-4111-8111-111111111111',
      title: 'HK Orly Zvolen – HC Košice',
      startsAt: new Date(SERVER_NOW).toISOString(),
      seat: { sector: 'A12', row: '3', name: '1' },
      ticketType: 'ADULT' as const,
      price: 1800,
      plasticCard: false,
      holder: null,
      ticketSerial: '100001-1',
      transferred,
    });
    expect(hasPrintableTickets(order({ status: 'PAID', items: [item(true), item(false)] }))).toBe(true);
    expect(hasPrintableTickets(order({ status: 'PAID', items: [item(true)] }))).toBe(false);
    expect(hasPrintableTickets(order({ items: [item(false)] }))).toBe(false);
  });

  it('only a paid order has an invoice to download', () => {
    expect(hasInvoice(order({ status: 'PAID' }))).toBe(true);
    expect(hasInvoice(order({}))).toBe(false);
    expect(hasInvoice(order({ status: 'CANCELLED' }))).toBe(false);
    expect(hasInvoice(order({ status: 'REFUNDED' }))).toBe(true);
  });
});

describe('the time left to pay', () => {
  it("is counted on the server's clock", () => {
    // The client's clock runs 2 minutes ahead of the server's.
    const diff = 2 * 60_000;
    expect(timeLeftMs(order({}), diff, SERVER_NOW + diff)).toBe(20 * 60_000);
  });

  it('reads mm:ss under an hour, hours and minutes under a day, days and hours beyond', () => {
    expect(formatTimeLeft(19 * 60_000 + 5000)).toBe('19:05');
    expect(formatTimeLeft(5 * 3_600_000 + 3 * 60_000)).toBe('5 h 03 min');
    expect(formatTimeLeft(2 * 86_400_000 + 23 * 3_600_000 + 59 * 60_000)).toBe('2 d 23 h');
  });
});
