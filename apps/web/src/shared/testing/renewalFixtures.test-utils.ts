// A holder's renewal offer as GET /v2/season/renewals answers it, for the offers page and the renewal checkout.
import type { RenewalOffer } from '@hokej/contract';

export const renewalOffer = (over: Partial<RenewalOffer> = {}): RenewalOffer => ({
  id: '44444444-4444-4444-8444-444444444444',
  campaignId: '11111111-1111-4111-8111-111111111111',
  previousSeasonTitle: 'Permanentka 2025/2026',
  seasonUuid: '33333333-3333-4333-8333-333333333333',
  seasonTitle: 'Permanentka 2027/2028',
  seasonStartsAt: '2027-09-01T16:00:00.000Z',
  seat: { sector: 'B39', row: '1', name: '2' },
  category: 'CLASSIC',
  plasticCard: true,
  price: 19000,
  status: 'OFFERED',
  renewalFrom: '2026-11-01T10:00:00.000Z',
  renewalTo: '2099-11-15T10:00:00.000Z',
  open: true,
  orderId: null,
  holderName: null,
  relocation: null,
  ...over,
});
