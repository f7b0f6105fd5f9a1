import type { OrderItem, TicketTransfer } from '@hokej/contract';

export const MATCH = '11111111-1111-4111-8111-111111111111';
export const ORDER = '00000000-0000-4000-8000-000000000012';
export const SERIAL = '100012-1';
export const SECRET = 'a'.repeat(43);

/** A match `hoursAhead` from now. */
export const startingIn = (hoursAhead: number) => new Date(Date.now() + hoursAhead * 3_600_000).toISOString();

/** Jana's paid match ticket of order 100012. */
export const paidItem = (over: Partial<OrderItem> = {}): OrderItem => ({
  id: '10000000-0000-4000-8000-000000000012',
  setupType: 'EVENT',
  setupUuid: MATCH,
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: startingIn(48),
  seat: { sector: 'A12', row: '3', name: '12' },
  ticketType: 'ADULT',
  price: 1800,
  plasticCard: false,
  holder: null,
  ticketSerial: SERIAL,
  ...over,
});

export const ticketTransfer = (over: Partial<TicketTransfer> = {}): TicketTransfer => ({
  id: '33333333-3333-4333-8333-333333333333',
  state: 'PENDING',
  ticketSerial: SERIAL,
  serial: null,
  matchId: MATCH,
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: startingIn(48),
  seat: { sector: 'A12', row: '3', name: '12' },
  recipientEmail: 'kamarat@hokej.test',
  recipientName: null,
  senderName: 'Jana Nováková',
  createdAt: new Date().toISOString(),
  decidedAt: null,
  ...over,
});
