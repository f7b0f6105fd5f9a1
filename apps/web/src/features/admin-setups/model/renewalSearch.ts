/** The box office's holder search over a campaign's offers: name, e-mail or seat, without diacritics or case. */
import type { AdminRenewalOffer } from '@hokej/contract';

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The offers whose holder or seat contains every word of `query` (all of them for an empty query). */
export function matchingOffers(offers: readonly AdminRenewalOffer[], query: string): AdminRenewalOffer[] {
  const words = plain(query).split(/\s+/).filter(Boolean);
  return offers.filter((o) => {
    const text = plain(
      `${o.holderName} ${o.holderEmail} ${o.seat.sector} ${o.seat.row} ${o.seat.name} ${o.seat.sector}-${o.seat.row}-${o.seat.name}`,
    );
    return words.every((w) => text.includes(w));
  });
}
