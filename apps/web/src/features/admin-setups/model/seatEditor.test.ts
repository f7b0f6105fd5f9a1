import type { ArenaResponse, SectorResponse } from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  changeableKeys,
  clubSeatLook,
  rowsOf,
  seatStateBody,
  toggled,
  withKeptSectors,
  withSectorRoles,
} from './seatEditor.ts';

const ID = '22222222-2222-4222-8222-222222222222';

function sector(rows: Record<string, BuyState[]>): SectorResponse {
  return {
    uuid: ID,
    setupType: 'EVENT',
    title: 'Orly – Poprad',
    startsAt: '2026-12-27T17:30:00.000Z',
    sector: 'A11',
    availableSeats: 0,
    prices: [],
    setup: Object.fromEntries(
      Object.entries(rows).map(([row, states]) => [
        row,
        states.map((buyState, i) => ({ sector: 'A11', row, name: String(i + 1), buyState, x: i * 10, y: 0 })),
      ]),
    ),
    serverTimestamp: 0,
  };
}

describe('the seat editor model', () => {
  it('only free, blocked and reserved seats can be selected: a fan’s held or sold seat cannot', () => {
    const s = sector({ '1': ['ACTIVE', 'DISABLED', 'RESERVED', 'BOOKED', 'SOLD'] });
    expect(changeableKeys(s)).toEqual(['A11/1/1', 'A11/1/2', 'A11/1/3']);
    const look = clubSeatLook(new Set())(s.setup['1']?.[4] as never);
    expect(look).toMatchObject({ look: 'sold', actionable: false, pressed: false, label: 'Predané' });
  });

  it('a selected seat is pressed, read as selected, and can be let go even if a fan took it meanwhile', () => {
    const s = sector({ '1': ['BOOKED'] });
    const look = clubSeatLook(new Set(['A11/1/1']))(s.setup['1']?.[0] as never);
    expect(look).toMatchObject({ pressed: true, actionable: true, label: 'V košíku fanúšika, vybrané' });
  });

  it('rows are in natural order and a row selects its changeable seats', () => {
    const s = sector({ '10': ['ACTIVE'], '2': ['SOLD', 'ACTIVE'], '1': ['ACTIVE'] });
    expect(rowsOf(s)).toEqual(['1', '2', '10']);
    expect(changeableKeys(s, '2')).toEqual(['A11/2/2']);
  });

  it('a click toggles a seat in and out of the selection', () => {
    const once = toggled(new Set(), 'A11/1/1');
    expect([...once]).toEqual(['A11/1/1']);
    expect([...toggled(once, 'A11/1/1')]).toEqual([]);
  });

  it('sends the whole sector when every seat is selected, the seats by name otherwise', () => {
    const s = sector({ '1': ['ACTIVE', 'DISABLED'] });
    expect(seatStateBody(s, new Set(['A11/1/1', 'A11/1/2']), 'RESERVED')).toEqual({
      state: 'RESERVED',
      sector: 'A11',
    });
    expect(seatStateBody(s, new Set(['A11/1/2']), 'ACTIVE')).toEqual({
      state: 'ACTIVE',
      seats: [{ sector: 'A11', row: '1', name: '2' }],
    });
  });

  it('marks kept sectors on the arena and replaces one sector’s roles in the whole rule set', () => {
    const entry = {
      name: 'A11',
      availableSeats: 1,
      totalSeats: 1,
      priceFrom: 100,
      shape: { x: 0, y: 0, width: 1, height: 1 },
    };
    const arena = { arena: { A11: entry, B11: { ...entry, name: 'B11' } } } as unknown as ArenaResponse;
    const kept = withKeptSectors(arena, { sectors: { B11: ['B2B'] } });
    expect([kept.arena.A11?.forbidden, kept.arena.B11?.forbidden]).toEqual([false, true]);

    const rules = { sectors: { B11: ['B2B' as const], A11: ['ADMIN' as const] } };
    expect(withSectorRoles(rules, 'A11', ['USER', 'B2B'])).toEqual({
      sectors: { B11: ['B2B'], A11: ['USER', 'B2B'] },
    });
    expect(withSectorRoles(rules, 'B11', [])).toEqual({ sectors: { A11: ['ADMIN'] } });
  });
});
