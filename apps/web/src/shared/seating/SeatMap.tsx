import type { Seat, SectorResponse } from '@hokej/contract';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../i18n/shopI18n.ts';
import { seatLabelText, sk } from '../i18n/sk.ts';
import { seatPickerText } from '../i18n/skSeatPicker.ts';
import { AccessibilityBadge, accessibilityText } from './AccessibilityMark.tsx';
import { SeatMark } from './SeatMark.tsx';
import { firstSeat, isGridKey, moveFocus, type SeatRow, seatRows } from './seatGrid.ts';
import { type SeatLook, seatKey } from './seatView.ts';
import { useScrollEdges } from './useScrollEdges.ts';
import { useSeatZoom } from './useSeatZoom.ts';
import './seatMap.css';

interface SeatMapProps {
  sector: SectorResponse;
  busy: boolean;
  lookOf: (seat: Seat) => SeatLook;
  onPick: (seat: Seat) => void;
  /** The price read in a seat's name and tooltip ("22,00 €"), when the map shows prices. */
  priceOf?: (seat: Seat) => string | undefined;
  /** The seat the keyboard focus is on (the fans' page announces changes near it). */
  onFocusSeat?: (seat: Seat) => void;
  /** The id of the text that explains the grid's keys. */
  describedBy?: string;
  /** A seat to move the focus to (the one suggested after a SEAT_GAP refusal); a new id focuses it again. */
  focusRequest?: { key: string; id: number } | null;
}

/** Seat radius, the room for the row numbers and the view box, from the seat positions. */
function layout(rows: SeatRow[]) {
  const seats = rows.flatMap((r) => r.seats);
  let spacing = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    for (let i = 1; i < row.seats.length; i++) {
      const a = row.seats[i - 1] as Seat;
      const b = row.seats[i] as Seat;
      const d = Math.hypot(b.x - a.x, b.y - a.y);
      if (d > 0) spacing = Math.min(spacing, d);
    }
  }
  if (!Number.isFinite(spacing)) spacing = 20;
  const xs = seats.map((s) => s.x);
  const ys = seats.map((s) => s.y);
  // Row numbers stand at both ends of every row, so the sides get more room than top and bottom.
  const padX = spacing * 1.9;
  const padY = spacing * 1.1;
  const minX = Math.min(...xs) - padX;
  const minY = Math.min(...ys) - padY;
  const width = Math.max(...xs) - Math.min(...xs) + 2 * padX;
  const height = Math.max(...ys) - Math.min(...ys) + 2 * padY;
  return { r: spacing * 0.42, spacing, width, viewBox: `${minX} ${minY} ${width} ${height}` };
}

/** The ring is drawn for keyboard focus only, as `:focus-visible` would (a click focuses the seat too). */
function focusVisible(element: Element) {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

const middle = (seats: Seat[]) => seats.reduce((sum, s) => sum + s.y, 0) / seats.length;

/**
 * The seats of one sector as a fan facing the ice sees them (row 1, next to the ice, on top), as a WAI-ARIA
 * grid: one Tab stop, arrows seat by seat and row by row, Home/End to a row's ends, PageUp/PageDown by five
 * rows, Enter or Space picks. Row numbers stand at both ends of each row; a seat's number shows on hover and
 * focus. The map fits the width and zooms (± buttons, pinch, double tap) with shadows where it overflows.
 */
export function SeatMap(props: SeatMapProps) {
  const { sector, busy, lookOf, onPick, priceOf, onFocusSeat, describedBy, focusRequest } = props;
  const rows = useMemo(() => seatRows(sector), [sector]);
  const geometry = useMemo(() => layout(rows), [rows]);
  const zoom = useSeatZoom(geometry.spacing, geometry.width);
  const edges = useScrollEdges(zoom.scroller, `${zoom.zoom} ${geometry.viewBox}`);
  const refs = useRef(new Map<string, SVGCircleElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [hoverKey, setHoverKey] = useState<string | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  const focusable = (seat: Seat) => lookOf(seat).focusable !== false;
  const seatOf = (key: string | null) =>
    key ? rows.flatMap((r) => r.seats).find((s) => seatKey(s) === key) : undefined;
  // The one Tab stop: the seat last focused while it can still take focus, otherwise the first one.
  const focused = seatOf(focusKey);
  const tabStop = focused && focusable(focused) ? focused : firstSeat(rows, focusable);
  useEffect(() => {
    if (!focusRequest) return;
    setFocusKey(focusRequest.key);
    refs.current.get(focusRequest.key)?.focus();
  }, [focusRequest]);
  if (rows.length === 0) return null;

  const focusSeat = (seat: Seat) => {
    setFocusKey(seatKey(seat));
    refs.current.get(seatKey(seat))?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, seat: Seat, look: SeatLook) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (look.actionable) onPick(seat);
      return;
    }
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    const next = moveFocus(rows, seat, event.key, focusable, event.ctrlKey || event.metaKey);
    if (next) focusSeat(next);
  };
  const labelled = seatOf(hoverKey) ?? (focusInside ? tabStop : undefined);
  const { r, spacing } = geometry;

  return (
    <div className="seat-map">
      <div className="seat-map-tools">
        <div className="rink-direction" aria-hidden="true">
          ↑ {sk.seats.rinkToward} ↑
        </div>
        <fieldset className="seat-map-zoom btn-group" aria-label={seatPickerText.view.zoom}>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={zoom.zoomOut}
            disabled={zoom.zoom <= 1}
            aria-label={seatPickerText.view.zoomOut}
          >
            −
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={zoom.zoomIn}
            disabled={!zoom.canZoomIn}
            aria-label={seatPickerText.view.zoomIn}
          >
            +
          </button>
        </fieldset>
      </div>
      <div className="seat-map-viewport">
        <div className="seat-map-scroll" ref={zoom.scroller} {...zoom.gestures} data-zoom={zoom.zoom}>
          {/* biome-ignore lint/a11y/useSemanticElements: the seats are drawn in SVG; no HTML table can hold them. */}
          <svg
            viewBox={geometry.viewBox}
            style={{ width: `${zoom.zoom * 100}%` }}
            className={`seat-map-svg${zoom.zoom > 1 ? ' seat-map-zoomed' : ''}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the SVG is the grid widget itself.
            role="grid"
            aria-label={t('seats.mapLabel', { sector: sector.sector })}
            aria-rowcount={rows.length}
            aria-describedby={describedBy}
            aria-busy={busy}
            onFocus={(event) => setFocusInside(focusVisible(event.target))}
            onBlur={() => setFocusInside(false)}
          >
            {rows.map((row, index) => (
              // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <tr>; it gets the row role.
              <g key={row.name} role="row" aria-rowindex={index + 1}>
                {row.seats.map((seat) => {
                  const key = seatKey(seat);
                  const look = lookOf(seat);
                  const label = seatLabelText(
                    seat.row,
                    seat.name,
                    look.label,
                    priceOf?.(seat),
                    look.note,
                    accessibilityText(seat.accessibility),
                  );
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: an SVG circle cannot be a <td>; it gets the role.
                    <circle
                      key={key}
                      ref={(el) => {
                        if (el) refs.current.set(key, el);
                        else refs.current.delete(key);
                      }}
                      cx={seat.x}
                      cy={seat.y}
                      r={r}
                      fill={look.colour}
                      className={`seat seat-${look.look}${look.suggested ? ' seat-suggested' : ''}`}
                      role="gridcell"
                      tabIndex={tabStop && seatKey(tabStop) === key ? 0 : -1}
                      aria-label={label}
                      aria-selected={look.pressed}
                      aria-disabled={!look.actionable}
                      data-row={seat.row}
                      data-seat={seat.name}
                      data-state={look.look}
                      data-buy-state={seat.buyState}
                      onClick={() => look.actionable && onPick(seat)}
                      onKeyDown={(event) => onKeyDown(event, seat, look)}
                      onFocus={() => {
                        setFocusKey(key);
                        onFocusSeat?.(seat);
                      }}
                      onPointerEnter={() => setHoverKey(key)}
                      onPointerLeave={() => setHoverKey((k) => (k === key ? null : k))}
                    >
                      <title>{label}</title>
                    </circle>
                  );
                })}
              </g>
            ))}
            {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: drawings only (numbers, signs, the focus ring); nothing here takes focus, the seats carry it all in their names. */}
            <g aria-hidden="true">
              <g className="seat-row-numbers">
                {rows.map((row) => {
                  const first = row.seats[0] as Seat;
                  const last = row.seats.at(-1) as Seat;
                  const y = middle(row.seats);
                  return (['start', 'end'] as const).map((end) => (
                    <text
                      key={`${row.name}/${end}`}
                      x={end === 'start' ? first.x - spacing * 1.15 : last.x + spacing * 1.15}
                      y={y}
                      dy="0.35em"
                      textAnchor="middle"
                      fontSize={spacing * 0.55}
                    >
                      {row.name}
                    </text>
                  ));
                })}
              </g>
              <g className="seat-marks">
                {rows.flatMap((row) =>
                  row.seats.map((seat) => (
                    <SeatMark key={seatKey(seat)} seat={seat} r={r} look={lookOf(seat)} />
                  )),
                )}
              </g>
              <g className="seat-access-marks">
                {rows.flatMap((row) =>
                  row.seats
                    .filter((seat) => seat.accessibility)
                    .map((seat) => (
                      <AccessibilityBadge
                        key={seatKey(seat)}
                        kind={seat.accessibility as NonNullable<Seat['accessibility']>}
                        cx={seat.x + r * 0.7}
                        cy={seat.y - r * 0.7}
                        r={r * 0.72}
                      />
                    )),
                )}
              </g>
              {rows.flatMap((row) =>
                row.seats
                  .filter((seat) => lookOf(seat).suggested)
                  .map((seat) => (
                    <circle
                      key={`suggested/${seatKey(seat)}`}
                      className="seat-suggested-ring"
                      cx={seat.x}
                      cy={seat.y}
                      r={r + spacing * 0.2}
                      strokeWidth={spacing * 0.12}
                    />
                  )),
              )}
              {focusInside && tabStop ? (
                // A dark ring on a white halo twice its width: whatever the seats around are (a blue seat of
                // mine is 2.9:1 against the dark ring), the ring only ever touches white (issue 19, ≥ 3:1).
                <g className="seat-focus">
                  <circle
                    className="seat-focus-halo"
                    cx={tabStop.x}
                    cy={tabStop.y}
                    r={r + spacing * 0.12}
                    strokeWidth={spacing * 0.22}
                  />
                  <circle
                    className="seat-focus-ring"
                    cx={tabStop.x}
                    cy={tabStop.y}
                    r={r + spacing * 0.12}
                    strokeWidth={spacing * 0.1}
                  />
                </g>
              ) : null}
              {labelled ? (
                <g className="seat-number">
                  <rect
                    x={labelled.x - spacing * 0.55}
                    y={labelled.y - r - spacing * 0.95}
                    width={spacing * 1.1}
                    height={spacing * 0.75}
                    rx={spacing * 0.15}
                  />
                  <text
                    x={labelled.x}
                    y={labelled.y - r - spacing * 0.57}
                    dy="0.35em"
                    fontSize={spacing * 0.5}
                  >
                    {labelled.name}
                  </text>
                </g>
              ) : null}
            </g>
          </svg>
        </div>
        {/* Shadows on the edges beyond which more of the map lies (drawings over the map; taps go through). */}
        <div
          className="seat-map-edges"
          style={{ width: edges.width, height: edges.height }}
          aria-hidden="true"
        >
          {EDGES.map((edge) => (
            <div key={edge} className={`seat-map-edge seat-map-edge-${edge}`} data-shown={edges[edge]} />
          ))}
        </div>
      </div>
    </div>
  );
}

const EDGES = ['left', 'right', 'top', 'bottom'] as const;
