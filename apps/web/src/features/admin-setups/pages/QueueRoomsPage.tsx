import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { BackOfficeHeader } from '../../../shared/backoffice/BackOfficeHeader.tsx';
import { skAdminQueue as t } from '../../../shared/i18n/skAdminQueue.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { useGetQueueRoomsAdminQuery } from '../api/queueAdminEndpoints.ts';
import { QueueRoomCard } from '../components/QueueRoomCard.tsx';
import { QueueRoomForm } from '../components/QueueRoomForm.tsx';

/** /admin/queue (ADMIN): the waiting rooms with live figures (every 3 s); open one on a sale. */
export function QueueRoomsPage() {
  const dispatch = useShopDispatch();
  const { data, isLoading, isError } = useGetQueueRoomsAdminQuery(undefined, { pollingInterval: 3000 });
  const active = data?.rooms.filter((r) => r.state !== 'CLOSED') ?? [];
  const closed = data?.rooms.filter((r) => r.state === 'CLOSED') ?? [];
  return (
    <>
      <BackOfficeHeader title={t.title} />
      <p>{t.intro}</p>
      {isLoading ? <Spinner animation="border" role="status" aria-label={t.title} /> : null}
      {isError ? <Alert variant="danger">{t.empty}</Alert> : null}
      {data && active.length === 0 ? <p>{t.empty}</p> : null}
      {active.map((room) => (
        <QueueRoomCard key={room.id} room={room} />
      ))}
      <Card className="mb-4 shadow-sm">
        <Card.Body>
          <h2 className="h5">{t.createHeading}</h2>
          <QueueRoomForm onOpened={() => dispatch(toastShown('success', t.created))} />
        </Card.Body>
      </Card>
      {closed.map((room) => (
        <QueueRoomCard key={room.id} room={room} />
      ))}
    </>
  );
}
