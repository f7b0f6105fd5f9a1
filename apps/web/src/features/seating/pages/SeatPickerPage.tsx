import type { CartItem } from '@hokej/contract';
import { SECTOR_RELOAD_MS, type SetupType } from '@hokej/contract/constants';
import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useParams } from 'react-router';
import { heldCount } from '../../../shared/cart/cartItems.ts';
import { useCart } from '../../../shared/cart/useCart.ts';
import { formatDate, formatDateTime } from '../../../shared/dates/format.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { useQueueRedirect } from '../../../shared/queue/useQueueRedirect.ts';
import { usePageTitle } from '../../../shared/routes/pageTitle.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { SeatLegend } from '../../../shared/seating/SeatLegend.tsx';
import { SeatMap } from '../../../shared/seating/SeatMap.tsx';
import { fanSeatLook, seatKey } from '../../../shared/seating/seatView.ts';
import { useGetSectorQuery } from '../api/seatingEndpoints.ts';
import { useSetupPush } from '../api/useSetupPush.ts';
import { SelectedSeatsPanel } from '../components/SelectedSeatsPanel.tsx';
import { useSeatSelection } from '../hooks/useSeatSelection.ts';

/** /event/:uuid/:sector and /season/:uuid/:sector — pick seats; reloads every 30 s and follows the push channel. */
export function SeatPickerPage({ setupType }: { setupType: SetupType }) {
  const { uuid = '', sector: sectorName = '' } = useParams();
  const sectorQuery = useGetSectorQuery(
    { setupType, uuid, sector: sectorName },
    { skip: !uuid || !sectorName, pollingInterval: SECTOR_RELOAD_MS },
  );
  const { data: cart } = useCart();
  useSetupPush(setupType, uuid);

  const liveItems = useMemo(
    () => (cart?.items ?? []).filter((item) => item.setupUuid === uuid && item.status === 'AWAITING_PAYMENT'),
    [cart, uuid],
  );
  const mine = useMemo(
    () => new Map<string, CartItem>(liveItems.map((i) => [seatKey(i.seat), i])),
    [liveItems],
  );
  const lookOf = useMemo(() => fanSeatLook(mine), [mine]);
  const selection = useSeatSelection({
    setupType,
    uuid,
    sector: sectorName,
    // Lapsed lines stay in the cart until removed, but they hold no seat and do not count to the limit of 5.
    cartSize: heldCount(cart?.items),
    refetchSector: () => void sectorQuery.refetch(),
  });
  const sector = sectorQuery.data;
  // "Sektor A15 – HK Orly Zvolen – HC Košice, 29.11.2026 | Vstupenky" (issue 19).
  usePageTitle(
    sector ? `${sk.seats.title(sector.sector)} – ${sector.title}, ${formatDate(sector.startsAt)}` : null,
  );
  const toQueue = useQueueRedirect(uuid);
  if (toQueue) return <Navigate to={toQueue} replace />;

  return (
    <>
      <nav aria-label={sk.common.back} className="mb-2">
        <Link to={paths.arena(setupType, uuid)}>← {sk.seats.backToArena}</Link>
      </nav>
      {sectorQuery.isLoading ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{sk.common.loading}</span>
        </Spinner>
      ) : null}
      {sector ? (
        <>
          <h1 className="h3 mb-1">
            {sector.title} – {sk.seats.title(sector.sector)}
          </h1>
          <p className="text-body-secondary mb-3">
            <time dateTime={sector.startsAt}>{formatDateTime(sector.startsAt)}</time> ·{' '}
            <span data-testid="sector-available">{sk.seats.available(sector.availableSeats)}</span>
          </p>
          <Row className="g-3">
            <Col lg={8}>
              <SeatMap
                sector={sector}
                busy={selection.busy}
                lookOf={lookOf}
                onPick={(seat) => selection.pick(seat, mine.get(seatKey(seat)))}
              />
              <SeatLegend />
            </Col>
            <Col lg={4}>
              <SelectedSeatsPanel
                cart={cart}
                items={liveItems}
                prices={sector.prices}
                isSeason={setupType === 'SEASON'}
                atLimit={selection.atLimit}
                busy={selection.busy}
                onRemove={(item) => void selection.releaseItem(item)}
                onTicketType={(item, ticketType) => void selection.changeTicketType(item, ticketType)}
              />
            </Col>
          </Row>
        </>
      ) : null}
    </>
  );
}
