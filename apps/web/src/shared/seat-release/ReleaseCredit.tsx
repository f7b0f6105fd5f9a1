import { orderFileName, type SeatReleaseMatch } from '@hokej/contract';
import { useDispatch } from 'react-redux';
import { describeFailure, toApiError } from '../api/apiError.ts';
import { formatDateTime } from '../dates/format.ts';
import { releaseObjectUrlLater, saveObjectUrl } from '../download/objectUrl.ts';
import { formatPrice } from '../format/money.ts';
import { shopLanguage } from '../i18n/shopI18n.ts';
import { seatReleaseText } from '../i18n/skSeatRelease.ts';
import { toastShown } from '../toast/toastSlice.ts';
import { ShopButton } from '../ui/buttons.tsx';
import { useReleaseCreditNoteMutation } from './seatReleaseApi.ts';

const { t, view } = seatReleaseText;

/** "Stiahnuť dobropis" of a sold released seat: saves dobropis-<number>.pdf (credit-note-<number>.pdf in English). */
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
      saveObjectUrl(result.data, orderFileName('creditNote', number, shopLanguage()));
      releaseObjectUrlLater(result.data);
      return;
    }
    dispatch(toastShown('danger', describeFailure(view.creditNoteFailed, toApiError(result.error))));
  };
  return (
    <ShopButton
      variant="secondary"
      size="sm"
      className="mt-1"
      aria-label={t('creditNoteLabel', { number, match: match.title })}
      disabled={isLoading}
      onClick={() => void download()}
    >
      {view.downloadCreditNote}
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
        {view.noShare}
      </div>
    );
  const amount = formatPrice(credit.amount);
  return (
    <div className="small" data-testid="release-credit">
      <div>
        {credit.creditNoteNumber
          ? t('creditNote', { number: credit.creditNoteNumber, amount })
          : t('share', { amount })}
      </div>
      {credit.couponCode && credit.couponValidTo ? (
        <div>{t('coupon', { code: credit.couponCode, until: formatDateTime(credit.couponValidTo) })}</div>
      ) : null}
      {credit.payout === 'BANK_TRANSFER' ? <div>{view.byTransfer}</div> : null}
      {credit.creditNoteNumber ? (
        <CreditNoteDownload ticketId={ticketId} match={match} number={credit.creditNoteNumber} />
      ) : null}
    </div>
  );
}
