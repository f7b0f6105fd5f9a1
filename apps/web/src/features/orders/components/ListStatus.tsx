import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { sk } from '../../../shared/i18n/sk.ts';
import { orderText } from '../../../shared/i18n/skOrders.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { Skeleton } from '../../../shared/ui/Skeleton.tsx';

interface ListStatusProps {
  loading: boolean;
  /** The first load failed (nothing to show): said with a retry. */
  failed: boolean;
  empty: boolean;
  failedText: string;
  emptyText: string;
  onRetry: () => void;
}

/** A list's loading spinner, its failed first load with "Skúsiť znova", or its empty state with "Kúpiť vstupenky". */
export function ListStatus({ loading, failed, empty, failedText, emptyText, onRetry }: ListStatusProps) {
  return (
    <>
      {loading ? <Skeleton /> : null}
      {failed ? (
        <Alert variant="danger">
          <p>{failedText}</p>
          <ShopButton variant="danger" onClick={onRetry}>
            {sk.common.tryAgain}
          </ShopButton>
        </Alert>
      ) : null}
      {empty ? (
        <Card className="shadow-sm">
          <Card.Body>
            <p>{emptyText}</p>
            <Link to={paths.events} className="btn btn-primary">
              {orderText.view.orders.buy}
            </Link>
          </Card.Body>
        </Card>
      ) : null}
    </>
  );
}
