/** What a fan sees of a seat: free, mine, taken or not for sale. */
import type { CartItem, Seat } from '@hokej/contract';
import { sk } from '../i18n/sk.ts';

/** How one seat is drawn and whether it answers a click: the fans' picker and the club's editor differ. */
export interface SeatLook {
  /** A short name of the look, also the CSS class `seat-<look>` and `data-state`. */
  look: string;
  colour: string;
  /** The state as read out: "voľné", "zablokované"… */
  label: string;
  pressed: boolean;
  actionable: boolean;
}

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

/** The fans' picker: a free seat or one of mine answers a click; mine is pressed. */
export const fanSeatLook =
  (mine: ReadonlyMap<string, CartItem>) =>
  (seat: Seat): SeatLook => {
    const view = seatViewOf(seat, mine);
    return {
      look: view,
      colour: seatViewColour[view],
      // The legend names the group ("Moje miesta"); one seat is "moje miesto".
      label: view === 'mine' ? sk.seats.mineSeat : seatViewLabel[view],
      pressed: view === 'mine',
      actionable: view === 'free' || view === 'mine',
    };
  };
