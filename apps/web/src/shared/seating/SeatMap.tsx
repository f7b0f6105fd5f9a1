import type { Seat, SectorResponse } from '@hokej/contract';
import { type KeyboardEvent, useMemo } from 'react';
import { sk } from '../i18n/sk.ts';
import { type SeatLook, seatKey } from './seatView.ts';

interface SeatMapProps {
  sector: SectorResponse;
  busy: boolean;
  lookOf: (seat: Seat) => SeatLook;
  onPick: (seat: Seat) => void;
}

/** A seat never gets smaller than a finger can hit; a wide sector scrolls sideways on a phone instead. */
const MIN_SEAT_PX = 24;

/** Seat radius and view box from the seat positions (radius = 40 % of the closest spacing in a row). */
function layout(seats: Seat[]) {
  const xs = seats.map((s) => s.x);
  const ys = seats.map((s) => s.y);
  let spacing = Number.POSITIVE_INFINITY;
  const byRow = new Map<string, Seat[]>();
  for (const seat of seats) byRow.set(seat.row, [...(byRow.get(seat.row) ?? []), seat]);
  for (const row of byRow.values()) {
    const sorted = [...row].sort((a, b) => a.x - b.x || a.y - b.y);
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as Seat;
      const b = sorted[i] as Seat;
      const d = Math.hypot(b.x - a.x, b.y - a.y);
      if (d > 0) spacing = Math.min(spacing, d);
    }
  }
  if (!Number.isFinite(spacing)) spacing = 20;
  const r = spacing * 0.4;
  const pad = spacing;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const width = Math.max(...xs) - Math.min(...xs) + 2 * pad;
  const height = Math.max(...ys) - Math.min(...ys) + 2 * pad;
  return { r, viewBox: `${minX} ${minY} ${width} ${height}`, minX, minY, width, height, spacing };
}

/**
 * The seats of one sector as a fan facing the ice sees them: the API draws every sector with row 1 at the
 * top, and row 1 is the row next to the ice, so the ice is marked above the seats.
 */
export function SeatMap({ sector, busy, lookOf, onPick }: SeatMapProps) {
  const seats = useMemo(() => Object.values(sector.setup).flat(), [sector]);
  const geometry = useMemo(() => layout(seats), [seats]);
  if (seats.length === 0) return null;
  return (
    <div className="seat-map">
      <div className="rink-direction" aria-hidden="true">
        ↑ {sk.seats.rinkToward} ↑
      </div>
      <div className="seat-map-scroll">
        {/* biome-ignore lint/a11y/useSemanticElements: the seats are drawn in SVG; a <fieldset> cannot hold them. */}
        <svg
          viewBox={geometry.viewBox}
          style={{ minWidth: `${Math.round((geometry.width / geometry.spacing) * MIN_SEAT_PX)}px` }}
          className="seat-map-svg"
          role="group"
          aria-label={sk.seats.mapLabel(sector.sector)}
          aria-busy={busy}
        >
          {seats.map((seat) => {
            const { look, colour, label: stateLabel, pressed, actionable } = lookOf(seat);
            const label = sk.seats.seatLabel(seat.row, seat.name, stateLabel);
            const onKeyDown = (event: KeyboardEvent) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                if (actionable) onPick(seat);
              }
            };
            return (
              // biome-ignore lint/a11y/useSemanticElements: an SVG circle cannot be a <button>; it gets the role.
              <circle
                key={seatKey(seat)}
                cx={seat.x}
                cy={seat.y}
                r={geometry.r}
                fill={colour}
                className={`seat seat-${look}`}
                role="button"
                tabIndex={0}
                aria-label={label}
                aria-pressed={pressed}
                aria-disabled={!actionable}
                data-row={seat.row}
                data-seat={seat.name}
                data-state={look}
                data-buy-state={seat.buyState}
                onClick={() => actionable && onPick(seat)}
                onKeyDown={onKeyDown}
              >
                <title>{label}</title>
              </circle>
            );
          })}
        </svg>
      </div>
    </div>
  );
}
