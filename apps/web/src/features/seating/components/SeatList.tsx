import type { ArenaResponse, Seat } from '@hokej/contract';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatPrice } from '../../../shared/format/money.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { seatLabelText } from '../../../shared/i18n/sk.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { AccessibilityIcon, accessibilityText } from '../../../shared/seating/AccessibilityMark.tsx';
import type { SeatRow } from '../../../shared/seating/seatGrid.ts';
import { type SeatLook, seatKey } from '../../../shared/seating/seatView.ts';

interface SeatListProps {
  arena: ArenaResponse | undefined;
  sector: string;
  rows: SeatRow[];
  lookOf: (seat: Seat) => SeatLook;
  priceOf: (seat: Seat) => string | undefined;
  onPick: (seat: Seat) => void;
  onSector: (sector: string) => void;
  /** A seat to move the focus to (the one suggested after a SEAT_GAP refusal); a new id focuses it again. */
  focusRequest?: { key: string; id: number } | null;
}

/** Mine is filled and ticked, free outlined green, taken crossed out grey (not by colour alone). */
const LIST_CLASS: Record<string, string> = {
  free: 'btn-outline-success',
  mine: 'btn-primary',
  pending: 'btn-outline-primary',
  taken: 'btn-outline-secondary text-decoration-line-through',
};

const freeIn = (row: SeatRow, lookOf: (seat: Seat) => SeatLook) =>
  row.seats.filter((s) => lookOf(s).look === 'free').length;

/**
 * "Vybrať zo zoznamu": the seat map's alternative in plain form controls, sector → row → seat, with prices.
 * Seats not for sale are left out; taken ones are listed, disabled, so the row reads as it is.
 */
export function SeatList(props: SeatListProps) {
  const { arena, sector, rows, lookOf, priceOf, onPick, onSector, focusRequest } = props;
  const firstFree = rows.find((r) => freeIn(r, lookOf) > 0) ?? rows[0];
  const [rowName, setRowName] = useState(firstFree?.name ?? '');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // A suggested seat is focused as on the map: its row is shown first, then its button takes the focus
  // once drawn (the suggestion may lie in another row than the one on screen).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const row = rows.find((r) => r.seats.some((s) => seatKey(s) === focusRequest.key));
    if (row) setRowName(row.name);
    focusNext.current = focusRequest.key;
  }, [focusRequest, rows]);
  useEffect(() => {
    const key = focusNext.current;
    const button = key ? buttons.current.get(key) : undefined;
    if (!button) return;
    focusNext.current = null;
    button.focus();
  });
  const row = rows.find((r) => r.name === rowName) ?? firstFree;
  const sectors = arena
    ? Object.values(arena.arena)
        .filter((s) => !s.forbidden)
        .sort((a, b) => a.name.localeCompare(b.name))
    : [];
  const listed = row?.seats.filter((s) => lookOf(s).focusable !== false) ?? [];
  return (
    <div className="seat-list" data-testid="seat-list">
      <div className="row g-2 mb-3">
        <Form.Group className="col-sm-6" controlId="seat-list-sector">
          <Form.Label>{seatPickerText.view.listSector}</Form.Label>
          <Form.Select value={sector} onChange={(e) => onSector(e.target.value)}>
            {sectors.length === 0 ? (
              <option value={sector}>{t('seats.title', { sector: sector })}</option>
            ) : null}
            {sectors.map((s) => (
              <option key={s.name} value={s.name}>
                {seatPickerText.t('listSectorOption', {
                  sector: s.name,
                  free: t('units.freeSeats', { count: s.availableSeats }),
                  price: formatPrice(s.priceFrom),
                })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="seat-list-row">
          <Form.Label>{seatPickerText.view.listRow}</Form.Label>
          <Form.Select value={row?.name ?? ''} onChange={(e) => setRowName(e.target.value)}>
            {rows.map((r) => (
              <option key={r.name} value={r.name}>
                {seatPickerText.t('listRowOption', {
                  row: r.name,
                  free: t('units.freeSeats', { count: freeIn(r, lookOf) }),
                })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {row ? (
        <fieldset>
          <legend className="h6">{seatPickerText.t('listSeats', { row: row.name })}</legend>
          {freeIn(row, lookOf) === 0 ? <p className="small">{seatPickerText.view.listNoFree}</p> : null}
          <ul className="seat-list-seats list-unstyled d-flex flex-wrap gap-2 mb-0">
            {listed.map((seat) => {
              const look = lookOf(seat);
              const price = priceOf(seat);
              return (
                <li key={seatKey(seat)}>
                  <button
                    type="button"
                    className={`btn seat-list-seat ${LIST_CLASS[look.look] ?? 'btn-outline-secondary'}${look.suggested ? ' seat-list-suggested' : ''}`}
                    title={look.note}
                    aria-pressed={look.pressed}
                    disabled={!look.actionable}
                    aria-label={seatLabelText(
                      seat.row,
                      seat.name,
                      look.label,
                      price,
                      look.note,
                      accessibilityText(seat.accessibility),
                    )}
                    data-state={look.look}
                    ref={(el) => {
                      if (el) buttons.current.set(seatKey(seat), el);
                      else buttons.current.delete(seatKey(seat));
                    }}
                    onClick={() => onPick(seat)}
                  >
                    <span className="fw-semibold">
                      {look.pressed ? '✓ ' : ''}
                      {seat.name}
                      {seat.accessibility ? (
                        <>
                          {' '}
                          <AccessibilityIcon kind={seat.accessibility} />
                        </>
                      ) : null}
                    </span>
                    {price ? <span className="d-block small">{price}</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
