import type { SeatAccessibility } from '@hokej/contract/constants';
import { sk } from '../../../shared/i18n/sk.ts';
import { skAdminSeats } from '../../../shared/i18n/skAdminSeats.ts';
import { AccessibilityIcon } from '../../../shared/seating/AccessibilityMark.tsx';
import { CLUB_STATE_COLOURS, CLUB_STATES } from '../model/seatEditor.ts';

/** The seat editor's colours: one per state, and the ring of a selected seat. */
export function ClubSeatLegend({ accessible = [] }: { accessible?: readonly SeatAccessibility[] }) {
  return (
    <ul className="list-inline small mb-0" aria-label={skAdminSeats.legendTitle}>
      {CLUB_STATES.map((state) => (
        <li key={state} className="list-inline-item me-3">
          <span
            className="legend-seat"
            style={{ background: CLUB_STATE_COLOURS[state] }}
            aria-hidden="true"
          />
          {skAdminSeats.states[state]}
        </li>
      ))}
      <li className="list-inline-item me-3">
        <span className="legend-seat legend-seat-selected" aria-hidden="true" />
        {skAdminSeats.legendSelected}
      </li>
      {accessible.map((kind) => (
        <li key={kind} className="list-inline-item me-3">
          <AccessibilityIcon kind={kind} /> {sk.seats.accessibilityLegend[kind]}
        </li>
      ))}
    </ul>
  );
}
