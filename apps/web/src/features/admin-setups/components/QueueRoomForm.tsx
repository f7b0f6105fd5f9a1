import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { fromDateTimeInput, toDateTimeInput } from '../../../shared/backoffice/dateTimeInput.ts';
import { skAdminQueue as t } from '../../../shared/i18n/skAdminQueue.ts';
import { useOpenQueueRoomMutation } from '../api/queueAdminEndpoints.ts';
import { useGetAdminSetupsQuery } from '../api/setupAdminEndpoints.ts';

const WHOLE_SHOP = '';

/** Opens a waiting room on a match, a season sale or the whole shop. */
export function QueueRoomForm({ onOpened }: { onOpened: () => void }) {
  const { data: events } = useGetAdminSetupsQuery('EVENT');
  const { data: seasons } = useGetAdminSetupsQuery('SEASON');
  const [open, opening] = useOpenQueueRoomMutation();
  const [sale, setSale] = useState(WHOLE_SHOP);
  const [opensAt, setOpensAt] = useState(() => toDateTimeInput(new Date(Date.now() + 5 * 60_000)));
  const [rate, setRate] = useState('60');
  const [maxShopping, setMaxShopping] = useState('200');
  const [minutes, setMinutes] = useState('10');
  const sales = [...(events?.data ?? []), ...(seasons?.data ?? [])];

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await open({
      setupId: sale === WHOLE_SHOP ? null : sale,
      opensAt: fromDateTimeInput(opensAt) ?? opensAt,
      ratePerMinute: Number(rate),
      maxShopping: Number(maxShopping),
      admissionMinutes: Number(minutes),
    });
    if ('data' in result) onOpened();
  }

  return (
    <Form onSubmit={submit} noValidate>
      <div className="row g-3">
        <Form.Group className="col-12 col-md-6" controlId="queue-sale">
          <Form.Label>{t.form.sale}</Form.Label>
          <Form.Select value={sale} onChange={(e) => setSale(e.target.value)}>
            <option value={WHOLE_SHOP}>{t.form.wholeShop}</option>
            {sales.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId="queue-opens-at">
          <Form.Label>{t.form.opensAt}</Form.Label>
          <Form.Control type="datetime-local" value={opensAt} onChange={(e) => setOpensAt(e.target.value)} />
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId="queue-rate">
          <Form.Label>{t.form.rate}</Form.Label>
          <Form.Control type="number" min={1} value={rate} onChange={(e) => setRate(e.target.value)} />
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId="queue-max-shopping">
          <Form.Label>{t.form.maxShopping}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            value={maxShopping}
            onChange={(e) => setMaxShopping(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-12 col-md-4" controlId="queue-minutes">
          <Form.Label>{t.form.admissionMinutes}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            max={120}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
        </Form.Group>
      </div>
      {opening.isError ? (
        <Alert variant="danger" className="mt-3">
          {toApiError(opening.error).message}
        </Alert>
      ) : null}
      <Button type="submit" className="mt-3" disabled={opening.isLoading}>
        {t.form.submit}
      </Button>
    </Form>
  );
}
