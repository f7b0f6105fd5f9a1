import type { ArenaResponse, CartItem, SetupType } from '@hokej/contract';
import { MAX_SEATS_PER_ORDER } from '@hokej/contract/constants';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { formatPrice } from '../../../shared/format/money.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { priceBands } from '../../../shared/seating/priceBands.ts';
import { type BestSeatsChoice, type BestSeatsFound, useBestSeats } from '../hooks/useBestSeats.ts';

interface BestSeatsFormProps {
  setupType: SetupType;
  uuid: string;
  arena: ArenaResponse | undefined;
  /** The sector chosen at first ('' for the whole arena). */
  initialSector?: string;
  itemsBefore: CartItem[] | undefined;
  onFound: (found: BestSeatsFound) => void;
}

const COUNTS = Array.from({ length: MAX_SEATS_PER_ORDER }, (_, i) => i + 1);
const text = seatPickerText.view.best;

/**
 * "Nájsť najlepšie miesta": how many seats (1–5), optionally a sector, a price band and wheelchair places.
 * A refusal stays in the form as an alert; when no block fits (SEATS_NOT_TOGETHER) it offers the next
 * step: fewer seats, or the whole arena at any price.
 */
export function BestSeatsForm(props: BestSeatsFormProps) {
  const { setupType, uuid, arena, initialSector = '', itemsBefore, onFound } = props;
  const [count, setCount] = useState(2);
  const [sector, setSector] = useState(initialSector);
  const [band, setBand] = useState('');
  const [accessible, setAccessible] = useState(false);
  const best = useBestSeats({ setupType, uuid, itemsBefore });
  const sectors = arena
    ? Object.values(arena.arena)
        .filter((s) => !s.forbidden)
        .sort((a, b) => a.name.localeCompare(b.name, 'sk', { numeric: true }))
    : [];
  const bands = arena ? priceBands(arena) : [];

  const search = async (choice: BestSeatsChoice) => {
    const found = await best.find(choice);
    if (found) onFound(found);
  };
  const choiceOf = (next: { count?: number; sector?: string; band?: string }): BestSeatsChoice => {
    const s = next.sector ?? sector;
    const b = next.band ?? band;
    return {
      count: next.count ?? count,
      ...(s ? { sector: s } : {}),
      ...(b ? { priceBand: Number(b) } : {}),
      ...(accessible ? { accessible: true } : {}),
    };
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void search(choiceOf({}));
  };
  const fewer = () => {
    setCount(count - 1);
    void search(choiceOf({ count: count - 1 }));
  };
  const anywhere = () => {
    setSector('');
    setBand('');
    void search(choiceOf({ sector: '', band: '' }));
  };
  const notTogether = best.error?.code === 'SEATS_NOT_TOGETHER';

  return (
    <Card as="section" aria-labelledby="best-seats-title" className="best-seats shadow-sm mb-3">
      <Card.Body>
        <Card.Title as="h2" id="best-seats-title" className="h5">
          {text.title}
        </Card.Title>
        <p className="small text-body-secondary mb-2">{text.hint}</p>
        <Form onSubmit={onSubmit} data-testid="best-seats">
          <div className="row g-2 align-items-end">
            <Form.Group className="col-6" controlId="best-seats-count">
              <Form.Label className="small mb-1">{text.count}</Form.Label>
              <Form.Select size="sm" value={count} onChange={(e) => setCount(Number(e.target.value))}>
                {COUNTS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Form.Group className="col-6" controlId="best-seats-sector">
              <Form.Label className="small mb-1">{text.sector}</Form.Label>
              <Form.Select size="sm" value={sector} onChange={(e) => setSector(e.target.value)}>
                <option value="">{text.anySector}</option>
                {sectors.map((s) => (
                  <option key={s.name} value={s.name}>
                    {t('seats.title', { sector: s.name })}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            {bands.length > 1 ? (
              <Form.Group className="col-6" controlId="best-seats-band">
                <Form.Label className="small mb-1">{text.band}</Form.Label>
                <Form.Select size="sm" value={band} onChange={(e) => setBand(e.target.value)}>
                  <option value="">{text.anyBand}</option>
                  {bands.map((b) => (
                    <option key={b} value={b}>
                      {formatPrice(b)}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            ) : null}
            <Form.Group className="col-6" controlId="best-seats-accessible">
              <Form.Check
                type="checkbox"
                className="small mb-1"
                label={text.accessible}
                checked={accessible}
                onChange={(e) => setAccessible(e.target.checked)}
              />
            </Form.Group>
          </div>
          <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={best.busy}>
            {best.busy ? text.searching : text.submit}
          </button>
        </Form>
        {best.error ? (
          <Alert variant="warning" className="small mt-2 mb-0" role="alert" data-testid="best-seats-error">
            <p className="mb-1">{best.error.message}</p>
            {notTogether ? (
              <div className="d-flex flex-wrap gap-2">
                {count > 1 ? (
                  <button type="button" className="btn btn-sm btn-outline-dark" onClick={fewer}>
                    {seatPickerText.t('best.fewer', { seats: t('units.seats', { count: count - 1 }) })}
                  </button>
                ) : null}
                {sector || band ? (
                  <button type="button" className="btn btn-sm btn-outline-dark" onClick={anywhere}>
                    {text.anywhere}
                  </button>
                ) : null}
              </div>
            ) : null}
          </Alert>
        ) : null}
      </Card.Body>
    </Card>
  );
}
