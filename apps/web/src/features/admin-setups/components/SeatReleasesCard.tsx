import type { AdminSeatRelease } from '@hokej/contract';
import { formatEuroCents } from '@hokej/contract/format';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { skSeatRelease } from '../../../shared/i18n/skSeatRelease.ts';
import { useGetMatchSeatReleasesQuery } from '../api/seatReleaseAdminEndpoints.ts';

const t = skSeatRelease.admin;
const BADGE = { RELEASED: 'primary', TAKEN_BACK: 'secondary', SOLD: 'success' } as const;

/** The credit a sale gave the holder: the credit note's number and amount, then how it is paid. */
function Credit({ release: r }: { release: AdminSeatRelease }) {
  if (r.state !== 'SOLD' || r.amount === null) return <>{t.noCredit}</>;
  const amount = formatEuroCents(r.amount);
  return (
    <>
      <div>{r.creditNoteNumber ? t.creditNote(r.creditNoteNumber, amount) : amount}</div>
      <div className="small text-nowrap">{r.couponCode ? t.coupon(r.couponCode) : t.transfer}</div>
    </>
  );
}

/** A match's seats released by season-ticket holders: who, when, sold or not, the credit issued. */
export function SeatReleasesCard({ matchId }: { matchId: string }) {
  const { data, isLoading, isError } = useGetMatchSeatReleasesQuery(matchId);
  return (
    <Card as="section" aria-labelledby="seat-releases-title" className="mb-4 shadow-sm">
      <Card.Body>
        <h2 id="seat-releases-title" className="h5">
          {t.title}
        </h2>
        <p className="small">{t.intro}</p>
        {isLoading ? <Spinner animation="border" size="sm" role="status" aria-label={t.loading} /> : null}
        {isError ? <Alert variant="danger">{t.loadFailed}</Alert> : null}
        {data && data.data.length === 0 ? <p className="mb-0">{t.none}</p> : null}
        {data && data.data.length > 0 ? (
          <Table size="sm" className="align-middle mb-0 table-stack" data-testid="seat-releases">
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.seat}</th>
                <th scope="col">{t.holder}</th>
                <th scope="col">{t.releasedAt}</th>
                <th scope="col">{t.state}</th>
                <th scope="col">{t.credit}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((r) => (
                <tr key={r.id}>
                  <th scope="row">{t.seatText(r.seat.sector, r.seat.row, r.seat.name)}</th>
                  <td data-label={t.holder}>
                    <div>{r.holder}</div>
                    <div className="small text-body-secondary">{t.order(r.seasonOrderNumber)}</div>
                  </td>
                  <td data-label={t.releasedAt}>{formatDateTime(r.releasedAt)}</td>
                  <td data-label={t.state}>
                    <Badge bg={BADGE[r.state]}>{t.states[r.state]}</Badge>
                  </td>
                  <td data-label={t.credit}>
                    <Credit release={r} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ) : null}
      </Card.Body>
    </Card>
  );
}
