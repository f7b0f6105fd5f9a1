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
  /** The arrow keys stop on it (the fans' map skips seats not for sale); true unless said. */
  focusable?: boolean;
  /** A sign drawn on the seat so its state shows without colour: a tick, a cross, a hollow ring. */
  mark?: SeatMark;
  /** Read after the state and price: "odporúčané miesto", "zostalo by osamotené miesto 8". */
  note?: string;
  /** The seat to take instead of a refused one (SEAT_GAP): ringed on the map. */
  suggested?: boolean;
}

export type SeatMark = 'tick' | 'cross' | 'hollow' | 'pending';

export type SeatView = 'free' | 'mine' | 'pending' | 'taken' | 'notForSale';

export const seatKey = (seat: { sector: string; row: string; name: string }) =>
  `${seat.sector}/${seat.row}/${seat.name}`;

export function seatViewOf(
  seat: Seat,
  mine: ReadonlyMap<string, CartItem>,
  pending: ReadonlySet<string> = new Set(),
): SeatView {
  if (pending.has(seatKey(seat))) return 'pending';
  if (mine.has(seatKey(seat))) return 'mine';
  if (seat.buyState === 'ACTIVE') return 'free';
  if (seat.buyState === 'BOOKED' || seat.buyState === 'SOLD') return 'taken';
  return 'notForSale';
}

export const seatViewLabel: Record<SeatView, string> = {
  free: sk.seats.free,
  mine: sk.seats.mine,
  pending: sk.seats.pending,
  taken: sk.seats.taken,
  notForSale: sk.seats.notForSale,
};

/**
 * Each state has its own sign as well as its colour (WCAG 1.4.1); every fill and outline is ≥ 3:1 against
 * the white map: free 5.1:1, mine 6.4:1, taken 4.7:1, the hollow not-for-sale outline 4.7:1 (as the browser
 * draws them: e2e/seat-map.spec.ts measures every state from its computed style).
 */
export const seatViewColour: Record<SeatView, string> = {
  free: '#1b7f3b',
  mine: '#0a58ca',
  pending: '#ffffff',
  taken: '#6c757d',
  notForSale: '#ffffff',
};

export const seatViewMark: Record<SeatView, SeatMark | undefined> = {
  free: undefined,
  mine: 'tick',
  pending: 'pending',
  taken: 'cross',
  notForSale: 'hollow',
};

/**
 * The state as read in a seat's name: "Rad 5, miesto 10, voľné, 22,00 €"; read in the current language each
 * time (a module loaded before a switch of language would otherwise keep the first language's words).
 */
export const seatViewState: Readonly<Record<SeatView, string>> = {
  get free() {
    return sk.seats.stateFree;
  },
  get mine() {
    return sk.seats.stateMine;
  },
  get pending() {
    return sk.seats.statePending;
  },
  get taken() {
    return sk.seats.stateTaken;
  },
  get notForSale() {
    return sk.seats.stateNotForSale;
  },
};

/**
 * The fans' picker: a free seat or one of mine answers a click; mine is selected; a seat on its way to or from
 * the cart (pending) waits for the answer; the arrow keys skip seats not for sale.
 */
export const fanSeatLook =
  (mine: ReadonlyMap<string, CartItem>, pending: ReadonlySet<string> = new Set()) =>
  (seat: Seat): SeatLook => {
    const view = seatViewOf(seat, mine, pending);
    return {
      look: view,
      colour: seatViewColour[view],
      label: seatViewState[view],
      pressed: view === 'mine',
      actionable: view === 'free' || view === 'mine',
      focusable: view !== 'notForSale',
      mark: seatViewMark[view],
    };
  };
