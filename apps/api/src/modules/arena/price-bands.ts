import type { SetupType } from '@hokej/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A price band is the price a sector's seats are sold at by default: the adult ticket of a match, the
 * CLASSIC season ticket of a season, in cents. Sectors of one price form one band, named by that price
 * (a fan filters by "22,00 €", and the band stays the same whatever other sectors cost).
 */
export const BAND_TICKET_TYPE: Record<SetupType, string> = { EVENT: 'ADULT', SEASON: 'CLASSIC' };

/** The band of `sector` (SQL) in the setup `setupId`, 0 when the sector has no such price. */
export const priceBandOf = (setupId: string | SQL, sector: SQL, setupType: SetupType) =>
  sql`coalesce((select pb.price from prices pb where pb.setup_id = ${setupId} and pb.sector = ${sector}
    and pb.ticket_type = ${BAND_TICKET_TYPE[setupType]}), 0)::int`;

/** The distinct bands of an arena answer's sectors, dearest first (0, no price, left out). */
export const bandsOf = (sectors: readonly { priceBand: number }[]) =>
  [...new Set(sectors.map((s) => s.priceBand).filter((band) => band > 0))].sort((a, b) => b - a);
