import type { AdminOrderDetail, AdminOrderSummary } from '@hokej/contract';

export const ORDER_ID = '33333333-3333-4333-8333-333333333333';

export const summary = (over: Partial<AdminOrderSummary> = {}): AdminOrderSummary => ({
  id: ORDER_ID,
  orderNumber: '100042',
  status: 'PAID',
  paymentType: 'CARD',
  totalPrice: 2400,
  createdAt: '2026-11-20T09:00:00.000Z',
  paidAt: '2026-11-20T09:05:00.000Z',
  contact: { firstName: 'Peter', lastName: 'Hokejový', email: 'peter@hokej.test' },
  ticketCount: 2,
  refundDue: false,
  refundToSend: false,
  ...over,
});

export const detail = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  id: ORDER_ID,
  orderNumber: '100042',
  status: 'PAID',
  paymentType: 'CARD',
  totalPrice: 2400,
  discount: 0,
  couponCode: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-11-20T09:20:00.000Z',
  paidAt: '2026-11-20T09:05:00.000Z',
  cancelledAt: null,
  refundedAt: null,
  refundDue: false,
  contact: {
    firstName: 'Peter',
    lastName: 'Hokejový',
    email: 'peter@hokej.test',
    phoneNumber: '+421905111000',
  },
  invoice: null,
  account: { id: '44444444-4444-4444-8444-444444444444', email: 'peter@hokej.test' },
  items: [
    {
      id: '55555555-5555-4555-8555-555555555555',
      setupType: 'EVENT',
      setupUuid: '66666666-6666-4666-8666-666666666666',
      title: 'HK Orly Zvolen – HC Košice',
      startsAt: '2026-12-05T17:30:00.000Z',
      seat: { sector: 'A11', row: '3', name: '7' },
      ticketType: 'ADULT',
      price: 1200,
      plasticCard: false,
      ticketSerial: '100042-1',
      holder: null,
      checkedInAt: null,
    },
  ],
  payments: [
    {
      id: '77777777-7777-4777-8777-777777777777',
      provider: 'sandbox',
      amount: 2400,
      status: 'APPROVED',
      createdAt: '2026-11-20T09:01:00.000Z',
      settledAt: '2026-11-20T09:05:00.000Z',
    },
  ],
  bankPayments: [],
  invoiceNumber: '2026000042',
  refunds: [],
  emails: [
    {
      id: '88888888-8888-4888-8888-888888888888',
      recipient: 'peter@hokej.test',
      subject: 'Objednávka č. 100042 je zaplatená',
      attachments: ['ORDER_TICKETS', 'ORDER_INVOICE'],
      createdAt: '2026-11-20T09:05:00.000Z',
      deliveredAt: '2026-11-20T09:05:02.000Z',
      failedAt: null,
    },
  ],
  openPaymentLinks: 0,
  ...over,
});
