import type { SetupType } from '@hokej/contract/constants';
import { useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useCart } from '../../../shared/cart/useCart.ts';
import { formatDate } from '../../../shared/dates/format.ts';
import { SetupWhen, whenText } from '../../../shared/dates/SetupWhen.tsx';
import { sk } from '../../../shared/i18n/sk.ts';
import { seatPickerText } from '../../../shared/i18n/skSeatPicker.ts';
import { PresaleNotice } from '../../../shared/presale/PresaleNotice.tsx';
import { useQueueRedirect } from '../../../shared/queue/useQueueRedirect.ts';
import { usePageTitle } from '../../../shared/routes/pageTitle.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { ArenaLegend } from '../../../shared/seating/ArenaLegend.tsx';
import { ArenaMap, type SectorColouring } from '../../../shared/seating/ArenaMap.tsx';
import { useGetArenaQuery } from '../../../shared/seating/seatingEndpoints.ts';
import { useSetupPush } from '../../../shared/seating/useSetupPush.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { BestSeatsForm } from '../components/BestSeatsForm.tsx';
import { PriceBandLegend } from '../components/PriceBandLegend.tsx';
import { SectorColouringSwitch } from '../components/SectorColouringSwitch.tsx';
import { SectorList } from '../components/SectorList.tsx';
import { WaitingListCard } from '../components/WaitingListCard.tsx';
import { useNarrowScreen } from '../hooks/useNarrowScreen.ts';

/**
 * /event/:uuid/arena and /season/:uuid/arena — pick a sector; colours follow sales live, or show the price
 * bands; every sector's price from is on the map, and the same as a list ("Vybrať zo zoznamu").
 */
export function ArenaPage({ setupType }: { setupType: SetupType }) {
  const { uuid = '' } = useParams();
  const { data: arena, isLoading } = useGetArenaQuery({ setupType, uuid }, { skip: !uuid });
  useSetupPush(setupType, uuid);
  const navigate = useNavigate();
  const { data: cart } = useCart();
  const { loggedIn } = useSession();
  usePageTitle(arena ? `${arena.title}, ${whenText(arena, formatDate)}` : null);
  const [colouring, setColouring] = useState<SectorColouring>('availability');
  // On a phone the drawn labels are too small to read: the sector list is open unless the fan closes it.
  const narrow = useNarrowScreen();
  const [listChoice, setListOpen] = useState<boolean | null>(null);
  const listOpen = listChoice ?? narrow;
  // A sale behind a waiting room: the fan without an admission goes to the queue first.
  const toQueue = useQueueRedirect(uuid);
  if (toQueue) return <Navigate to={toQueue} replace />;
  return (
    <>
      <nav aria-label={sk.common.back} className="arena-back mb-2">
        <Link to={paths.events}>← {sk.arena.backToEvents}</Link>
      </nav>
      {isLoading ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">{sk.common.loading}</span>
        </Spinner>
      ) : null}
      {arena ? (
        <>
          <h1 className="h3 mb-1">{arena.title}</h1>
          <p className="text-body-secondary mb-2">
            <SetupWhen {...arena} /> · {arena.venue}
          </p>
          <PresaleNotice presale={arena.presale} />
          {setupType === 'EVENT' && loggedIn ? (
            <div className="arena-waiting-list">
              <WaitingListCard uuid={uuid} arena={arena} />
            </div>
          ) : null}
          <p className="mb-2">{sk.arena.hint}</p>
          <SectorColouringSwitch value={colouring} onChange={setColouring} />
          <div className="arena-wrapper mb-3">
            <ArenaMap arena={arena} colouring={colouring} />
          </div>
          <div className="mb-3">
            {colouring === 'price' ? (
              <PriceBandLegend arena={arena} />
            ) : (
              <ArenaLegend withForbidden={Object.values(arena.arena).some((s) => s.forbidden)} />
            )}
          </div>
          <button
            type="button"
            className="btn btn-outline-primary sector-list-toggle mb-2"
            aria-expanded={listOpen}
            aria-controls="sector-list"
            onClick={() => setListOpen(!listOpen)}
          >
            {seatPickerText.view.sectorListToggle}
          </button>
          <div id="sector-list" hidden={!listOpen}>
            {listOpen ? <SectorList arena={arena} /> : null}
          </div>
          {loggedIn ? (
            <div className="arena-best-seats mt-3">
              <BestSeatsForm
                setupType={setupType}
                uuid={uuid}
                arena={arena}
                itemsBefore={cart?.items}
                onFound={(found) => {
                  const sector = found.items[0]?.seat.sector;
                  if (sector)
                    navigate(paths.sector(setupType, uuid, sector), {
                      state: { announce: found.announcement },
                    });
                }}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </>
  );
}
