import type { SeatAccessibility, SetupType } from '@hokej/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { freeIn, shownState } from '../catalog/catalog-repository.ts';
import { priceBandOf } from './price-bands.ts';

type Shape = { x: number; y: number; width: number; height: number };

export async function findArena(db: Db, arenaId: string) {
  const [row] = await queryRows<{ viewBox: string; rink: Shape }>(
    db,
    sql`select view_box as "viewBox", rink from arenas where id = ${arenaId}`,
  );
  return row;
}

/** Every sector of a setup's arena with its free and total seats and lowest price. */
export function sectorAvailability(db: Db, setupId: string, setupType: SetupType, arenaId: string) {
  return queryRows<{
    name: string;
    shape: Shape;
    availableSeats: number;
    totalSeats: number;
    priceFrom: number;
    priceBand: number;
  }>(
    db,
    sql`select sec.name, sec.shape,
        coalesce(f.free, 0)::int as "availableSeats", coalesce(c.total, 0)::int as "totalSeats",
        coalesce((select min(price) from prices p where p.setup_id = ${setupId} and p.sector = sec.name), 0)::int
          as "priceFrom", ${priceBandOf(setupId, sql`sec.name`, setupType)} as "priceBand"
      from arena_sectors sec
      left join (
        select sector, count(*) as total from setup_seats where setup_id = ${setupId} group by sector
      ) c on c.sector = sec.name
      left join (
        -- In WHERE, not in a FILTER: a season's check runs as one anti-join, not once per seat.
        select ss.sector, count(*) as free from setup_seats ss
        where ss.setup_id = ${setupId} and ${freeIn(setupType)} group by ss.sector
      ) f on f.sector = sec.name
      where sec.arena_id = ${arenaId}
      order by sec.name`,
  );
}

/** The seats of one sector of a setup, an expired hold shown as free. */
export function sectorSeats(db: Db, setupId: string, setupType: SetupType, sector: string) {
  return queryRows<{
    name: string;
    row: string;
    buyState: string;
    x: number;
    y: number;
    accessibility: SeatAccessibility | null;
  }>(
    db,
    sql`select ss.name, ss.row, ss.x, ss.y, ${shownState(setupType)} as "buyState", ss.accessibility
      from setup_seats ss where ss.setup_id = ${setupId} and ss.sector = ${sector}
      order by length(ss.row), ss.row, length(ss.name), ss.name`,
  );
}

export function sectorPrices(db: Db, setupId: string, sector: string) {
  return queryRows<{ ticketType: string; price: number }>(
    db,
    sql`select ticket_type as "ticketType", price from prices
      where setup_id = ${setupId} and sector = ${sector} order by price desc`,
  );
}

export async function databaseNow(db: Db): Promise<number> {
  const [row] = await queryRows<{ now: Date }>(db, sql`select shop_now() as now`);
  return row ? new Date(row.now).getTime() : Date.now();
}
