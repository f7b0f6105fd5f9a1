/** How a seat change (from the push channel or from our own cart call) changes the cached maps. */
import type {
  ArenaResponse,
  PushMessage,
  SeatRef,
  SectorAccessMessage,
  SectorCountMessage,
  SectorResponse,
} from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';

const findSeat = (sector: SectorResponse, ref: SeatRef) =>
  sector.sector === ref.sector ? sector.setup[ref.row]?.find((s) => s.name === ref.name) : undefined;

/**
 * Our own cart call's guess of a seat's state: releasing (ACTIVE) never frees a seat the club keeps
 * (DISABLED, RESERVED); BOOKED and SOLD always apply.
 */
export function setSeatState(sector: SectorResponse, ref: SeatRef, state: BuyState): boolean {
  const seat = findSeat(sector, ref);
  if (!seat) return false;
  if (state === 'ACTIVE' && (seat.buyState === 'DISABLED' || seat.buyState === 'RESERVED')) return false;
  seat.buyState = state;
  return true;
}

/**
 * A push message: the seat's new state and the server's count of free seats in its sector. The server's
 * word always applies (it comes in commit order), so the club freeing a blocked seat frees it on the map.
 */
export function applyPushToSector(sector: SectorResponse, message: PushMessage): void {
  const seat = findSeat(sector, message.seat);
  if (seat) seat.buyState = message.state;
  if (sector.sector === message.seat.sector) sector.availableSeats = message.availableSeats;
}

export function applyPushToArena(arena: ArenaResponse, message: PushMessage): void {
  const entry = arena.arena[message.seat.sector];
  if (entry) entry.availableSeats = message.availableSeats;
}

/**
 * The push channel's `sector` event: the server's exact count of free seats in one sector, sent shortly after
 * changes settle. It overwrites whatever `seat` events (possibly stale under concurrency) made of the count.
 */
export type SectorCount = SectorCountMessage;

/** An event's data as a JSON object, or null when it is not one. */
function jsonObject(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads a `sector` event's data; anything malformed is ignored (null). */
export function parseSectorCount(data: string): SectorCount | null {
  const value = jsonObject(data);
  if (!value) return null;
  const { uuid, setupType, sector, availableSeats } = value;
  if (typeof uuid !== 'string' || typeof sector !== 'string') return null;
  if (setupType !== 'EVENT' && setupType !== 'SEASON') return null;
  if (typeof availableSeats !== 'number' || !Number.isInteger(availableSeats) || availableSeats < 0)
    return null;
  return { uuid, setupType, sector, availableSeats };
}

export function applySectorCountToSector(sector: SectorResponse, count: SectorCount): void {
  if (sector.sector === count.sector) sector.availableSeats = count.availableSeats;
}

export function applySectorCountToArena(arena: ArenaResponse, count: SectorCount): void {
  const entry = arena.arena[count.sector];
  if (entry) entry.availableSeats = count.availableSeats;
}

/** Reads an `access` event's data (the sectors kept for roles changed); anything malformed is ignored (null). */
export function parseSectorAccess(data: string): SectorAccessMessage | null {
  const value = jsonObject(data);
  if (!value) return null;
  const { uuid, setupType, change } = value;
  if (typeof uuid !== 'string' || change !== 'SECTOR_ROLES') return null;
  if (setupType !== 'EVENT' && setupType !== 'SEASON') return null;
  return { uuid, setupType, change };
}
