import type { ClubSeatState, SectorResponse } from '@hokej/contract';
import type { BuyState } from '@hokej/contract/constants';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ApiError } from '../../../shared/api/apiError.ts';
import { skAdminSeats } from '../../../shared/i18n/skAdminSeats.ts';
import { changeableKeys, rowsOf } from '../model/seatEditor.ts';

const t = skAdminSeats;
const ACTIONS: { state: ClubSeatState; variant: string }[] = [
  { state: 'DISABLED', variant: 'secondary' },
  { state: 'RESERVED', variant: 'primary' },
  { state: 'ACTIVE', variant: 'success' },
];

type LockedSeat = { row: string; name: string; state: BuyState };

/** The seats the API named in its refusal (SEAT_STATE_LOCKED lists up to 20). */
function lockedSeats(error: ApiError): LockedSeat[] {
  const seats = error.data?.seats;
  return Array.isArray(seats) ? (seats as LockedSeat[]) : [];
}

interface Props {
  sector: SectorResponse;
  selected: ReadonlySet<string>;
  onSelect: (next: Set<string>) => void;
  onApply: (state: ClubSeatState) => void;
  busy: boolean;
  refusal: ApiError | null;
}

/** Select a row or the whole sector, then block, reserve or free the selected seats. */
export function SeatSelectionPanel({ sector, selected, onSelect, onApply, busy, refusal }: Props) {
  const rows = rowsOf(sector);
  const [row, setRow] = useState(rows[0] ?? '');
  const rowId = useId();
  const add = (keys: string[]) => onSelect(new Set([...selected, ...keys]));
  return (
    <section aria-labelledby={`${rowId}-title`}>
      <h2 className="h6" id={`${rowId}-title`}>
        {t.selection.title}
      </h2>
      <p className="small text-body-secondary">{t.selection.hint}</p>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <Form.Group controlId={rowId}>
          <Form.Label className="small mb-0">{t.selection.row}</Form.Label>
          <Form.Select size="sm" value={row} onChange={(event) => setRow(event.target.value)}>
            {rows.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button size="sm" variant="outline-secondary" onClick={() => add(changeableKeys(sector, row))}>
          {t.selection.selectRow}
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={() => add(changeableKeys(sector))}>
          {t.selection.selectSector}
        </Button>
        <Button size="sm" variant="link" onClick={() => onSelect(new Set())} disabled={selected.size === 0}>
          {t.selection.clear}
        </Button>
      </div>
      <p className="fw-semibold mb-2" aria-live="polite" data-testid="selected-count">
        {t.selection.count(selected.size)}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form's fieldset. */}
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t.actions.label}>
        {ACTIONS.map(({ state, variant }) => (
          <Button
            key={state}
            variant={variant}
            disabled={busy || selected.size === 0}
            onClick={() => onApply(state)}
          >
            {t.actions[state]}
          </Button>
        ))}
      </div>
      {refusal ? (
        <Alert variant="danger" className="mt-3 mb-0">
          <p className="mb-1">{refusal.message}</p>
          {lockedSeats(refusal).length > 0 ? (
            <ul className="small mb-0">
              {lockedSeats(refusal).map((seat) => (
                <li key={`${seat.row}/${seat.name}`}>
                  {t.lockedSeat(seat.row, seat.name, t.states[seat.state] ?? seat.state)}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </section>
  );
}
