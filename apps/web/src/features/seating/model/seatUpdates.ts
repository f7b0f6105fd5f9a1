/** How a seat change (from the push channel or from our own cart call) changes the cached maps. */
import type { ArenaResponse, BuyState, PushMessage, SeatRef, SectorResponse } from '@hokej/contract';

/** ACTIVE never overrides a seat the club keeps (DISABLED, RESERVED); BOOKED and SOLD always apply. */
export function setSeatState(sector: SectorResponse, ref: SeatRef, state: BuyState): boolean {
  if (sector.sector !== ref.sector) return false;
  const seat = sector.setup[ref.row]?.find((s) => s.name === ref.name);
  if (!seat) return false;
  if (state === 'ACTIVE' && (seat.buyState === 'DISABLED' || seat.buyState === 'RESERVED')) return false;
  seat.buyState = state;
  return true;
}

/** A push message: the seat's new state and the server's count of free seats in its sector. */
export function applyPushToSector(sector: SectorResponse, message: PushMessage): void {
  setSeatState(sector, message.seat, message.state);
  if (sector.sector === message.seat.sector) sector.availableSeats = message.availableSeats;
}

export function applyPushToArena(arena: ArenaResponse, message: PushMessage): void {
  const entry = arena.arena[message.seat.sector];
  if (entry) entry.availableSeats = message.availableSeats;
}
