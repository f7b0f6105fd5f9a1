/**
 * Where the heat-map draws each seat. A seat's x and y are in its sector's own seat map (the fans' sector
 * page, rink at the top); the arena map draws each sector as a box. So each sector's seats are scaled
 * into its box, keeping their proportions and centred, and turned so that row 1 faces the rink: a sector
 * above the rink is flipped upside down.
 */
import type { HeatSeat, SeatHeatMap } from '@hokej/contract';

export type PlacedSeat = HeatSeat & { cx: number; cy: number };

export function placeSeats(map: Pick<SeatHeatMap, 'rink' | 'sectors' | 'seats'>): {
  seats: PlacedSeat[];
  radius: number;
} {
  const bySector = new Map<string, HeatSeat[]>();
  for (const seat of map.seats) {
    const list = bySector.get(seat.sector) ?? [];
    list.push(seat);
    bySector.set(seat.sector, list);
  }
  const rinkMiddle = map.rink.y + map.rink.height / 2;
  const placed: PlacedSeat[] = [];
  let radius = Number.POSITIVE_INFINITY;
  for (const sector of map.sectors) {
    const seats = bySector.get(sector.name) ?? [];
    if (seats.length === 0) continue;
    const xs = seats.map((s) => s.x);
    const ys = seats.map((s) => s.y);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    // The seat map's margin is half a pitch on each side (the first seat sits at pitch / 2).
    const width = maxX + minX;
    const height = maxY + minY;
    const box = sector.shape;
    const scale = Math.min(box.width / width, box.height / height);
    const offsetX = box.x + (box.width - width * scale) / 2;
    const offsetY = box.y + (box.height - height * scale) / 2;
    const flip = box.y + box.height / 2 < rinkMiddle;
    radius = Math.min(radius, Math.max(minX, minY) * scale * 0.8);
    for (const seat of seats) {
      placed.push({
        ...seat,
        cx: offsetX + seat.x * scale,
        cy: offsetY + (flip ? height - seat.y : seat.y) * scale,
      });
    }
  }
  return { seats: placed, radius: Number.isFinite(radius) ? radius : 3 };
}
