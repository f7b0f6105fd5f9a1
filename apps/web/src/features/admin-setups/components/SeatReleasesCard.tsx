import { type AdminSeatRelease, orderFileName } from '@hokej/contract';
import { formatEuroCents } from '@hokej/contract/format';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { releaseObjectUrlLater, saveObjectUrl } from '../../../shared/download/objectUrl.ts';
import { skAdminSeatRelease } from '../../../shared/i18n/skAdminSeatRelease.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import {
  useGetMatchSeatReleasesQuery,
  useSeatReleaseCreditNoteMutation,
} from '../api/seatReleaseAdminEndpoints.ts';

const t = skAdminSeatRelease;
const BADGE = { RELEASED: 'primary', TAKEN_BACK: 'secondary', SOLD: 'success' } as const;

/** "Stiahnuť dobropis": saves the sold release's credit note as dobropis-<number>.pdf. */
function CreditNoteDownload({ release: r, number }: { release: AdminSeatRelease; number: string }) {
  const dispatch = useDispatch();
  const [fetchNote, { isLoading }] = useSeatReleaseCreditNoteMutation();
  const download = async () => {
    const result = await fetchNote(r.id);
    if ('data' in result && result.data) {
      saveObjectUrl(result.data, orderFileName('creditNote', number));
      releaseObjectUrlLater(result.data);
      return;
    }
    dispatch(toastShown('danger', describeFailure(t.creditNoteFailed, toApiError(result.error))));
  };
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      className="mt-1"
      aria-label={t.creditNoteLabel(number, t.seatText(r.seat.sector, r.seat.row, r.seat.name))}
      disabled={isLoading}
      onClick={() => void download()}
    >
      {t.downloadCreditNote}
    </Button>
  );
}

/** The credit a sale gave the holder: the credit note's number and amount, then how it is paid. */
function Credit({ release: r }: { release: AdminSeatRelease }) {
  if (r.state !== 'SOLD' || r.amount === null) return <>{t.noCredit}</>;
  if (r.amount === 0) return <>{t.noShare}</>;
  const amount = formatEuroCents(r.amount);
  return (
    <>
      <div>{r.creditNoteNumber ? t.creditNote(r.creditNoteNumber, amount) : amount}</div>
      <div className="small text-nowrap">{r.couponCode ? t.coupon(r.couponCode) : t.transfer}</div>
      {r.creditNoteNumber ? <CreditNoteDownload release={r} number={r.creditNoteNumber} /> : null}
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
