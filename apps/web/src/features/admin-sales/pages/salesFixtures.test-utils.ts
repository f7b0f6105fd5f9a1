import type { SalesDetail, SalesSummary, SeatHeatMap } from '@hokej/contract';

export const MATCH = '11111111-1111-4111-8111-111111111111';
export const SEASON = '22222222-2222-4222-8222-222222222222';

export const matchSummary: SalesSummary = {
  id: MATCH,
  setupType: 'EVENT',
  title: 'HK Orly Zvolen – HC Košice',
  startsAt: '2026-12-05T17:30:00.000Z',
  published: true,
  seats: { total: 200, sold: 45, held: 5, free: 140, disabled: 6, reserved: 4 },
  ticketsSold: 45,
  paidOrders: 20,
  revenue: { totalCents: 54_000, vatCents: 10_098, netCents: 43_902 },
};

export const seasonSummary: SalesSummary = {
  id: SEASON,
  setupType: 'SEASON',
  title: 'Permanentky 2026/2027',
  startsAt: '2026-09-10T16:00:00.000Z',
  published: false,
  seats: { total: 200, sold: 0, held: 0, free: 200, disabled: 0, reserved: 0 },
  ticketsSold: 0,
  paidOrders: 0,
  revenue: { totalCents: 0, vatCents: 0, netCents: 0 },
};

export const matchDetail: SalesDetail = {
  ...matchSummary,
  discountCents: 333,
  byPaymentType: [
    {
      paymentType: 'BANK_TRANSFER',
      orders: 5,
      tickets: 10,
      totalCents: 12_000,
      vatCents: 2244,
      netCents: 9756,
    },
    { paymentType: 'CARD', orders: 15, tickets: 35, totalCents: 42_000, vatCents: 7854, netCents: 34_146 },
  ],
  byTicketType: [
    { ticketType: 'ADULT', count: 40, totalCents: 50_000, vatCents: 9350, netCents: 40_650 },
    { ticketType: 'CHILD', count: 5, totalCents: 4000, vatCents: 748, netCents: 3252 },
  ],
  timeline: [
    { day: '2026-11-20', tickets: 30, revenueCents: 36_000 },
    { day: '2026-11-22', tickets: 15, revenueCents: 18_000 },
  ],
};

export const heatMap: SeatHeatMap = {
  id: MATCH,
  setupType: 'EVENT',
  title: matchSummary.title,
  viewBox: '0 0 200 300',
  rink: { x: 0, y: 100, width: 200, height: 100 },
  sectors: [{ name: 'B11', shape: { x: 0, y: 250, width: 96, height: 48 } }],
  seats: [
    {
      sector: 'B11',
      row: '1',
      name: '1',
      x: 12,
      y: 12,
      state: 'SOLD',
      price: 1200,
      soldAt: '2026-11-20T09:00:00.000Z',
    },
    { sector: 'B11', row: '1', name: '2', x: 36, y: 12, state: 'BOOKED' },
    { sector: 'B11', row: '2', name: '1', x: 12, y: 36, state: 'ACTIVE' },
    { sector: 'B11', row: '2', name: '2', x: 36, y: 36, state: 'DISABLED' },
  ],
};
