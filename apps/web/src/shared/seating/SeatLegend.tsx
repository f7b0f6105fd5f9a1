import type { SeatAccessibility } from '@hokej/contract/constants';
import { sk } from '../i18n/sk.ts';
import { AccessibilityIcon } from './AccessibilityMark.tsx';
import { SeatMark } from './SeatMark.tsx';
import { type SeatView, seatViewColour, seatViewLabel, seatViewMark } from './seatView.ts';
import './seatMap.css';

const ORDER: SeatView[] = ['free', 'mine', 'taken', 'notForSale'];
const R = 8;
const SAMPLE = { name: '', row: '', sector: '', buyState: 'ACTIVE' as const, x: 10, y: 10 };

/** Each state drawn as on the map: its colour and its sign; then the kinds of accessible places the map has. */
export function SeatLegend({ accessible = [] }: { accessible?: readonly SeatAccessibility[] }) {
  return (
    <ul className="list-inline small mb-0" aria-label={sk.seats.legendTitle}>
      {ORDER.map((view) => (
        <li key={view} className="list-inline-item me-3">
          <svg viewBox="0 0 20 20" className="legend-seat-svg" aria-hidden="true">
            <circle cx={10} cy={10} r={R} fill={seatViewColour[view]} className={`seat seat-${view}`} />
            <SeatMark
              seat={SAMPLE}
              r={R}
              look={{
                look: view,
                colour: '',
                label: '',
                pressed: false,
                actionable: false,
                mark: seatViewMark[view],
              }}
            />
          </svg>
          {seatViewLabel[view]}
        </li>
      ))}
      {accessible.map((kind) => (
        <li key={kind} className="list-inline-item me-3">
          <AccessibilityIcon kind={kind} /> {sk.seats.accessibilityLegend[kind]}
        </li>
      ))}
    </ul>
  );
}
