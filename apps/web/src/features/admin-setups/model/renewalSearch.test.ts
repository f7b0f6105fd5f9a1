import type { AdminRenewalOffer } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { matchingOffers } from './renewalSearch.ts';

const offer = (holderName: string, holderEmail: string, sector: string, name: string): AdminRenewalOffer => ({
  id: `${sector}-${name}`,
  holderEmail,
  holderName,
  holderFirstName: holderName.split(' ')[0] ?? '',
  holderLastName: holderName.split(' ')[1] ?? '',
  holderPhone: null,
  seat: { sector, row: '1', name },
  category: 'CLASSIC',
  status: 'OFFERED',
  orderId: null,
  seniority: 1,
  renewedByClub: false,
});

const offers = [
  offer('Mária Držiteľová', 'druhy.drzitel@hokej.test', 'B39', '2'),
  offer('Ján Fanúšik', 'fanusik@hokej.test', 'A11', '7'),
];

describe('the box office finds a holder', () => {
  it('by name without diacritics or case, by e-mail, by sector and seat', () => {
    expect(matchingOffers(offers, 'drzitelova').map((o) => o.holderName)).toEqual(['Mária Držiteľová']);
    expect(matchingOffers(offers, 'FANUSIK@').map((o) => o.seat.sector)).toEqual(['A11']);
    expect(matchingOffers(offers, 'b39 2').map((o) => o.holderEmail)).toEqual(['druhy.drzitel@hokej.test']);
  });

  it('lists everybody for an empty search and nobody for a stranger', () => {
    expect(matchingOffers(offers, '  ')).toHaveLength(2);
    expect(matchingOffers(offers, 'Novák')).toEqual([]);
  });
});
