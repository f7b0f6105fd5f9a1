// A buyer's season tickets as GET /v2/season/tickets answers them, and My season tickets opened on them.
import type { MySeasonTicket, SeasonHolder } from '@hokej/contract';
import { janaSession } from '../../../shared/testing/janaFixtures.test-utils.ts';
import { makeStore, mockApi, renderPage } from '../../../shared/testing/shopHarness.test-utils.tsx';
import { SeasonTicketsPage } from './SeasonTicketsPage.tsx';

const SEASON_START = '2026-09-01T16:00:00.000Z';

export function ticket(n: number, overrides: Partial<MySeasonTicket> = {}): MySeasonTicket {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    seasonUuid: '11111111-1111-4111-8111-111111111111',
    seasonTitle: 'Permanentka 2026/2027',
    seasonStartsAt: SEASON_START,
    seat: { sector: 'A1', row: '3', name: String(n) },
    category: 'CLASSIC',
    plasticCard: false,
    orderId: '22222222-2222-4222-8222-222222222222',
    orderNumber: '100007',
    ticketSerial: `100007-${n}`,
    registrationState: 'OPEN',
    canRegister: true,
    holder: null,
    ...overrides,
  };
}

export const holder: SeasonHolder = {
  firstName: 'Jana',
  lastName: 'Štefániková',
  phoneNumber: '+421905123456',
  dateOfBirth: '1990-04-12',
  email: 'jana@hokej.test',
  zip: '960 01',
  city: 'Zvolen',
  country: 'SK',
  address: 'Námestie SNP 1',
  seasonTicketType: 'CLASSIC',
  registeredAt: '2026-08-01T10:00:00.000Z',
  photoUrl: '/v2/season/tickets/00000000-0000-4000-8000-000000000001/photo?v=1',
};

/** My season tickets (`/order/success/season-tickets?orderId=` when `route` says so) for signed-in Jana. */
export function open(
  tickets: MySeasonTicket[],
  handlers: Parameters<typeof mockApi>[0] = {},
  route?: string,
) {
  const api = mockApi({ 'GET /v2/season/tickets': { status: 200, body: { data: tickets } }, ...handlers });
  const store = makeStore({ session: janaSession() });
  const variant = route?.startsWith('/order') ? 'success' : 'mine';
  renderPage(<SeasonTicketsPage variant={variant} />, { route: route ?? '/my-season-tickets', store });
  return { api, store };
}
