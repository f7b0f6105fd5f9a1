import { skAdminSeats } from '../../../shared/i18n/skAdminSeats.ts';
import { CLUB_STATE_COLOURS, CLUB_STATES } from '../model/seatEditor.ts';

/** The seat editor's colours: one per state, and the ring of a selected seat. */
export function ClubSeatLegend() {
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
    </ul>
  );
}
