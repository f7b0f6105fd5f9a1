import { HOLD_MINUTES, type PushMessage } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { createTakenSeats } from '../src/modules/cart/taken-seats.ts';

const setup = '6f1c2a52-3f0a-4f53-9d39-5f0c3c1d2e11';
const seat = { sector: 'A12', row: '3', name: '7' };
const message = (state: PushMessage['state'], at = seat): PushMessage => ({
  uuid: setup,
  setupType: 'EVENT',
  seat: at,
  state,
  availableSeats: 100,
});

describe('the memory of taken seats', () => {
  it('a seat heard BOOKED is taken until shortly before its hold can end, then asks the database again', () => {
    let now = 0;
    const taken = createTakenSeats(() => now);
    taken.hear(message('BOOKED'), 1);
    expect(taken.isTaken(setup, seat)).toBe(true);
    now = (HOLD_MINUTES - 2) * 60_000;
    expect(taken.isTaken(setup, seat)).toBe(true);
    now = HOLD_MINUTES * 60_000 - 30_000;
    expect(taken.isTaken(setup, seat)).toBe(false);
  });

  it('a seat heard free again, or in another match, or never heard of is not refused', () => {
    const taken = createTakenSeats(() => 0);
    taken.hear(message('SOLD'), 1);
    expect(taken.isTaken(setup, seat)).toBe(true);
    expect(taken.isTaken('00000000-0000-4000-8000-000000000000', seat)).toBe(false);
    expect(taken.isTaken(setup, { ...seat, name: '8' })).toBe(false);
    taken.hear(message('ACTIVE'), 2);
    expect(taken.isTaken(setup, seat)).toBe(false);
  });

  it('follows the push_log order: a change heard after a newer one of the same seat is ignored', () => {
    const taken = createTakenSeats(() => 0);
    taken.hear(message('ACTIVE'), 8);
    taken.hear(message('BOOKED'), 7);
    expect(taken.isTaken(setup, seat)).toBe(false);
    taken.hear(message('BOOKED'), 9);
    taken.hear(message('ACTIVE'), 8);
    expect(taken.isTaken(setup, seat)).toBe(true);
    // A change without an id (not from the feed) cannot be ordered and changes nothing.
    taken.hear(message('ACTIVE'));
    expect(taken.isTaken(setup, seat)).toBe(true);
  });

  it('a seat this process freed is free at once; a take older than the release is ignored, a newer one trusted', () => {
    const taken = createTakenSeats(() => 0);
    taken.hear(message('BOOKED'), 10);
    taken.freed(setup, seat, 12);
    expect(taken.isTaken(setup, seat)).toBe(false);
    // The take made before the release (through another process) arrives after it: ignored.
    taken.hear(message('BOOKED'), 11);
    expect(taken.isTaken(setup, seat)).toBe(false);
    // Another fan's take after the release: trusted at once, no grace period.
    taken.hear(message('BOOKED'), 13);
    expect(taken.isTaken(setup, seat)).toBe(true);
  });

  it('refuses only when it has heard at least as far as the page has seen', () => {
    const taken = createTakenSeats(() => 0);
    taken.hear(message('BOOKED'), 20);
    expect(taken.isTaken(setup, seat, 20)).toBe(true);
    expect(taken.isTaken(setup, seat, 19)).toBe(true);
    // The page saw change 21 (perhaps this seat's release through another process): the database decides.
    expect(taken.isTaken(setup, seat, 21)).toBe(false);
    taken.hear(message('BOOKED', { ...seat, name: '9' }), 21);
    expect(taken.isTaken(setup, seat, 21)).toBe(true);
  });

  it('after a lost feed or a moved clock it remembers nothing', () => {
    const taken = createTakenSeats(() => 0);
    taken.hear(message('RESERVED'), 1);
    taken.forget();
    expect(taken.isTaken(setup, seat)).toBe(false);
  });
});
