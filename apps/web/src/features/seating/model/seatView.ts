/** What a fan sees of a seat: free, mine, taken or not for sale. */
import type { CartItem, Seat } from '@hokej/contract';
import { sk } from '../../../shared/i18n/sk.ts';

export type SeatView = 'free' | 'mine' | 'taken' | 'notForSale';

export const seatKey = (seat: { sector: string; row: string; name: string }) =>
  `${seat.sector}/${seat.row}/${seat.name}`;

export function seatViewOf(seat: Seat, mine: ReadonlyMap<string, CartItem>): SeatView {
  if (mine.has(seatKey(seat))) return 'mine';
  if (seat.buyState === 'ACTIVE') return 'free';
  if (seat.buyState === 'BOOKED' || seat.buyState === 'SOLD') return 'taken';
  return 'notForSale';
}

export const seatViewLabel: Record<SeatView, string> = {
  free: sk.seats.free,
  mine: sk.seats.mine,
  taken: sk.seats.taken,
  notForSale: sk.seats.notForSale,
};

export const seatViewColour: Record<SeatView, string> = {
  free: '#1b7f3b',
  mine: '#0d6efd',
  taken: '#8a8f98',
  notForSale: '#e3e5e8',
};
