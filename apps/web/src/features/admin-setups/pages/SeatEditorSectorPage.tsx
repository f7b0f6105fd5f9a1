import '../seat-editor.css';
import type { ClubSeatState, Seat } from '@hokej/contract';
import type { SeatAccessibility, SetupType } from '@hokej/contract/constants';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { type ApiError, toApiError } from '../../../shared/api/apiError.ts';
import { t as shopT } from '../../../shared/i18n/shopI18n.ts';
import { skAdminSeats } from '../../../shared/i18n/skAdminSeats.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { accessibleKinds } from '../../../shared/seating/AccessibilityMark.tsx';
import { SeatMap } from '../../../shared/seating/SeatMap.tsx';
import { seatKey } from '../../../shared/seating/seatView.ts';
import { useShopDispatch } from '../../../shared/store/useShopDispatch.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import {
  useGetClubSectorQuery,
  useGetSectorRolesQuery,
  useSetSeatAccessibilityMutation,
  useSetSeatStatesMutation,
} from '../api/seatEditorEndpoints.ts';
import { useClubSeatStream } from '../api/useClubSeatStream.ts';
import { ClubSeatLegend } from '../components/ClubSeatLegend.tsx';
import { SeatAccessibilityActions } from '../components/SeatAccessibilityActions.tsx';
import { SeatSelectionPanel } from '../components/SeatSelectionPanel.tsx';
import { SectorRolesForm } from '../components/SectorRolesForm.tsx';
import { clubSeatLook, seatStateBody, selectedSeats, toggled } from '../model/seatEditor.ts';

const t = skAdminSeats;

/**
 * /admin/events/:id/seats/:sector (and seasons, ADMIN): the sector's seats coloured by state, selected by
 * click, row or whole sector, then blocked, reserved or freed; and the roles that may buy in the sector.
 */
export function SeatEditorSectorPage({ setupType }: { setupType: SetupType }) {
  const { id = '', sector: sectorName = '' } = useParams();
  // Another sector starts with an empty selection.
  return <SectorEditor key={`${id}/${sectorName}`} setupType={setupType} id={id} sectorName={sectorName} />;
}

function SectorEditor({
  setupType,
  id,
  sectorName,
}: {
  setupType: SetupType;
  id: string;
  sectorName: string;
}) {
  const dispatch = useShopDispatch();
  const args = { setupType, id, sector: sectorName };
  const sectorQuery = useGetClubSectorQuery(args, { skip: !id || !sectorName });
  const { data: rules } = useGetSectorRolesQuery(id, { skip: !id });
  useClubSeatStream(setupType, id);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [setStates, saving] = useSetSeatStatesMutation();
  const [setAccessibility, marking] = useSetSeatAccessibilityMutation();
  const busy = saving.isLoading || marking.isLoading;
  const lookOf = useMemo(() => clubSeatLook(selected), [selected]);
  const sector = sectorQuery.data;

  const apply = async (state: ClubSeatState) => {
    if (!sector) return;
    setRefusal(null);
    const result = await setStates({ ...args, body: seatStateBody(sector, selected, state) });
    if ('error' in result) {
      setRefusal(toApiError(result.error));
      return;
    }
    dispatch(toastShown('success', t.actions.done(state, result.data.changed)));
    setSelected(new Set());
  };
  const mark = async (accessibility: SeatAccessibility | null) => {
    if (!sector) return;
    setRefusal(null);
    const body = { seats: selectedSeats(sector, selected), accessibility };
    const result = await setAccessibility({ ...args, body });
    if ('error' in result) {
      setRefusal(toApiError(result.error));
      return;
    }
    dispatch(toastShown('success', t.accessibility.done(accessibility, result.data.changed)));
    setSelected(new Set());
  };
  const pick = (seat: Seat) => setSelected((now) => toggled(now, seatKey(seat)));

  return (
    <>
      <Link to={paths.adminSeats(setupType, id)} className="small d-block">
        ← {t.backToArena}
      </Link>
      <h1 className="h2 mt-1 mb-1">{t.sectorTitle(sectorName)}</h1>
      {sectorQuery.isLoading ? <Spinner animation="border" role="status" aria-label={t.loading} /> : null}
      {sectorQuery.isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {sector ? (
        <>
          <p className="text-body-secondary mb-3">
            {sector.title} ·{' '}
            <span data-testid="sector-available">
              {shopT('seats.available', { count: sector.availableSeats })}
            </span>
          </p>
          <Row className="g-3">
            <Col lg={8} className="seat-editor">
              <SeatMap sector={sector} busy={busy} lookOf={lookOf} onPick={pick} />
              <ClubSeatLegend accessible={accessibleKinds(Object.values(sector.setup).flat())} />
            </Col>
            <Col lg={4}>
              <Card className="mb-3 shadow-sm">
                <Card.Body>
                  <SeatSelectionPanel
                    sector={sector}
                    selected={selected}
                    onSelect={setSelected}
                    onApply={(state) => void apply(state)}
                    busy={busy}
                    refusal={refusal}
                  />
                  <SeatAccessibilityActions
                    count={selected.size}
                    busy={busy}
                    onMark={(accessibility) => void mark(accessibility)}
                  />
                </Card.Body>
              </Card>
              {rules ? (
                <Card className="shadow-sm">
                  <Card.Body>
                    <SectorRolesForm key={sectorName} setupId={id} sector={sectorName} rules={rules} />
                  </Card.Body>
                </Card>
              ) : null}
            </Col>
          </Row>
        </>
      ) : null}
    </>
  );
}
