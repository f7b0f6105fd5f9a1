import type { AdminQueueRoom } from '@hokej/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { toApiError } from '../../../shared/api/apiError.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { formatCount } from '../../../shared/format/number.ts';
import { approximateWait, skAdminQueue as t } from '../../../shared/i18n/skAdminQueue.ts';
import { useMoveQueueRoomMutation, useUpdateQueueRoomMutation } from '../api/queueAdminEndpoints.ts';

function Stat({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <div className="col-6 col-lg-3">
      <div className="text-body-secondary small">{label}</div>
      <div className="fs-4 fw-bold" data-testid={testId}>
        {typeof value === 'number' ? formatCount(value) : value}
      </div>
    </div>
  );
}

/** One room: its state, the live figures, the rate to change, pause, resume, close. */
export function QueueRoomCard({ room }: { room: AdminQueueRoom }) {
  const [move, moving] = useMoveQueueRoomMutation();
  const [update, updating] = useUpdateQueueRoomMutation();
  const [rate, setRate] = useState(String(room.ratePerMinute));
  const s = room.stats;
  const failure = moving.error ?? updating.error;
  const active = room.state !== 'CLOSED';
  return (
    <Card className="mb-3 shadow-sm" data-testid="queue-room">
      <Card.Body>
        <h2 className="h5">
          {room.title ?? t.form.wholeShop}{' '}
          <Badge
            bg={room.state === 'OPEN' ? 'success' : room.state === 'PAUSED' ? 'warning' : 'secondary'}
            text={room.state === 'PAUSED' ? 'dark' : undefined}
          >
            {t.state[room.state]}
          </Badge>
        </h2>
        <p className="mb-2">
          {t.opensAt}: <time dateTime={room.opensAt}>{formatDateTime(room.opensAt)}</time>
          {room.opened || !active ? '' : ` · ${t.beforeOpening}`} · {t.perMinute(room.ratePerMinute)},{' '}
          {t.maxShopping(room.maxShopping)}
        </p>
        <div className="row g-3 mb-3">
          <Stat label={t.stats.preQueue} value={s.preQueue} testId="stat-pre-queue" />
          <Stat label={t.stats.waiting} value={s.waiting} testId="stat-waiting" />
          <Stat label={t.stats.admitted} value={s.admitted} testId="stat-admitted" />
          <Stat label={t.stats.shopping} value={s.shopping} testId="stat-shopping" />
          <Stat label={t.stats.sold} value={s.sold} testId="stat-sold" />
          <Stat label={t.stats.throughput} value={s.throughputPerMinute} testId="stat-throughput" />
          <Stat
            label={t.stats.backWait}
            value={s.backWaitSeconds === null ? t.stats.none : approximateWait(s.backWaitSeconds)}
            testId="stat-back-wait"
          />
        </div>
        {active ? (
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <Form
              className="d-flex gap-2 align-items-end"
              onSubmit={(e) => {
                e.preventDefault();
                update({ id: room.id, body: { ratePerMinute: Number(rate) } });
              }}
            >
              <Form.Group controlId={`rate-${room.id}`}>
                <Form.Label className="small mb-0">{t.changeRate}</Form.Label>
                <Form.Control type="number" min={1} value={rate} onChange={(e) => setRate(e.target.value)} />
              </Form.Group>
              <Button type="submit" variant="outline-primary">
                {t.save}
              </Button>
            </Form>
            {room.opened ? null : (
              <Button
                variant="primary"
                onClick={() => update({ id: room.id, body: { opensAt: new Date().toISOString() } })}
              >
                {t.openNow}
              </Button>
            )}
            {room.state === 'OPEN' ? (
              <Button variant="warning" onClick={() => move({ id: room.id, action: 'pause' })}>
                {t.pause}
              </Button>
            ) : (
              <Button variant="outline-success" onClick={() => move({ id: room.id, action: 'resume' })}>
                {t.resume}
              </Button>
            )}
            <Button variant="outline-danger" onClick={() => move({ id: room.id, action: 'close' })}>
              {t.close}
            </Button>
          </div>
        ) : null}
        {failure ? (
          <Alert variant="danger" className="mt-3 mb-0">
            {toApiError(failure).message}
          </Alert>
        ) : null}
      </Card.Body>
    </Card>
  );
}
