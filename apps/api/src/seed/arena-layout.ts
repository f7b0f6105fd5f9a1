/** A rectangle in SVG user units. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One seat; x and y are coordinates inside the sector's own seat map. */
export interface LayoutSeat {
  row: string;
  name: string;
  x: number;
  y: number;
}

export interface LayoutSector {
  name: string;
  /** Where the sector is drawn on the arena map (same units as the viewBox). */
  shape: Rect;
  seats: LayoutSeat[];
}

export interface ArenaLayout {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  viewBox: string;
  rink: Rect;
  sectors: LayoutSector[];
}

export type LayoutSize = 'full' | 'small';

/** The distance between neighbouring seats (and rows) in a sector's seat map. */
export const SEAT_PITCH = 24;

const SECTORS_PER_BAND = 9;
const MARGIN = 20;
const SECTOR_WIDTH = 120;
const SECTOR_GAP = 10;
const LOWER_HEIGHT = 100;
const UPPER_HEIGHT = 110;
/** Space between the lower tier and the rink's boards. */
const RINK_GAP = 20;
const RINK: Rect = {
  x: 120,
  y: MARGIN + UPPER_HEIGHT + SECTOR_GAP + LOWER_HEIGHT + RINK_GAP,
  width: 960,
  height: 480,
};
const VIEW_WIDTH = 1200;
const VIEW_HEIGHT = 2 * (MARGIN + UPPER_HEIGHT + SECTOR_GAP + LOWER_HEIGHT + RINK_GAP) + RINK.height;

type Side = 'A' | 'B';
type Tier = '1' | '3';

/** Rows × seats per row of one sector, by tier. */
function gridOf(size: LayoutSize, tier: Tier): { rows: number; seatsPerRow: number } {
  if (size === 'small') return { rows: 2, seatsPerRow: 5 };
  return tier === '1' ? { rows: 12, seatsPerRow: 22 } : { rows: 14, seatsPerRow: 21 };
}

/** The y of a band: A bands above the rink (upper tier outermost), B bands below it (mirrored). */
function bandTop(side: Side, tier: Tier): number {
  const rinkBottom = RINK.y + RINK.height;
  if (side === 'A') {
    return tier === '3' ? MARGIN : MARGIN + UPPER_HEIGHT + SECTOR_GAP;
  }
  return tier === '1' ? rinkBottom + RINK_GAP : rinkBottom + RINK_GAP + LOWER_HEIGHT + SECTOR_GAP;
}

function sectorShape(side: Side, tier: Tier, position: number): Rect {
  return {
    x: MARGIN + (position - 1) * (SECTOR_WIDTH + SECTOR_GAP),
    y: bandTop(side, tier),
    width: SECTOR_WIDTH,
    height: tier === '1' ? LOWER_HEIGHT : UPPER_HEIGHT,
  };
}

/** Rows "1".."N" (row 1 nearest the rink), seats "1".."M" left to right. */
function seatGrid(rows: number, seatsPerRow: number): LayoutSeat[] {
  const seats: LayoutSeat[] = [];
  for (let r = 0; r < rows; r++) {
    for (let s = 0; s < seatsPerRow; s++) {
      seats.push({
        row: String(r + 1),
        name: String(s + 1),
        x: s * SEAT_PITCH + SEAT_PITCH / 2,
        y: r * SEAT_PITCH + SEAT_PITCH / 2,
      });
    }
  }
  return seats;
}

/**
 * The demo arena: 36 sectors named side (A above the rink, B below), tier (1 lower, 3 upper)
 * and position 1–9 from left to right, e.g. A11..A19, A31..A39, B11..B19, B31..B39.
 */
export function arenaLayout(size: LayoutSize): ArenaLayout {
  const sectors: LayoutSector[] = [];
  for (const side of ['A', 'B'] as const) {
    for (const tier of ['1', '3'] as const) {
      const { rows, seatsPerRow } = gridOf(size, tier);
      for (let position = 1; position <= SECTORS_PER_BAND; position++) {
        sectors.push({
          name: `${side}${tier}${position}`,
          shape: sectorShape(side, tier, position),
          seats: seatGrid(rows, seatsPerRow),
        });
      }
    }
  }
  return {
    name: 'Zimný štadión Orly',
    address: 'Štadiónová 1, 960 01 Zvolen',
    latitude: 48.5784,
    longitude: 19.1331,
    viewBox: `0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`,
    rink: { ...RINK },
    sectors,
  };
}
