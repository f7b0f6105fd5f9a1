import type { ArenaResponse, PushMessage, SectorResponse } from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';
import { createNextState } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  applyPushToArena,
  applyPushToSector,
  applySectorCountToArena,
  applySectorCountToSector,
  parseSectorCount,
  type SectorCount,
  setSeatState,
} from './seatUpdates.ts';

const UUID = '22222222-2222-4222-8222-222222222222';

function sector(states: Record<string, BuyState>, name = 'A11', availableSeats = 10): SectorResponse {
  return {
    uuid: UUID,
    setupType: 'EVENT',
    title: 'HK – HC',
    startsAt: '2025-02-01T18:00:00.000Z',
    sector: name,
    availableSeats,
    prices: [{ ticketType: 'ADULT', price: 1200 }],
    setup: {
      '1': Object.entries(states).map(([seatName, buyState], i) => ({
        name: seatName,
        row: '1',
        sector: name,
        buyState,
        x: i * 10,
        y: 0,
      })),
    },
    serverTimestamp: Date.UTC(2025, 1, 1),
  };
}

const stateOf = (s: SectorResponse, seat: string) => s.setup['1']?.find((x) => x.name === seat)?.buyState;

function push(seat: string, state: BuyState, availableSeats: number, sectorName = 'A11'): PushMessage {
  return {
    uuid: UUID,
    setupType: 'EVENT',
    seat: { sector: sectorName, row: '1', name: seat },
    state,
    availableSeats,
  };
}

describe('a seat change from the push channel or our own cart call', () => {
  it('a pushed ACTIVE frees a booked or sold seat', () => {
    const s = sector({ '1': 'BOOKED', '2': 'SOLD' });
    expect(setSeatState(s, { sector: 'A11', row: '1', name: '1' }, 'ACTIVE')).toBe(true);
    expect(setSeatState(s, { sector: 'A11', row: '1', name: '2' }, 'ACTIVE')).toBe(true);
    expect(stateOf(s, '1')).toBe('ACTIVE');
    expect(stateOf(s, '2')).toBe('ACTIVE');
  });

  it('our own release (ACTIVE) does not free a RESERVED seat', () => {
    const s = sector({ '1': 'RESERVED' });
    expect(setSeatState(s, { sector: 'A11', row: '1', name: '1' }, 'ACTIVE')).toBe(false);
    expect(stateOf(s, '1')).toBe('RESERVED');
  });

  it('our own release (ACTIVE) does not free a DISABLED seat', () => {
    const s = sector({ '1': 'DISABLED' });
    expect(setSeatState(s, { sector: 'A11', row: '1', name: '1' }, 'ACTIVE')).toBe(false);
    expect(stateOf(s, '1')).toBe('DISABLED');
  });

  it('BOOKED always applies, whatever the seat was', () => {
    for (const before of ['ACTIVE', 'RESERVED', 'DISABLED', 'SOLD'] as const) {
      const s = sector({ '1': before });
      expect(setSeatState(s, { sector: 'A11', row: '1', name: '1' }, 'BOOKED')).toBe(true);
      expect(stateOf(s, '1')).toBe('BOOKED');
    }
  });

  it('SOLD always applies, whatever the seat was', () => {
    for (const before of ['ACTIVE', 'RESERVED', 'DISABLED', 'BOOKED'] as const) {
      const s = sector({ '1': before });
      expect(setSeatState(s, { sector: 'A11', row: '1', name: '1' }, 'SOLD')).toBe(true);
      expect(stateOf(s, '1')).toBe('SOLD');
    }
  });

  it('only the named seat changes', () => {
    const s = sector({ '1': 'ACTIVE', '2': 'ACTIVE', '3': 'ACTIVE' });
    setSeatState(s, { sector: 'A11', row: '1', name: '2' }, 'BOOKED');
    expect([stateOf(s, '1'), stateOf(s, '2'), stateOf(s, '3')]).toEqual(['ACTIVE', 'BOOKED', 'ACTIVE']);
  });

  it('a change for another sector, row or seat is ignored', () => {
    const s = sector({ '1': 'ACTIVE' });
    expect(setSeatState(s, { sector: 'B31', row: '1', name: '1' }, 'SOLD')).toBe(false);
    expect(setSeatState(s, { sector: 'A11', row: '9', name: '1' }, 'SOLD')).toBe(false);
    expect(setSeatState(s, { sector: 'A11', row: '1', name: '99' }, 'SOLD')).toBe(false);
    expect(stateOf(s, '1')).toBe('ACTIVE');
  });

  it('works on an immer draft without touching the cached original', () => {
    const original = sector({ '1': 'ACTIVE' });
    const next = createNextState(original, (draft) => {
      setSeatState(draft, { sector: 'A11', row: '1', name: '1' }, 'BOOKED');
    });
    expect(stateOf(original, '1')).toBe('ACTIVE');
    expect(stateOf(next, '1')).toBe('BOOKED');
  });
});

describe('a push message applied to the sector map', () => {
  it('sets the seat and takes the availability from the server message', () => {
    const s = sector({ '1': 'ACTIVE' }, 'A11', 10);
    applyPushToSector(s, push('1', 'BOOKED', 7));
    expect(stateOf(s, '1')).toBe('BOOKED');
    expect(s.availableSeats).toBe(7);
  });

  it('the club frees a blocked or reserved seat: the pushed ACTIVE frees it and the count follows', () => {
    const s = sector({ '1': 'RESERVED', '2': 'DISABLED' }, 'A11', 10);
    applyPushToSector(s, push('1', 'ACTIVE', 11));
    applyPushToSector(s, push('2', 'ACTIVE', 12));
    expect([stateOf(s, '1'), stateOf(s, '2')]).toEqual(['ACTIVE', 'ACTIVE']);
    expect(s.availableSeats).toBe(12);
  });

  it('the club blocks or reserves a free seat: the pushed state applies', () => {
    const s = sector({ '1': 'ACTIVE', '2': 'ACTIVE' }, 'A11', 2);
    applyPushToSector(s, push('1', 'DISABLED', 1));
    applyPushToSector(s, push('2', 'RESERVED', 0));
    expect([stateOf(s, '1'), stateOf(s, '2')]).toEqual(['DISABLED', 'RESERVED']);
    expect(s.availableSeats).toBe(0);
  });

  it('does not count availability up or down by itself', () => {
    const s = sector({ '1': 'ACTIVE', '2': 'ACTIVE' }, 'A11', 2);
    applyPushToSector(s, push('1', 'SOLD', 2));
    expect(s.availableSeats).toBe(2);
  });

  it('a message for another sector changes neither seats nor availability', () => {
    const s = sector({ '1': 'ACTIVE' }, 'A11', 10);
    applyPushToSector(s, push('1', 'SOLD', 0, 'B31'));
    expect(stateOf(s, '1')).toBe('ACTIVE');
    expect(s.availableSeats).toBe(10);
  });
});

function arena(): ArenaResponse {
  const entry = (name: string, availableSeats: number) => ({
    name,
    availableSeats,
    totalSeats: 100,
    priceFrom: 900,
    priceBand: 900,
    shape: { x: 0, y: 0, width: 10, height: 10 },
  });
  return {
    uuid: UUID,
    setupType: 'EVENT',
    title: 'HK – HC',
    startsAt: '2025-02-01T18:00:00.000Z',
    venue: 'Zimný štadión',
    arena: { A11: entry('A11', 50), B31: entry('B31', 80) },
    priceBands: [],
    viewBox: '0 0 100 100',
    rink: { x: 0, y: 0, width: 10, height: 10 },
    serverTimestamp: Date.UTC(2025, 1, 1),
  };
}

describe('a push message applied to the arena map', () => {
  it("sets the sector's availability from the message and leaves other sectors alone", () => {
    const a = arena();
    applyPushToArena(a, push('1', 'BOOKED', 49));
    expect(a.arena.A11?.availableSeats).toBe(49);
    expect(a.arena.B31?.availableSeats).toBe(80);
  });

  it('ignores a message for a sector the arena does not have', () => {
    const a = arena();
    applyPushToArena(a, push('1', 'BOOKED', 3, 'B19'));
    expect(a.arena.B19).toBeUndefined();
    expect(a.arena.A11?.availableSeats).toBe(50);
  });
});

describe("the server's exact sector count (`sector` event)", () => {
  const count = (availableSeats: number, sectorName = 'A11'): SectorCount => ({
    uuid: UUID,
    setupType: 'EVENT',
    sector: sectorName,
    availableSeats,
  });

  it('overwrites the sector page count, whatever seat events made of it', () => {
    const s = sector({ '1': 'ACTIVE', '2': 'ACTIVE' }, 'A11', 10);
    // Two concurrent holds: each seat event carries a count taken before the other hold committed.
    applyPushToSector(s, push('1', 'BOOKED', 9));
    applyPushToSector(s, push('2', 'BOOKED', 9));
    expect(s.availableSeats).toBe(9);
    applySectorCountToSector(s, count(8));
    expect(s.availableSeats).toBe(8);
    expect([stateOf(s, '1'), stateOf(s, '2')]).toEqual(['BOOKED', 'BOOKED']);
  });

  it('a count for another sector leaves this sector page alone', () => {
    const s = sector({ '1': 'ACTIVE' }, 'A11', 10);
    applySectorCountToSector(s, count(3, 'B31'));
    expect(s.availableSeats).toBe(10);
  });

  it('overwrites the arena map entry of its sector only (the colour follows the count)', () => {
    const a = arena();
    applyPushToArena(a, push('1', 'BOOKED', 49));
    applySectorCountToArena(a, count(47));
    expect(a.arena.A11?.availableSeats).toBe(47);
    expect(a.arena.B31?.availableSeats).toBe(80);
  });

  it('ignores a count for a sector the arena does not have', () => {
    const a = arena();
    applySectorCountToArena(a, count(3, 'B19'));
    expect(a.arena.B19).toBeUndefined();
  });

  it('a later seat event is applied on top, and the next count corrects it again', () => {
    const a = arena();
    applySectorCountToArena(a, count(47));
    applyPushToArena(a, push('3', 'ACTIVE', 49));
    expect(a.arena.A11?.availableSeats).toBe(49);
    applySectorCountToArena(a, count(48));
    expect(a.arena.A11?.availableSeats).toBe(48);
  });

  it('works on an immer draft without touching the cached original', () => {
    const original = sector({ '1': 'ACTIVE' }, 'A11', 10);
    const next = createNextState(original, (draft) => applySectorCountToSector(draft, count(4)));
    expect(original.availableSeats).toBe(10);
    expect(next.availableSeats).toBe(4);
  });

  it('reads the event data and refuses malformed data', () => {
    expect(parseSectorCount(JSON.stringify(count(12)))).toEqual(count(12));
    expect(parseSectorCount(JSON.stringify({ ...count(0), setupType: 'SEASON' }))?.availableSeats).toBe(0);
    expect(parseSectorCount('not json')).toBeNull();
    expect(parseSectorCount('null')).toBeNull();
    expect(parseSectorCount(JSON.stringify({ ...count(1), availableSeats: '1' }))).toBeNull();
    expect(parseSectorCount(JSON.stringify({ ...count(1), availableSeats: -1 }))).toBeNull();
    expect(parseSectorCount(JSON.stringify({ ...count(1), setupType: 'CONCERT' }))).toBeNull();
    expect(
      parseSectorCount(JSON.stringify({ uuid: UUID, setupType: 'EVENT', availableSeats: 1 })),
    ).toBeNull();
  });
});
