import type { SetupType } from '@hokej/contract/constants';
import { useMemo } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skAdminSeats } from '../../../shared/i18n/skAdminSeats.ts';
import { paths } from '../../../shared/routes/paths.ts';
import { ArenaLegend } from '../../../shared/seating/ArenaLegend.tsx';
import { ArenaMap } from '../../../shared/seating/ArenaMap.tsx';
import { useGetClubArenaQuery, useGetSectorRolesQuery } from '../api/seatEditorEndpoints.ts';
import { useClubSeatStream } from '../api/useClubSeatStream.ts';
import { withKeptSectors } from '../model/seatEditor.ts';

const t = skAdminSeats;

/**
 * /admin/events/:id/seats and /admin/seasons/:id/seats (ADMIN): the arena as the fans see it (unpublished
 * too), sectors kept for roles hatched; a sector opens its seat editor. Colours follow sales live.
 */
export function SeatEditorArenaPage({ setupType }: { setupType: SetupType }) {
  const { id = '' } = useParams();
  const arenaQuery = useGetClubArenaQuery({ setupType, id }, { skip: !id });
  const { data: rules } = useGetSectorRolesQuery(id, { skip: !id });
  useClubSeatStream(setupType, id);
  const arena = useMemo(
    () => (arenaQuery.data ? withKeptSectors(arenaQuery.data, rules) : undefined),
    [arenaQuery.data, rules],
  );
  const rolesOf = (sector: string) =>
    (rules?.sectors[sector] ?? []).map((role) => t.roles.names[role]).join(', ');
  const kept = Object.keys(rules?.sectors ?? {}).sort((a, b) => a.localeCompare(b, 'sk', { numeric: true }));
  return (
    <>
      <Link to={paths.adminSetup(setupType, id)} className="small d-block">
        ← {t.backToSetup}
      </Link>
      <h1 className="h2 mt-1 mb-1">{t.title}</h1>
      {arenaQuery.isLoading ? <Spinner animation="border" role="status" aria-label={t.loading} /> : null}
      {arenaQuery.isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
      {arena ? (
        <>
          <p className="text-body-secondary mb-2">
            {arena.title} · <time dateTime={arena.startsAt}>{formatDateTime(arena.startsAt)}</time>
          </p>
          <p className="mb-2">{t.arenaHint}</p>
          <div className="arena-wrapper mb-3">
            <ArenaMap
              arena={arena}
              sectorHref={(sector) => paths.adminSeatsSector(setupType, id, sector)}
              keptNote={(sector) => t.keptFor(rolesOf(sector))}
            />
          </div>
          <ArenaLegend withForbidden={kept.length > 0} />
          <h2 className="h6 mt-3">{t.keptList}</h2>
          {kept.length === 0 ? (
            <p className="small">{t.noKept}</p>
          ) : (
            <ul className="small" data-testid="kept-sectors">
              {kept.map((sector) => (
                <li key={sector}>
                  <Link to={paths.adminSeatsSector(setupType, id, sector)}>{t.sectorTitle(sector)}</Link>:{' '}
                  {rolesOf(sector)}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </>
  );
}
