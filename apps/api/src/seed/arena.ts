import type { BuyState } from '@hokej/contract';
import type { Db } from '../db/client.ts';
import { arenaSeats, arenaSectors, arenas } from '../db/schema.ts';
import type { ArenaLayout, LayoutSector } from './arena-layout.ts';

const SEAT_BATCH = 1000;
/** Upper-tier sectors with a camera platform: two seats of their last row are never sold. */
const CAMERA_SECTORS = new Set(['A31', 'A35', 'A39', 'B35']);
/** The first row of this sector is kept for the club's guests. */
const CLUB_SECTOR = 'A15';

type SeatInsert = typeof arenaSeats.$inferInsert;

/** DISABLED for the camera platforms, RESERVED for the club's row, otherwise ACTIVE. */
export function initialSeatState(sector: LayoutSector, row: string, name: string): BuyState {
  if (sector.name === CLUB_SECTOR && row === '1') return 'RESERVED';
  if (!CAMERA_SECTORS.has(sector.name)) return 'ACTIVE';
  const lastRow = sector.seats.reduce((max, s) => Math.max(max, Number(s.row)), 0);
  const seatsInRow = sector.seats.filter((s) => s.row === row).length;
  const middle = Math.floor(seatsInRow / 2);
  const camera = Number(row) === lastRow && [middle, middle + 1].includes(Number(name));
  return camera ? 'DISABLED' : 'ACTIVE';
}

function seatRows(arenaId: string, layout: ArenaLayout): SeatInsert[] {
  return layout.sectors.flatMap((sector) =>
    sector.seats.map((seat) => ({
      arenaId,
      sector: sector.name,
      row: seat.row,
      name: seat.name,
      x: seat.x,
      y: seat.y,
      initialState: initialSeatState(sector, seat.row, seat.name),
    })),
  );
}

/** Inserts the arena, its sectors and its seats (in batches); returns the arena's id. */
export async function insertArena(tx: Db, layout: ArenaLayout): Promise<string> {
  const [arena] = await tx
    .insert(arenas)
    .values({
      name: layout.name,
      address: layout.address,
      latitude: layout.latitude,
      longitude: layout.longitude,
      viewBox: layout.viewBox,
      rink: layout.rink,
    })
    .returning({ id: arenas.id });
  if (!arena) throw new Error('Arena insert returned no row');
  await tx
    .insert(arenaSectors)
    .values(layout.sectors.map((s) => ({ arenaId: arena.id, name: s.name, shape: s.shape })));
  const seats = seatRows(arena.id, layout);
  for (let i = 0; i < seats.length; i += SEAT_BATCH) {
    await tx.insert(arenaSeats).values(seats.slice(i, i + SEAT_BATCH));
  }
  return arena.id;
}
