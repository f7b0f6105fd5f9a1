import type { SeatHeatMap as HeatMapData } from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';
import { useId, useMemo, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skAdminSales } from '../../../shared/i18n/skAdminSales.ts';
import { RinkDrawing } from '../../../shared/seating/RinkDrawing.tsx';
import {
  type HeatMode,
  heatRange,
  STATE_COLOURS,
  scaleColour,
  seatColour,
  sectorCounts,
} from '../model/heatColour.ts';
import { placeSeats } from '../model/heatLayout.ts';

const t = skAdminSales.heatMap;
const STATES: BuyState[] = ['SOLD', 'BOOKED', 'ACTIVE', 'RESERVED', 'DISABLED'];
const MODES: HeatMode[] = ['state', 'time', 'price'];

/** The legend of the chosen colouring: the states, or the scale from first to last sold (cheapest to dearest). */
function Legend({ mode, range }: { mode: HeatMode; range: ReturnType<typeof heatRange> }) {
  if (mode === 'state' || range === null) {
    return (
      <ul className="list-inline small mb-2">
        {STATES.map((state) => (
          <li key={state} className="list-inline-item me-3">
            <span className="heat-swatch" style={{ background: STATE_COLOURS[state] }} aria-hidden="true" />{' '}
            {t.states[state]}
          </li>
        ))}
      </ul>
    );
  }
  const show = (v: number) => (mode === 'time' ? formatDateTime(v) : formatPrice(v));
  return (
    <div className="d-flex align-items-center gap-2 small mb-2">
      <span>
        {mode === 'time' ? t.earliest : t.cheapest}: {show(range.min)}
      </span>
      <span
        className="heat-scale"
        aria-hidden="true"
        style={{ background: `linear-gradient(to right, ${[0, 0.33, 0.67, 1].map(scaleColour).join(', ')})` }}
      />
      <span>
        {mode === 'time' ? t.latest : t.dearest}: {show(range.max)}
      </span>
    </div>
  );
}

/**
 * Every seat of a match or season where the fans' arena map draws it, coloured by state, or (sold seats)
 * by when they sold or their price. A table of the sectors' counts stands beside it for screen readers.
 */
export function SeatHeatMap({ map }: { map: HeatMapData }) {
  const [mode, setMode] = useState<HeatMode>('state');
  const selectId = useId();
  const range = useMemo(() => heatRange(map.seats, mode), [map.seats, mode]);
  const sectors = useMemo(() => sectorCounts(map.seats), [map.seats]);
  const placed = useMemo(() => placeSeats(map), [map]);
  return (
    <>
      <Form.Group className="mb-2 d-flex align-items-center gap-2" controlId={selectId}>
        <Form.Label className="mb-0">{t.colourBy}</Form.Label>
        <Form.Select
          size="sm"
          className="w-auto"
          value={mode}
          onChange={(event) => setMode(event.target.value as HeatMode)}
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {t.modes[m]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Legend mode={mode} range={range} />
      <svg viewBox={map.viewBox} className="heat-map w-100" role="img" aria-label={t.mapLabel(map.title)}>
        <RinkDrawing box={map.rink} />
        {map.sectors.map((s) => (
          <rect
            key={s.name}
            x={s.shape.x}
            y={s.shape.y}
            width={s.shape.width}
            height={s.shape.height}
            rx={4}
            className="heat-map-sector"
          />
        ))}
        {placed.seats.map((seat) => (
          <circle
            key={`${seat.sector}/${seat.row}/${seat.name}`}
            cx={seat.cx}
            cy={seat.cy}
            r={placed.radius}
            fill={seatColour(seat, mode, range)}
            data-state={seat.state}
          >
            <title>
              {t.seatTitle(seat.sector, seat.row, seat.name, t.states[seat.state])}
              {seat.price !== undefined ? `, ${formatPrice(seat.price)}` : ''}
              {seat.soldAt ? `, ${formatDateTime(seat.soldAt)}` : ''}
            </title>
          </circle>
        ))}
      </svg>
      <details className="mt-2">
        <summary>{skAdminSales.chart.showTable}</summary>
        <Table size="sm" striped responsive className="mt-2">
          <caption>{t.sectorsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.sector}</th>
              {STATES.map((state) => (
                <th key={state} scope="col" className="text-end">
                  {t.states[state]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sectors.map((s) => (
              <tr key={s.sector}>
                <th scope="row">{s.sector}</th>
                {STATES.map((state) => (
                  <td key={state} className="text-end">
                    {s[state]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </>
  );
}
