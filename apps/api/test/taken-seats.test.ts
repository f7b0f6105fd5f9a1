import { HOLD_MINUTES, type PushMessage } from '@hokej/contract';
import { describe, expect, it } from 'vitest';
import { createTakenSeats } from '../src/modules/cart/taken-seats.ts';

const setup = '6f1c2a52-3f0a-4f53-9d39-5f0c3c1d2e11';
const seat = { sector: 'A12', row: '3', name: '7' };
const message = (state: PushMessage['state']): PushMessage => ({
  uuid: setup,
  setupType: 'EVENT',
  seat,
  state,
  availableSeats: 100,
});

describe('the memory of taken seats', () => {
  it('a seat heard BOOKED is taken until shortly before its hold can end, then asks the database again', () => {
    let now = 0;
    const taken = createTakenSeats(() => now);
    taken.hear(message('BOOKED'));
    expect(taken.isTaken(setup, seat)).toBe(true);
    now = (HOLD_MINUTES - 2) * 60_000;
    expect(taken.isTaken(setup, seat)).toBe(true);
    now = HOLD_MINUTES * 60_000 - 30_000;
    expect(taken.isTaken(setup, seat)).toBe(false);
  });

  it('a seat heard free again, or in another match, or never heard of is not refused', () => {
    const taken = createTakenSeats(() => 0);
    taken.hear(message('SOLD'));
    expect(taken.isTaken(setup, seat)).toBe(true);
    expect(taken.isTaken('00000000-0000-4000-8000-000000000000', seat)).toBe(false);
    expect(taken.isTaken(setup, { ...seat, name: '8' })).toBe(false);
    taken.hear(message('ACTIVE'));
    expect(taken.isTaken(setup, seat)).toBe(false);
  });

  it('a seat this process freed is free at once, and a hold the feed brings late does not refuse it', () => {
    let now = 0;
    const taken = createTakenSeats(() => now);
    taken.hear(message('BOOKED'));
    taken.freed(setup, seat);
    expect(taken.isTaken(setup, seat)).toBe(false);
    // The hold made before the release (through another process) arrives after it: not trusted.
    taken.hear(message('BOOKED'));
    expect(taken.isTaken(setup, seat)).toBe(false);
    // Once the grace has passed, the feed is trusted again.
    now = 11_000;
    taken.hear(message('BOOKED'));
    expect(taken.isTaken(setup, seat)).toBe(true);
  });

  it('after a lost feed or a moved clock it remembers nothing', () => {
    const taken = createTakenSeats(() => 0);
    taken.hear(message('RESERVED'));
    taken.forget();
    expect(taken.isTaken(setup, seat)).toBe(false);
  });
});
