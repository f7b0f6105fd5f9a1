import type { Order, OrdersResponse } from '@hokej/contract';

/** An order of Jana's: unpaid by card, 15 minutes left, unless told otherwise. */
export function order(n: number, over: Partial<Order> = {}): Order {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    orderNumber: String(100000 + n),
    status: 'AWAITING_PAYMENT',
    paymentType: 'CARD',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    paidAt: null,
    totalPrice: 2700,
    discount: 0,
    couponCode: null,
    items: [
      {
        id: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        setupType: 'EVENT',
        setupUuid: '11111111-1111-4111-8111-111111111111',
        title: 'HK Orly Zvolen – HC Košice',
        startsAt: '2026-12-19T16:00:00.000Z',
        seat: { sector: 'A12', row: '3', name: String(n) },
        ticketType: 'CHILD',
        price: 2700,
        plasticCard: false,
        holder: null,
        ticketSerial: over.status === 'PAID' ? `${100000 + n}-1` : null,
      },
    ],
    bankTransfer: null,
    installments: [],
    installmentProgress: null,
    refundedAt: null,
    creditNoteNumber: null,
    ...over,
  };
}

export const ordersPage = (orders: Order[], pageIndex: number, totalResults: number): OrdersResponse => ({
  data: orders,
  pageIndex,
  pageSize: 5,
  totalResults,
  serverTimestamp: Date.now(),
});
