import type { CartItem, Seat } from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  fanSeatLook,
  type SeatView,
  seatKey,
  seatViewColour,
  seatViewLabel,
  seatViewMark,
  seatViewOf,
} from './seatView.ts';

const seat = (buyState: BuyState, name = '7'): Seat => ({
  name,
  row: '3',
  sector: 'A11',
  buyState,
  x: 0,
  y: 0,
});
const none = new Map<string, CartItem>();
const mineOf = (...seats: Seat[]) => new Map(seats.map((s) => [seatKey(s), {} as CartItem]));

describe('what a fan sees of a seat', () => {
  it('an ACTIVE seat is free', () => {
    expect(seatViewOf(seat('ACTIVE'), none)).toBe('free');
  });

  it('BOOKED and SOLD seats are taken', () => {
    expect(seatViewOf(seat('BOOKED'), none)).toBe('taken');
    expect(seatViewOf(seat('SOLD'), none)).toBe('taken');
  });

  it('DISABLED and RESERVED seats are not for sale', () => {
    expect(seatViewOf(seat('DISABLED'), none)).toBe('notForSale');
    expect(seatViewOf(seat('RESERVED'), none)).toBe('notForSale');
  });

  it('a seat in my cart shows as mine even though it is BOOKED for everyone else', () => {
    const held = seat('BOOKED');
    expect(seatViewOf(held, mineOf(held))).toBe('mine');
  });

  it('only the exact seat in my cart is mine', () => {
    const held = seat('BOOKED', '7');
    expect(seatViewOf(seat('BOOKED', '8'), mineOf(held))).toBe('taken');
    expect(seatViewOf({ ...held, row: '4' }, mineOf(held))).toBe('taken');
    expect(seatViewOf({ ...held, sector: 'A12' }, mineOf(held))).toBe('taken');
  });

  it('the seat key tells apart seats that share a name across rows and sectors', () => {
    expect(seatKey({ sector: 'A11', row: '1', name: '12' })).not.toBe(
      seatKey({ sector: 'A11', row: '11', name: '2' }),
    );
    expect(seatKey({ sector: 'A11', row: '3', name: '7' })).toBe('A11/3/7');
  });

  it('each view has a Slovak label and its own colour and sign together', () => {
    expect(seatViewLabel).toEqual({
      free: 'Voľné',
      mine: 'Moje miesta',
      pending: 'Ukladá sa',
      taken: 'Obsadené',
      notForSale: 'Nepredajné',
    });
    const looks = Object.keys(seatViewLabel).map(
      (view) => `${seatViewColour[view as SeatView]}|${seatViewMark[view as SeatView]}`,
    );
    expect(new Set(looks).size).toBe(5);
  });

  it('a seat waiting for the answer to a click is pending, whatever it was', () => {
    const free = seat('ACTIVE');
    expect(seatViewOf(free, none, new Set([seatKey(free)]))).toBe('pending');
    expect(seatViewOf(free, mineOf(free), new Set([seatKey(free)]))).toBe('pending');
  });

  it('the fans’ map reads a seat’s state in lower case and skips seats not for sale', () => {
    const look = fanSeatLook(none);
    expect(look(seat('ACTIVE'))).toMatchObject({ label: 'voľné', actionable: true, focusable: true });
    expect(look(seat('SOLD'))).toMatchObject({ label: 'obsadené', actionable: false, focusable: true });
    expect(look(seat('DISABLED'))).toMatchObject({ label: 'nepredajné', focusable: false, mark: 'hollow' });
  });

  it('one seat of mine is "moje miesto" on the map, not the legend\'s plural', () => {
    const mine = seat('BOOKED');
    expect(fanSeatLook(new Map([[seatKey(mine), {} as never]]))(mine).label).toBe('moje miesto');
  });
});
