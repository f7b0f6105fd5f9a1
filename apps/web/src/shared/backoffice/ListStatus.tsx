import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { skAdminContent } from '../i18n/skAdminContent.ts';

const t = skAdminContent.common;

interface ListStatusProps {
  /** Nothing loaded yet: a spinner. */
  loading: boolean;
  /** The last load failed: said with "Skúsiť znova". */
  failed: boolean;
  /** Loaded, and the list has nothing: `emptyText`. */
  empty: boolean;
  emptyText: string;
  onRetry: () => void;
}

/**
 * A back-office list's spinner, its failed load with a retry, or its empty line (the shop's lists have
 * their own in features/orders: a skeleton, and an empty state that offers tickets).
 */
export function ListStatus({ loading, failed, empty, emptyText, onRetry }: ListStatusProps) {
  return (
    <>
      {loading ? <Spinner animation="border" role="status" aria-label={t.loading} /> : null}
      {failed ? (
        <Alert variant="danger">
          {t.loadFailed}{' '}
          <Button size="sm" variant="outline-danger" onClick={onRetry}>
            {t.retry}
          </Button>
        </Alert>
      ) : null}
      {empty ? <p>{emptyText}</p> : null}
    </>
  );
}
