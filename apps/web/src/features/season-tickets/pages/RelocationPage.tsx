import type { Seat } from '@hokej/contract';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { type ApiError, toApiError } from '../../../shared/api/apiError.ts';
import { relocationText } from '../../../shared/i18n/skRelocation.ts';
import { renewalText } from '../../../shared/i18n/skRenewals.ts';
import { useMyRenewalsQuery, useRelocateOfferMutation } from '../../../shared/renewals/renewalApi.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { ArenaLegend } from '../../../shared/seating/ArenaLegend.tsx';
import { ArenaMap } from '../../../shared/seating/ArenaMap.tsx';
import { SeatLegend } from '../../../shared/seating/SeatLegend.tsx';
import { SeatMap } from '../../../shared/seating/SeatMap.tsx';
import { useGetArenaQuery, useGetSectorQuery } from '../../../shared/seating/seatingEndpoints.ts';
import {
  fanSeatLook,
  seatKey,
  seatViewColour,
  seatViewMark,
  seatViewState,
} from '../../../shared/seating/seatView.ts';
import { useSetupPush } from '../../../shared/seating/useSetupPush.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';

const t = relocationText.view;
const tr = relocationText.t;
const seatText = (s: { sector: string; row: string; name: string }) =>
  renewalText.t('seat', { sector: s.sector, row: s.row, name: s.name });
const freeLook = fanSeatLook(new Map());

/**
 * /my-season-tickets/renewals/:id/relocate (?sector=): a renewed holder whose turn is open picks a sector on
 * the new season's arena map, then a free seat, and confirms; the old seat is freed only with the swap.
 */
export function RelocationPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const sector = search.get('sector');
  const { data, isLoading, error } = useMyRenewalsQuery(undefined, { refetchOnMountOrArgChange: true });
  const offer = data?.data.find((o) => o.id === id);
  // The maps follow the new season's live seats while the turn is open: another holder's swap, a seat freed.
  useSetupPush('SEASON', offer?.relocation?.open ? offer.seasonUuid : undefined);
  return (
    <div>
      <nav aria-label={renewalText.view.title} className="mb-2">
        <Link to={paths.myRenewals}>{t.back}</Link>
      </nav>
      <h1 className="h2 mb-2">{t.title}</h1>
      {isLoading ? <Spinner animation="border" role="status" aria-label={t.loading} /> : null}
      {error ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {data && !offer?.relocation?.open ? <Alert variant="info">{t.notOpen}</Alert> : null}
      {offer?.relocation?.open ? (
        <>
          <p className="text-body-secondary">{tr('intro', { seat: seatText(offer.seat) })}</p>
          {sector ? (
            <SectorChoice key={sector} offerId={offer.id} seasonId={offer.seasonUuid} sector={sector} />
          ) : (
            <SectorStep offerId={offer.id} seasonId={offer.seasonUuid} />
          )}
        </>
      ) : null}
    </div>
  );
}

function SectorStep({ offerId, seasonId }: { offerId: string; seasonId: string }) {
  const { data: arena, isError } = useGetArenaQuery({ setupType: 'SEASON', uuid: seasonId });
  if (isError) return <Alert variant="danger">{t.loadFailed}</Alert>;
  if (!arena) return <Spinner animation="border" role="status" aria-label={t.loading} />;
  return (
    <>
      <h2 className="h5">{t.chooseSector}</h2>
      <div className="arena-wrapper mb-3">
        <ArenaMap arena={arena} sectorHref={(name) => paths.relocation(offerId, name)} />
      </div>
      <ArenaLegend withForbidden={Object.values(arena.arena).some((s) => s.forbidden)} />
    </>
  );
}

function SectorChoice({ offerId, seasonId, sector }: { offerId: string; seasonId: string; sector: string }) {
  const dispatch = useShopDispatch();
  const navigate = useNavigate();
  const query = useGetSectorQuery({ setupType: 'SEASON', uuid: seasonId, sector });
  const [chosen, setChosen] = useState<Seat | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [relocate, relocating] = useRelocateOfferMutation();
  // The chosen seat taken meanwhile (the live stream says so): the choice is dropped, and the holder told.
  const live = chosen ? query.data?.setup[chosen.row]?.find((s) => s.name === chosen.name) : undefined;
  useEffect(() => {
    if (!chosen || !live || live.buyState === 'ACTIVE') return;
    setRefusal({
      status: 409,
      code: 'RELOCATION_SEAT_TAKEN',
      message: tr('chosenTaken', { seat: seatText(chosen) }),
    });
    setChosen(null);
  }, [chosen, live]);
  const lookOf = useMemo(() => {
    const key = chosen ? seatKey(chosen) : null;
    return (seat: Seat) =>
      seatKey(seat) === key
        ? {
            ...freeLook(seat),
            look: 'mine',
            colour: seatViewColour.mine,
            label: seatViewState.mine,
            pressed: true,
            mark: seatViewMark.mine,
          }
        : freeLook(seat);
  }, [chosen]);
  const confirm = async () => {
    if (!chosen) return;
    setRefusal(null);
    const seat = { sector: chosen.sector, row: chosen.row, name: chosen.name };
    const result = await relocate({ id: offerId, body: { seat } });
    if ('error' in result) {
      setRefusal(toApiError(result.error));
      setChosen(null);
      void query.refetch();
      return;
    }
    dispatch(toastShown('success', tr('done', { seat: seatText(seat) })));
    navigate(`${paths.myRenewals}?offer=${encodeURIComponent(offerId)}`);
  };
  return (
    <>
      <Link to={paths.relocation(offerId)} className="small d-block mb-2">
        {t.otherSector}
      </Link>
      <h2 className="h5">{tr('chooseSeat', { sector })}</h2>
      {query.isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {query.data ? (
        <div className="row g-3">
          <div className="col-lg-8">
            <SeatMap sector={query.data} busy={relocating.isLoading} lookOf={lookOf} onPick={setChosen} />
            <SeatLegend />
          </div>
          <div className="col-lg-4">
            <Card className="shadow-sm">
              <Card.Body>
                {refusal ? (
                  <Alert variant="warning" data-testid="relocation-refusal">
                    {refusal.message}
                  </Alert>
                ) : null}
                <p className="fw-semibold" aria-live="polite">
                  {chosen ? tr('chosen', { seat: seatText(chosen) }) : t.none}
                </p>
                <ShopButton
                  onClick={() => void confirm()}
                  disabled={!chosen || relocating.isLoading}
                  aria-label={chosen ? tr('confirmLabel', { seat: seatText(chosen) }) : undefined}
                >
                  {t.confirm}
                </ShopButton>
              </Card.Body>
            </Card>
          </div>
        </div>
      ) : (
        <Spinner animation="border" role="status" aria-label={t.loading} />
      )}
    </>
  );
}
