/** The club's seat editor: how a seat looks, what can be selected, and what the API is sent. */
import type {
  ArenaResponse,
  ClubSeatState,
  Seat,
  SeatStateBody,
  SectorResponse,
  SectorRoles,
} from '@hokej/contract';
import type { BuyState, Role } from '@hokej/contract/constants';
import { skAdminSeats } from '../../../shared/i18n/skAdminSeats.ts';
import { type SeatLook, seatKey } from '../../../shared/seating/seatView.ts';

export const CLUB_STATE_COLOURS: Record<BuyState, string> = {
  ACTIVE: '#1b7f3b',
  DISABLED: '#5c636a',
  RESERVED: '#7b4fb8',
  BOOKED: '#e08a00',
  SOLD: '#b02a37',
};

/** The order of the legend. */
export const CLUB_STATES: BuyState[] = ['ACTIVE', 'DISABLED', 'RESERVED', 'BOOKED', 'SOLD'];

/** The club may change a free, blocked or reserved seat; a held or sold one belongs to a fan. */
export const changeable = (seat: Seat) =>
  seat.buyState === 'ACTIVE' || seat.buyState === 'DISABLED' || seat.buyState === 'RESERVED';

/** A seat coloured by its state; a selected one is pressed and can always be let go. */
export const clubSeatLook =
  (selected: ReadonlySet<string>) =>
  (seat: Seat): SeatLook => {
    const pressed = selected.has(seatKey(seat));
    const state = skAdminSeats.states[seat.buyState];
    return {
      look: seat.buyState.toLowerCase(),
      colour: CLUB_STATE_COLOURS[seat.buyState],
      label: pressed ? `${state}, ${skAdminSeats.selected}` : state,
      pressed,
      actionable: pressed || changeable(seat),
    };
  };

const byName = (a: string, b: string) => a.localeCompare(b, 'sk', { numeric: true });

export const rowsOf = (sector: SectorResponse) => Object.keys(sector.setup).sort(byName);

/** The keys of the seats the club may change, in one row or in the whole sector. */
export function changeableKeys(sector: SectorResponse, row?: string): string[] {
  const seats = row === undefined ? Object.values(sector.setup).flat() : (sector.setup[row] ?? []);
  return seats.filter(changeable).map(seatKey);
}

export function toggled(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/**
 * The request for the selected seats: the whole sector in one go when every seat of it is selected,
 * otherwise the seats by name (the API refuses all of them if one is held or sold meanwhile).
 */
export function seatStateBody(
  sector: SectorResponse,
  selected: ReadonlySet<string>,
  state: ClubSeatState,
): SeatStateBody {
  const seats = Object.values(sector.setup).flat();
  if (seats.length > 0 && seats.every((s) => selected.has(seatKey(s)))) {
    return { state, sector: sector.sector };
  }
  return {
    state,
    seats: seats
      .filter((s) => selected.has(seatKey(s)))
      .map(({ sector: name, row, name: seat }) => ({ sector: name, row, name: seat })),
  };
}

/** The selected seats by name, for the wheelchair marks (any state: a sold seat may be one too). */
export function selectedSeats(sector: SectorResponse, selected: ReadonlySet<string>) {
  return Object.values(sector.setup)
    .flat()
    .filter((s) => selected.has(seatKey(s)))
    .map(({ sector: name, row, name: seat }) => ({ sector: name, row, name: seat }));
}

/** The arena as the club edits it: every sector kept for some roles is marked so it is drawn hatched. */
export function withKeptSectors(arena: ArenaResponse, rules: SectorRoles | undefined): ArenaResponse {
  const sectors = Object.fromEntries(
    Object.entries(arena.arena).map(([name, entry]) => [
      name,
      { ...entry, forbidden: Boolean(rules?.sectors[name]?.length) },
    ]),
  );
  return { ...arena, arena: sectors };
}

/** The whole rule set with one sector's roles replaced; no roles = open to everybody (not listed). */
export function withSectorRoles(rules: SectorRoles, sector: string, roles: readonly Role[]): SectorRoles {
  const { [sector]: _old, ...others } = rules.sectors;
  return { sectors: roles.length > 0 ? { ...others, [sector]: [...roles] } : others };
}
