import type { Seat } from '@hokej/contract';
import { SECTOR_RELOAD_MS, type SetupType } from '@hokej/contract/constants';
import { useCallback, useEffect, useMemo, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { heldCount } from '../../../shared/cart/cartItems.ts';
import { useCart } from '../../../shared/cart/useCart.ts';
import { formatDate } from '../../../shared/dates/format.ts';
import { SetupWhen, whenText } from '../../../shared/dates/SetupWhen.tsx';
import { formatPrice } from '../../../shared/format/money.ts';
import { t } from '../../../shared/i18n/shopI18n.ts';
import { sk } from '../../../shared/i18n/sk.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { useQueueRedirect } from '../../../shared/queue/useQueueRedirect.ts';
import { usePageTitle } from '../../../shared/routes/pageTitle.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { accessibleKinds } from '../../../shared/seating/AccessibilityMark.tsx';
import { SeatLegend } from '../../../shared/seating/SeatLegend.tsx';
import { SeatMap } from '../../../shared/seating/SeatMap.tsx';
import { gapWarnings } from '../../../shared/seating/seatGaps.ts';
import { seatRows } from '../../../shared/seating/seatGrid.ts';
import { useGetArenaQuery, useGetSectorQuery } from '../../../shared/seating/seatingEndpoints.ts';
import { fanSeatLook, type SeatLook, seatKey } from '../../../shared/seating/seatView.ts';
import { useSetupPush } from '../../../shared/seating/useSetupPush.ts';
import { BestSeatsForm } from '../components/BestSeatsForm.tsx';
import { PickerViewSwitch } from '../components/PickerViewSwitch.tsx';
import { SeatList } from '../components/SeatList.tsx';
import { SelectedSeatsPanel } from '../components/SelectedSeatsPanel.tsx';
import { SelectionBar } from '../components/SelectionBar.tsx';
import type { BestSeatsFound } from '../hooks/useBestSeats.ts';
import { useSeatSelection } from '../hooks/useSeatSelection.ts';
import { LiveRegion } from '../live/LiveRegion.tsx';
import { useAnnouncer } from '../live/useAnnouncer.ts';
import { useHoldWarning } from '../live/useHoldWarning.ts';
import { useTakenNearFocus } from '../live/useTakenNearFocus.ts';
import { heldPrice } from '../model/seatPrice.ts';
import '../seating.css';

/** The search parameter of the list alternative: `?zoznam=1` shows the seats as a list instead of the map. */
const LIST_PARAM = 'zoznam';

/** /event/:uuid/:sector and /season/:uuid/:sector — pick seats; reloads every 30 s and follows the push channel. */
export function SeatPickerPage({ setupType }: { setupType: SetupType }) {
  const { uuid = '', sector: sectorName = '' } = useParams();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listView = params.get(LIST_PARAM) === '1';
  const sectorQuery = useGetSectorQuery(
    { setupType, uuid, sector: sectorName },
    { skip: !uuid || !sectorName, pollingInterval: SECTOR_RELOAD_MS },
  );
  // The arena feeds the list's sector choice and the best-seats form's sectors and price bands.
  const { data: arena } = useGetArenaQuery({ setupType, uuid }, { skip: !uuid });
  const { data: cart } = useCart();
  const seenEventId = useSetupPush(setupType, uuid);
  const { announcement, announce } = useAnnouncer();
  useHoldWarning(cart, announce);
  // Best seats found from the arena or another sector: their sentence comes with the navigation.
  const location = useLocation();
  const arrived = (location.state as { announce?: string } | null)?.announce;
  useEffect(() => {
    if (arrived) announce(arrived);
  }, [arrived, announce]);

  const liveItems = useMemo(
    () => (cart?.items ?? []).filter((item) => item.setupUuid === uuid && item.status === 'AWAITING_PAYMENT'),
    [cart, uuid],
  );
  const mine = useMemo(() => new Map(liveItems.map((i) => [seatKey(i.seat), i])), [liveItems]);
  const selection = useSeatSelection({
    setupType,
    uuid,
    sector: sectorName,
    // Lapsed lines stay in the cart until removed, but they hold no seat and do not count to the limit of 5.
    cartSize: heldCount(cart?.items),
    refetchSector: () => void sectorQuery.refetch(),
    announce,
    seenEventId,
  });
  const sector = sectorQuery.data;
  const rows = useMemo(() => (sector ? seatRows(sector) : []), [sector]);
  const stateOf = useMemo(() => fanSeatLook(mine, selection.pending), [mine, selection.pending]);
  // The no-orphan rule before the click: a free seat whose pick would leave a neighbour alone says so.
  const gaps = useMemo(() => gapWarnings(rows, (seat) => stateOf(seat).look === 'free'), [rows, stateOf]);
  const suggestedKey = selection.suggested?.key;
  const lookOf = useCallback(
    (seat: Seat): SeatLook => {
      const look = stateOf(seat);
      const key = seatKey(seat);
      const stranded = look.look === 'free' ? gaps.get(key) : undefined;
      const suggested = key === suggestedKey && look.actionable;
      const notes = [
        suggested ? seatPickerText.view.suggestedNote : undefined,
        stranded ? seatPickerText.t('gapNote', { stranded: stranded.name }) : undefined,
      ].filter(Boolean);
      return notes.length > 0 ? { ...look, suggested, note: notes.join(', ') } : look;
    },
    [stateOf, gaps, suggestedKey],
  );
  // "Sektor A15 – HK Orly Zvolen – HC Košice, 29.11.2026 | Vstupenky" (issue 19).
  usePageTitle(
    sector
      ? `${t('seats.title', { sector: sector.sector })} – ${sector.title}, ${whenText(sector, formatDate)}`
      : null,
  );
  const price = sector ? heldPrice(sector.prices, setupType) : undefined;
  const lowest =
    sector && sector.prices.length > 0 ? Math.min(...sector.prices.map((p) => p.price)) : undefined;
  const priceOf = useCallback(
    (seat: Seat) => {
      const view = lookOf(seat).look;
      return price !== undefined && (view === 'free' || view === 'mine') ? formatPrice(price) : undefined;
    },
    [lookOf, price],
  );
  const [focusSeat, setFocusSeat] = useState<Seat>();
  const isMine = useCallback((seat: Seat) => mine.has(seatKey(seat)), [mine]);
  useTakenNearFocus(sector, focusSeat, isMine, announce);
  // The kinds of wheelchair places this sector has, for the legend.
  const accessible = useMemo(() => accessibleKinds(rows.flatMap((r) => r.seats)), [rows]);
  const toQueue = useQueueRedirect(uuid);
  if (toQueue) return <Navigate to={toQueue} replace />;

  const pick = (seat: Seat) => selection.pick(seat, mine.get(seatKey(seat)), gaps.get(seatKey(seat)));
  const onBestSeats = (found: BestSeatsFound) => {
    const there = found.items[0]?.seat.sector;
    if (there && there !== sectorName) {
      navigate(paths.sector(setupType, uuid, there), { state: { announce: found.announcement } });
    } else announce(found.announcement);
  };
  const skipMap = () => document.getElementById('selected-seats-title')?.focus();

  return (
    <>
      <nav aria-label={sk.common.back} className="mb-2 seat-picker-back">
        <Link to={paths.arena(setupType, uuid)}>← {sk.seats.backToArena}</Link>
      </nav>
      <LiveRegion announcement={announcement} />
      {sectorQuery.isLoading ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{sk.common.loading}</span>
        </Spinner>
      ) : null}
      {sector ? (
        <>
          <h1 className="h3 mb-1">
            {sector.title} – {t('seats.title', { sector: sector.sector })}
          </h1>
          <p className="text-body-secondary mb-2">
            <SetupWhen {...sector} /> ·{' '}
            <span data-testid="sector-available">
              {t('seats.available', { count: sector.availableSeats })}
            </span>
            {lowest !== undefined ? (
              <> · {seatPickerText.t('priceFrom', { price: formatPrice(lowest) })}</>
            ) : null}
          </p>
          <PickerViewSwitch
            listView={listView}
            mapHref={paths.sector(setupType, uuid, sectorName)}
            listHref={`${paths.sector(setupType, uuid, sectorName)}?${LIST_PARAM}=1`}
          />
          <Row className="g-3">
            <Col lg={8}>
              {listView ? (
                <SeatList
                  arena={arena}
                  sector={sector.sector}
                  rows={rows}
                  lookOf={lookOf}
                  priceOf={priceOf}
                  onPick={pick}
                  onSector={(next) => navigate(`${paths.sector(setupType, uuid, next)}?${LIST_PARAM}=1`)}
                  focusRequest={selection.suggested}
                />
              ) : (
                <>
                  <button type="button" className="btn btn-link visually-hidden-focusable" onClick={skipMap}>
                    {seatPickerText.view.skipMap}
                  </button>
                  <p className="small text-body-secondary mb-1 d-none d-md-block" id="seat-map-help">
                    {seatPickerText.view.keyboardHint}
                  </p>
                  <SeatMap
                    sector={sector}
                    busy={selection.busy}
                    lookOf={lookOf}
                    priceOf={priceOf}
                    onPick={pick}
                    onFocusSeat={setFocusSeat}
                    describedBy="seat-map-help"
                    focusRequest={selection.suggested}
                  />
                </>
              )}
              <SelectionBar cart={cart} items={liveItems} held={heldCount(cart?.items)} />
              <SeatLegend accessible={accessible} />
            </Col>
            <Col lg={4}>
              <BestSeatsForm
                setupType={setupType}
                uuid={uuid}
                arena={arena}
                initialSector={sectorName}
                itemsBefore={cart?.items}
                onFound={onBestSeats}
              />
              <SelectedSeatsPanel
                cart={cart}
                items={liveItems}
                prices={sector.prices}
                sector={sector.sector}
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
