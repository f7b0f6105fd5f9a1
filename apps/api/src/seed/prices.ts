import { SEASON_CATEGORIES, type SeasonCategory, TICKET_TYPES, type TicketType } from '@hokej/contract';

/** One price row: integer euro cents per setup, sector and ticket type (or season category). */
export interface PriceRow {
  setupId: string;
  sector: string;
  ticketType: TicketType | SeasonCategory;
  price: number;
}

/** 0 for the sectors at the centre line (position 5) up to 4 at the corners. */
function distanceFromCentre(sector: string): number {
  return Math.abs(Number(sector[2]) - 5);
}

function isLowerTier(sector: string): boolean {
  return sector[1] === '1';
}

function roundTo(cents: number, step: number): number {
  return Math.round(cents / step) * step;
}

/** A match ticket: adults 12–22 €, by tier and centrality (+2 € at a derby); a child about half. */
export function matchPrice(sector: string, ticketType: TicketType, derby: boolean): number {
  const c = distanceFromCentre(sector);
  const adult = (isLowerTier(sector) ? 2000 - c * 150 : 1600 - c * 100) + (derby ? 200 : 0);
  return ticketType === 'ADULT' ? adult : roundTo(adult / 2, 50);
}

/** How each category relates to CLASSIC. */
const categoryFactor: Record<SeasonCategory, number> = {
  GOLD: 1.8,
  SILVER: 1.35,
  PRODUCT: 1.2,
  CLASSIC: 1,
  KIDS: 0.4,
  STUDENT: 0.6,
  B2B: 1.5,
  ZTP: 0.5,
};

/** A season ticket: CLASSIC 190–250 €, by tier and centrality; the other categories scale from it. */
export function seasonPrice(sector: string, category: SeasonCategory): number {
  const c = distanceFromCentre(sector);
  const classic = isLowerTier(sector) ? 25_000 - c * 1000 : 22_000 - c * 750;
  return roundTo(classic * categoryFactor[category], 500);
}

export function matchPriceRows(setupId: string, sectors: string[], derby: boolean): PriceRow[] {
  return sectors.flatMap((sector) =>
    TICKET_TYPES.map((ticketType) => ({
      setupId,
      sector,
      ticketType,
      price: matchPrice(sector, ticketType, derby),
    })),
  );
}

export function seasonPriceRows(setupId: string, sectors: string[]): PriceRow[] {
  return sectors.flatMap((sector) =>
    SEASON_CATEGORIES.map((category) => ({
      setupId,
      sector,
      ticketType: category,
      price: seasonPrice(sector, category),
    })),
  );
}
