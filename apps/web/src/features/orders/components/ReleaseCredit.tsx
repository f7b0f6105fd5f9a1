import { orderFileName, type SeatReleaseMatch } from '@hokej/contract';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../../../shared/api/apiError.ts';
import { formatDateTime } from '../../../shared/dates/format.ts';
import { releaseObjectUrlLater, saveObjectUrl } from '../../../shared/download/objectUrl.ts';
import { formatPrice } from '../../../shared/format/money.ts';
import { skSeatRelease } from '../../../shared/i18n/skSeatRelease.ts';
import { toastShown } from '../../../shared/toast/toastSlice.ts';
import { ShopButton } from '../../../shared/ui/buttons.tsx';
import { useReleaseCreditNoteMutation } from '../api/seatReleaseEndpoints.ts';

const t = skSeatRelease;

/** "Stiahnuť dobropis" of a sold released seat: saves dobropis-<number>.pdf. */
function CreditNoteDownload({
  ticketId,
  match,
  number,
}: {
  ticketId: string;
  match: SeatReleaseMatch;
  number: string;
}) {
  const dispatch = useDispatch();
  const [fetchNote, { isLoading }] = useReleaseCreditNoteMutation();
  const download = async () => {
    const result = await fetchNote({ ticketId, matchId: match.matchId });
    if ('data' in result && result.data) {
      saveObjectUrl(result.data, orderFileName('creditNote', number));
      releaseObjectUrlLater(result.data);
      return;
    }
    dispatch(toastShown('danger', describeFailure(t.creditNoteFailed, toApiError(result.error))));
  };
  return (
    <ShopButton
      variant="secondary"
      size="sm"
      className="mt-1"
      aria-label={t.creditNoteLabel(number, match.title)}
      disabled={isLoading}
      onClick={() => void download()}
    >
      {t.downloadCreditNote}
    </ShopButton>
  );
}

/**
 * What the holder got for a sold seat: the credit note (to download) and the coupon or the transfer; with
 * a share of 0 % the club pays nothing, and the list says so.
 */
export function ReleaseCredit({ ticketId, match }: { ticketId: string; match: SeatReleaseMatch }) {
  const { credit } = match;
  if (!credit) return null;
  if (credit.amount === 0)
    return (
      <div className="small" data-testid="release-credit">
        {t.noShare}
      </div>
    );
  return (
    <div className="small" data-testid="release-credit">
      <div>{t.credit(formatPrice(credit.amount), credit.creditNoteNumber)}</div>
      {credit.couponCode && credit.couponValidTo ? (
        <div>{t.coupon(credit.couponCode, formatDateTime(credit.couponValidTo))}</div>
      ) : null}
      {credit.payout === 'BANK_TRANSFER' ? <div>{t.byTransfer}</div> : null}
      {credit.creditNoteNumber ? (
        <CreditNoteDownload ticketId={ticketId} match={match} number={credit.creditNoteNumber} />
      ) : null}
    </div>
  );
}
