import { sk } from '../i18n/sk.ts';
import { type SeatView, seatViewColour, seatViewLabel } from './seatView.ts';

const ORDER: SeatView[] = ['free', 'mine', 'taken', 'notForSale'];

export function SeatLegend() {
  return (
    <ul className="list-inline small mb-0" aria-label={sk.seats.legendTitle}>
      {ORDER.map((view) => (
        <li key={view} className="list-inline-item me-3">
          <span
            className={`legend-seat legend-seat-${view}`}
            style={{ background: seatViewColour[view] }}
            aria-hidden
          />
          {seatViewLabel[view]}
        </li>
      ))}
    </ul>
  );
}
